import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { useCurrentUser } from '../../auth/current-user.ts';
import { saveTheme } from '../../theme/save-theme.ts';
import { useThemeMode } from '../../theme/theme-mode.ts';
import * as styles from './controls.css.ts';

/**
 * Switches between light and dark; the choice is kept in the `theme` cookie for the server, and
 * with the account when someone is signed in, so that the next sign-in anywhere shows it too.
 */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const label = mode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`;
  const onPress = () => {
    const next = toggle();
    // Shown at once; keeping it with the account is a convenience that may fail quietly.
    if (user) saveTheme({ themePack: user.themePack, themeMode: next }).catch(() => {});
  };
  return (
    <button type="button" className={styles.iconButton} onClick={onPress} aria-label={label} title={label}>
      {mode === 'dark' ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );
}
