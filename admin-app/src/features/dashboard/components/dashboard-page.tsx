import {
  formatNumber,
  LoadingBlock,
  PageTitle,
  roleLabels,
  Stat,
  StatGrid,
  useErrorPageOnFailure,
  useLang,
} from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, Package, UserCheck, Users } from 'lucide-react';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import * as styles from './dashboard-page.css.ts';

/** The administrators' home: who is signed in and the programme's key counts. */
export function DashboardPage() {
  const { data, error, isPending } = useAdminDashboard();
  const lang = useLang();
  const { t, i18n } = useLingui();
  useErrorPageOnFailure(error);

  if (isPending || !data) {
    return (
      <div className={styles.page}>
        <PageTitle>
          <Trans>Administration dashboard</Trans>
        </PageTitle>
        <LoadingBlock label={t`Loading the dashboard…`} />
      </div>
    );
  }

  const fullName = data.fullName;
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <span className={styles.who}>
            <Trans>Welcome, {fullName}.</Trans>
            <span className={styles.role}>{i18n._(roleLabels[data.accountRoleType])}</span>
          </span>
        }
      >
        <Trans>Administration dashboard</Trans>
      </PageTitle>
      <StatGrid label={t`Programme figures`}>
        <Stat label={<Trans>Members</Trans>} icon={Users} value={formatNumber(data.memberCount, lang)} />
        <Stat
          label={<Trans>Active members</Trans>}
          icon={UserCheck}
          value={formatNumber(data.activeMemberCount, lang)}
          note={<Trans>With a membership that has not expired</Trans>}
        />
        <Stat
          label={<Trans>Membership packages</Trans>}
          icon={Package}
          value={formatNumber(data.packageCount, lang)}
        />
        <Stat label={<Trans>Badges</Trans>} icon={Award} value={formatNumber(data.badgeCount, lang)} />
      </StatGrid>
    </div>
  );
}
