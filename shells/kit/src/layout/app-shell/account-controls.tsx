import { useLingui } from '@lingui/react/macro';
import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../auth/current-user-state.ts';
import * as controls from '../controls/controls.css.ts';
import * as styles from './app-shell.css.ts';

function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

/** Who is signed in: initials and full name (a long name ends in an ellipsis, its title has it whole). */
export function UserChip({ user }: { user: CurrentUser }) {
  return (
    <span className={styles.userChip}>
      <span className={styles.avatar} aria-hidden="true">
        {initialsOf(user.fullName)}
      </span>
      <span className={styles.userName} title={user.fullName}>
        {user.fullName}
      </span>
    </span>
  );
}

/** The area's settings page, an icon button (in the top bar, and beside the name in the drawer). */
export function SettingsLink({ to }: { to: string }) {
  const { t } = useLingui();
  return (
    <Link className={controls.iconButton} to={to} aria-label={t`Settings`} title={t`Settings`}>
      <Settings size={20} aria-hidden="true" />
    </Link>
  );
}
