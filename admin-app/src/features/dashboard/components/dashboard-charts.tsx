import { ButtonLink, Card, useLang, useLangPath } from '@coach/kit';
import { EmptyState } from '@coach/kit/area';
import { BarChart, DoughnutChart } from '@coach/kit/charts';
import type { AdminDashboard } from '@coach/server/app-type';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus, Users } from 'lucide-react';
import * as styles from './dashboard-page.css.ts';
import { monthLabel } from './month-labels.ts';

/** The way to the accounts, where new members are added. */
function AddAccount() {
  const inLang = useLangPath();
  return (
    <ButtonLink to={inLang('/admin/account')} variant="secondary" size="sm">
      <Trans>Add an account</Trans>
    </ButtonLink>
  );
}

/**
 * Sign-ups per month and members by state, drawn by the kit's charts (`@coach/kit/charts`, which
 * no page without a chart downloads). A chart with nothing to draw says so,
 * and how members come: they register, or an administrator adds them.
 */
export function DashboardCharts({ data, canAddAccounts }: { data: AdminDashboard; canAddAccounts: boolean }) {
  const { t } = useLingui();
  const lang = useLang();
  const { members } = data;
  const noSignUps = data.signUpsPerMonth.every(({ count }) => count === 0);
  const noMembers = members.total === 0;
  // Only for those who may add accounts (salesmen and administrators).
  const addAccount = canAddAccounts ? <AddAccount /> : undefined;
  return (
    <div className={styles.charts}>
      <Card
        className={styles.wide}
        title={<Trans>Sign-ups per month</Trans>}
        description={<Trans>New members in each of the last 12 months.</Trans>}
      >
        {noSignUps ? (
          <EmptyState
            headingLevel={3}
            icon={<UserPlus size={28} />}
            title={<Trans>No sign-ups in the last 12 months</Trans>}
            description={
              <Trans>Members appear here as they register on the site, or as you add their accounts.</Trans>
            }
            action={addAccount}
          />
        ) : (
          <BarChart
            label={t`New members per month`}
            labels={data.signUpsPerMonth.map(({ month }) => monthLabel(month, lang))}
            series={[{ label: t`New members`, values: data.signUpsPerMonth.map(({ count }) => count) }]}
          />
        )}
      </Card>
      {noMembers ? (
        <Card className={styles.wide} title={<Trans>Members by state</Trans>}>
          <EmptyState
            headingLevel={3}
            icon={<Users size={28} />}
            title={<Trans>No members yet</Trans>}
            description={
              <Trans>
                Who may sign in and who holds a membership shows here once the first members join.
              </Trans>
            }
            action={addAccount}
          />
        </Card>
      ) : (
        <>
          <Card title={<Trans>Members by access</Trans>} description={<Trans>Who may sign in.</Trans>}>
            <DoughnutChart
              label={t`Members by access`}
              labels={[t`Active`, t`Passive`, t`Locked`]}
              series={[{ label: t`Members`, values: [members.active, members.passive, members.locked] }]}
            />
          </Card>
          <Card
            title={<Trans>Members by membership</Trans>}
            description={<Trans>Who may send requests.</Trans>}
          >
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
        </>
      )}
    </div>
  );
}
