import { BarChart, Card, DoughnutChart, useLang } from '@coach/kit';
import type { AdminDashboard } from '@coach/server/app-type';
import { Trans, useLingui } from '@lingui/react/macro';
import * as styles from './dashboard-page.css.ts';
import { monthLabel } from './month-labels.ts';

/**
 * Sign-ups per month and members by state. The charts draw with chart.js, which the kit loads the
 * first time a chart renders: no other page downloads it.
 */
export function DashboardCharts({ data }: { data: AdminDashboard }) {
  const { t } = useLingui();
  const lang = useLang();
  const { members } = data;
  return (
    <div className={styles.charts}>
      <Card
        className={styles.wide}
        title={<Trans>Sign-ups per month</Trans>}
        description={<Trans>New members in each of the last 12 months.</Trans>}
      >
        <BarChart
          label={t`New members per month`}
          labels={data.signUpsPerMonth.map(({ month }) => monthLabel(month, lang))}
          series={[{ label: t`New members`, values: data.signUpsPerMonth.map(({ count }) => count) }]}
        />
      </Card>
      <Card title={<Trans>Members by access</Trans>} description={<Trans>Who may sign in.</Trans>}>
        <DoughnutChart
          label={t`Members by access`}
          labels={[t`Active`, t`Passive`, t`Locked`]}
          series={[{ label: t`Members`, values: [members.active, members.passive, members.locked] }]}
        />
      </Card>
      <Card title={<Trans>Members by membership</Trans>} description={<Trans>Who may send requests.</Trans>}>
        <DoughnutChart
          label={t`Members by membership`}
          labels={[t`Membership active`, t`Membership expired`, t`No membership yet`]}
          series={[
            {
              label: t`Members`,
              values: [members.membershipActive, members.membershipExpired, members.noMembership],
            },
          ]}
        />
      </Card>
    </div>
  );
}
