import { useParams } from 'react-router';
import { LedgerCard } from '../features/accounts/components/ledger-card.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import * as styles from './account-profile-page.css.ts';

/**
 * `/admin/profile/{accountId}`, put together here because features do not import each other: the
 * account's profile, then its points with "Adjust points" for administrators.
 */
export function AccountProfilePage() {
  const { accountId = '' } = useParams();
  return (
    <div className={styles.page}>
      <ProfilePage />
      <div className={styles.points}>
        <LedgerCard accountId={accountId} />
      </div>
    </div>
  );
}
