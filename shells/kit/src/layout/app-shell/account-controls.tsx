import { useLingui } from '@lingui/react/macro';
import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { photoUrl } from '../../api/photo-url.ts';
import type { CurrentUser } from '../../auth/current-user-state.ts';
import { Avatar } from '../../ui/avatar.tsx';
import * as controls from '../controls/controls.css.ts';
import * as styles from './app-shell.css.ts';

/**
 * Who is signed in: their photo (their initials without one) and full name (a long name ends in an
 * ellipsis, its title has it whole).
 */
export function UserChip({ user }: { user: CurrentUser }) {
  return (
    <span className={styles.userChip}>
      <Avatar src={photoUrl(user.profilePhotoPath)} name={user.fullName} size="small" decorative />
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
