import {
  Card,
  formatNumber,
  LoadingBlock,
  PageTitle,
  roleLabels,
  Stat,
  StatGrid,
  useCurrentUser,
  useErrorPageOnFailure,
  useLang,
} from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, Gauge, GraduationCap, Presentation } from 'lucide-react';
import { CoachingHoursCard } from '../../coaching-log/components/coaching-hours-card.tsx';
import { MembershipCard } from '../../membership/components/membership-card.tsx';
import { MembershipNotice } from '../../membership/components/membership-notice.tsx';
import { useMyOpenProjects } from '../../projects/api/projects.ts';
import { useMemberDashboard } from '../api/get-member-dashboard.ts';
import * as styles from './dashboard-page.css.ts';
import { OpenProjectsSummary } from './open-projects-summary.tsx';
import { PointsChart } from './points-chart.tsx';
import { ProofStatus } from './proof-status.tsx';
import { WaitingClosingRequests } from './waiting-closing-requests.tsx';

/** "2 open of 5": open projects among all. */
function OpenOf({ open, total }: { open: string; total: string }) {
  return (
    <Trans>
      {open} open of {total}
    </Trans>
  );
}

/**
 * The member's home: a closing request waiting for them, score, badge, session hours, points over
 * time, open projects with their deadlines, proof and membership at a glance; a notice at the top
 * while the membership has expired or ends within 7 days.
 */
export function DashboardPage() {
  const { data, error, isPending } = useMemberDashboard();
  const { user } = useCurrentUser();
  // Guests see the dashboard too, but have no projects (the server would refuse the call).
  const hasProjects = user?.permissions.includes('projects.own') ?? false;
  const openProjects = useMyOpenProjects({ enabled: hasProjects });
  const lang = useLang();
  const { t, i18n } = useLingui();
  useErrorPageOnFailure(error);

  if (isPending || !data) {
    return (
      <div className={styles.page}>
        <PageTitle>
          <Trans>Dashboard</Trans>
        </PageTitle>
        <LoadingBlock label={t`Loading your dashboard…`} />
      </div>
    );
  }

  const { fullName, projects } = data;
  const badgeName = data.badge ? (lang === 'en' ? data.badge.nameEn : data.badge.nameTr) : null;
  const number = (value: number) => formatNumber(value, lang);
  return (
    <div className={styles.page}>
      <PageTitle subtitle={<Trans>Welcome, {fullName}.</Trans>}>
        <Trans>Dashboard</Trans>
      </PageTitle>
      <MembershipNotice />
      {hasProjects && openProjects.data ? <WaitingClosingRequests projects={openProjects.data} /> : null}
      <StatGrid label={t`Your figures`}>
        <Stat
          label={<Trans>Score</Trans>}
          icon={Gauge}
          value={number(data.score)}
          note={<Trans>+1 for each hour you are coached, −1 for each hour you coach</Trans>}
        />
        <Stat label={<Trans>Badge</Trans>} icon={Award} value={badgeName ?? <Trans>None yet</Trans>} />
        <Stat
          label={<Trans>Hours coached</Trans>}
          icon={Presentation}
          value={number(data.hoursCoached)}
          note={<Trans>Sessions you gave as coach</Trans>}
        />
        <Stat
          label={<Trans>Hours received</Trans>}
          icon={GraduationCap}
          value={number(data.hoursReceived)}
          note={<Trans>Sessions you had as coachee</Trans>}
        />
      </StatGrid>
      <div className={styles.cards}>
        <PointsChart canAsk={hasProjects} />
        {hasProjects ? <OpenProjectsSummary projects={openProjects.data} error={openProjects.error} /> : null}
        <CoachingHoursCard />
        <MembershipCard />
        <Card title={<Trans>Projects</Trans>}>
          <dl className={styles.profile}>
            <dt className={styles.term}>
              <Trans>As coach</Trans>
            </dt>
            <dd className={styles.definition}>
              <OpenOf open={number(projects.openAsCoach)} total={number(projects.totalAsCoach)} />
            </dd>
            <dt className={styles.term}>
              <Trans>As coachee</Trans>
            </dt>
            <dd className={styles.definition}>
              <OpenOf open={number(projects.openAsCoachee)} total={number(projects.totalAsCoachee)} />
            </dd>
            <dt className={styles.term}>
              <Trans>In all</Trans>
            </dt>
            <dd className={styles.definition}>
              <OpenOf open={number(data.activeProjectCount)} total={number(data.totalProjectCount)} />
            </dd>
          </dl>
        </Card>
        <Card title={<Trans>Your account</Trans>}>
          <dl className={styles.profile}>
            <dt className={styles.term}>
              <Trans>Name</Trans>
            </dt>
            <dd className={styles.definition}>{data.fullName}</dd>
            <dt className={styles.term}>
              <Trans>Role</Trans>
            </dt>
            <dd className={styles.definition}>{i18n._(roleLabels[data.accountRoleType])}</dd>
            <dt className={styles.term}>
              <Trans>Badge</Trans>
            </dt>
            <dd className={styles.definition}>
              {badgeName ? (
                <span className={styles.badge}>
                  <Award size={14} aria-hidden="true" />
                  {badgeName}
                </span>
              ) : (
                <Trans>None yet</Trans>
              )}
            </dd>
            {data.accountRoleType === 'User' ? (
              <>
                <dt className={styles.term}>
                  <Trans>Proof of education</Trans>
                </dt>
                <dd className={styles.definition}>
                  <ProofStatus proof={data.proof} lang={lang} />
                </dd>
              </>
            ) : null}
          </dl>
        </Card>
      </div>
    </div>
  );
}
