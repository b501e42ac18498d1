import { useLingui } from '@lingui/react/macro';
import { Moon, Sun } from 'lucide-react';
import { useThemeMode } from '../../theme/theme-mode.ts';
import * as styles from './controls.css.ts';

/** Switches between light and dark; the choice is kept in the `theme` cookie for the server. */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const { t } = useLingui();
  const label = mode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`;
  return (
    <button type="button" className={styles.iconButton} onClick={toggle} aria-label={label} title={label}>
      {mode === 'dark' ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
    </button>
  );
}
