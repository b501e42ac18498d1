import type { ApplicationSettings } from '../settings/domain/application-settings.ts';

export interface SettingsReads {
  /** The stored settings, or the defaults while none are stored. */
  get(): Promise<ApplicationSettings>;
}

export interface SettingsRepository extends SettingsReads {
  /** Stores the defaults unless settings are already stored. */
  storeDefaultsIfMissing(defaults: ApplicationSettings): Promise<void>;
  /**
   * The stored settings (the defaults stored first when there are none), held until the unit of
   * work ends, so that two administrators saving at once each see what the other saved.
   */
  getForUpdate(defaults: ApplicationSettings): Promise<ApplicationSettings>;
  /** Replaces every setting. */
  save(settings: ApplicationSettings): Promise<void>;
}
