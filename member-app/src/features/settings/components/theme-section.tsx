import type { OwnProfile, ThemeMode, ThemePack } from '@coach/core/contracts';
import { accentNames, Button, Card, toast } from '@coach/kit';
import { FormActions, FormError } from '@coach/kit/forms';
import { accentColors } from '@coach/kit/theme/palettes.ts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { useSaveTheme } from '../api/theme.ts';
import * as styles from './settings.css.ts';

const packNames: Record<ThemePack, MessageDescriptor> = {
  theme1: msg`Slate`,
  theme2: msg`Teal`,
  theme3: msg`Indigo`,
  theme4: msg`Dark red`,
  theme5: msg`Orange`,
};

const modeNames: Record<ThemeMode, MessageDescriptor> = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`As on this device`,
};

/**
 * Settings → theme: a colour set (theme1–theme5) and light, dark or the device's choice. Saved
 * with the account, so every browser the member signs in to shows it, and applied at once.
 */
export function ThemeSection({ profile }: { profile: OwnProfile }) {
  const { t, i18n } = useLingui();
  const save = useSaveTheme();
  const [themePack, setThemePack] = useState<ThemePack>(profile.themePack);
  const [themeMode, setThemeMode] = useState<ThemeMode>(profile.themeMode);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ themePack, themeMode }, { onSuccess: () => toast.success(t`Your theme was saved.`) });
  };

  return (
    <Card title={<Trans>Theme</Trans>} headingLevel={2}>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={save.isPending}>
        <FormError error={save.error} />
        <fieldset className={styles.swatches}>
          <legend className={styles.legend}>
            <Trans>Colour set</Trans>
          </legend>
          {accentNames.map((pack) => (
            <label key={pack} className={styles.swatch}>
              <span className={styles.radioLabel}>
                <input
                  className={styles.radio}
                  type="radio"
                  name={`${id}-pack`}
                  value={pack}
                  checked={themePack === pack}
                  onChange={() => setThemePack(pack)}
                />
                {i18n._(packNames[pack])}
              </span>
              <span className={styles.swatchColours} aria-hidden="true">
                <span className={styles.colour} style={{ background: accentColors[pack].light.accent }} />
                <span className={styles.colour} style={{ background: accentColors[pack].dark.accent }} />
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.swatches}>
          <legend className={styles.legend}>
            <Trans>Light or dark</Trans>
          </legend>
          {(['light', 'dark', 'system'] as const).map((mode) => (
            <label key={mode} className={styles.swatch}>
              <span className={styles.radioLabel}>
                <input
                  className={styles.radio}
                  type="radio"
                  name={`${id}-mode`}
                  value={mode}
                  checked={themeMode === mode}
                  onChange={() => setThemeMode(mode)}
                />
                {i18n._(modeNames[mode])}
              </span>
            </label>
          ))}
        </fieldset>
        <FormActions>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save theme</Trans>
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
