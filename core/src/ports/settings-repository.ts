import type { ApplicationSettings } from '../settings/domain/application-settings.ts';

export interface SettingsReads {
  /** The stored settings, or the defaults while none are stored. */
  get(): Promise<ApplicationSettings>;
}

export interface SettingsRepository extends SettingsReads {
  /** Stores the defaults unless settings are already stored. */
  storeDefaultsIfMissing(defaults: ApplicationSettings): Promise<void>;
}
