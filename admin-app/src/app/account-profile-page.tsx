import { useParams } from '@coach/kit';
import { LedgerCard } from '../features/accounts/components/ledger-card.tsx';
import { CoachingHoursCard } from '../features/coaching/components/coaching-hours-card.tsx';
import { ExportControl, startExportOf } from '../features/exports/index.ts';
import { OrdersCard } from '../features/membership/components/orders-card.tsx';
import { useAccount } from '../features/profile/api/account-profile.ts';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import * as styles from './account-profile-page.css.ts';

/**
 * `/admin/profile/{accountId}`, put together here because features do not import each other: the
 * account's profile, then its points with "Adjust points" and the export of its entries for
 * administrators, then a member's
 * coaching hours (administrators only), then its orders with "Grant a package". The hours and the
 * orders cards are handed the account the profile loaded (the same query), for its role and its
 * membership's end.
 */
export function AccountProfilePage() {
  const { accountId = '' } = useParams();
  const account = useAccount(accountId);
  return (
    <div className={styles.page}>
      <ProfilePage />
      <div className={styles.points}>
        <LedgerCard
          accountId={accountId}
          exportAction={(filters) => (
            <ExportControl list="ledger" start={(choice) => startExportOf.ledger(choice, filters)} />
          )}
        />
      </div>
      <div className={styles.points}>
        <CoachingHoursCard accountId={accountId} account={account.data} />
      </div>
      <div className={styles.orders}>
        <OrdersCard accountId={accountId} account={account.data} />
      </div>
    </div>
  );
}
