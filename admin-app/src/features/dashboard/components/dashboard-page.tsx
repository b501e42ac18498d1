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
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Award, FileClock, Package, UserCheck, Users } from 'lucide-react';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { DashboardCharts } from './dashboard-charts.tsx';
import * as styles from './dashboard-page.css.ts';

/** The administrators' home: key figures of the programme, sign-ups and members by state. */
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

  const { fullName, members, proofs } = data;
  const overdue = proofs.overdue;
  const days = proofs.reviewTargetWorkingDays;
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
        <Stat label={<Trans>Members</Trans>} icon={Users} value={formatNumber(members.total, lang)} />
        <Stat
          label={<Trans>Active members</Trans>}
          icon={UserCheck}
          value={formatNumber(members.active, lang)}
          note={<Trans>Neither passive nor locked</Trans>}
        />
        <Stat
          label={<Trans>Proofs waiting for review</Trans>}
          icon={FileClock}
          value={formatNumber(proofs.waiting, lang)}
          note={
            overdue > 0 ? (
              <span className={styles.overdue}>
                <Plural
                  value={overdue}
                  one={`# waiting longer than ${days} working days`}
                  other={`# waiting longer than ${days} working days`}
                />
              </span>
            ) : (
              <Trans>None waiting longer than {days} working days</Trans>
            )
          }
        />
        <Stat
          label={<Trans>Membership packages</Trans>}
          icon={Package}
          value={formatNumber(data.packageCount, lang)}
        />
        <Stat label={<Trans>Badges</Trans>} icon={Award} value={formatNumber(data.badgeCount, lang)} />
      </StatGrid>
      <DashboardCharts data={data} />
    </div>
  );
}
