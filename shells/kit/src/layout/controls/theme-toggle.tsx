import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { useCurrentUser } from '../../auth/current-user.ts';
import { loadDataLayer } from '../../query/load-data-layer.ts';
import { useThemeMode } from '../../theme/theme-mode.ts';
import * as styles from './controls.css.ts';

/**
 * Switches between light and dark; the choice is kept in the `theme` cookie for the server, and
 * with the account when someone is signed in, so that the next sign-in anywhere shows it too.
 *
 * Both icons are in the markup and CSS shows the one of the mode on screen (the server's
 * `data-theme`, else the system's preference): a pre-rendered page shows the right one before any
 * script runs, and the markup is the same whatever the mode, so hydration never trips on it. The
 * label follows useThemeMode, which answers the visitor's default while React adopts a pre-rendered
 * page, and the real mode right after (the same box: nothing moves).
 */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const { user } = useCurrentUser();
  const { t } = useLingui();
  const label = mode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`;
  const onPress = () => {
    const next = toggle();
    // Shown at once; keeping it with the account is a convenience that may fail quietly.
    if (user) {
      loadDataLayer()
        .then(({ saveTheme }) => saveTheme({ themePack: user.themePack, themeMode: next }))
        .catch(() => {});
    }
  };
  return (
    <button type="button" className={styles.iconButton} onClick={onPress} aria-label={label} title={label}>
      <Sun className={styles.inDarkMode} size={20} aria-hidden="true" />
      <Moon className={styles.inLightMode} size={20} aria-hidden="true" />
    </button>
  );
}
