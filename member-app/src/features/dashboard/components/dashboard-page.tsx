import { Card, formatNumber, PageTitle, SkeletonText, useCurrentUser, useLang } from '@coach/kit';
import { badgeName, roleLabels, Stat, StatGrid, useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, Gauge, GraduationCap, Presentation } from 'lucide-react';
import { MembershipCard } from '../../membership/components/membership-card.tsx';
import { MembershipNotice } from '../../membership/components/membership-notice.tsx';
import { useMyOpenProjects } from '../../projects/api/projects.ts';
import { useMemberDashboard } from '../api/get-member-dashboard.ts';
import { CoachingHoursCard } from './coaching-hours-card.tsx';
import * as styles from './dashboard-page.css.ts';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { OpenProjectsSummary } from './open-projects-summary.tsx';
import { PointsChart, type PointsNextStep } from './points-chart.tsx';
import { ProjectsCard } from './projects-card.tsx';
import { ProofStatus } from './proof-status.tsx';
import { UpcomingSessionsCard } from './upcoming-sessions-card.tsx';
import { WaitingClosingRequests } from './waiting-closing-requests.tsx';

/**
 * The member's home: what waits for them first (a closing request, a membership that ends), then
 * score and badge with the session hours, points over time, open projects with their deadlines,
 * coaching hours, membership, projects and proof. Every card without anything to show yet says
 * what to do next. While the data loads, the page keeps its shape (DashboardSkeleton).
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
        <PageTitle subtitle={<SkeletonText lines={1} width="14em" />}>
          <Trans>Dashboard</Trans>
        </PageTitle>
        <DashboardSkeleton />
      </div>
    );
  }

  const { fullName } = data;
  // The badge goes with the score that earns it: shown once, among the figures.
  const badge = data.badge ? badgeName(data.badge, lang) : null;
  const number = (value: number) => formatNumber(value, lang);
  const pointsNext: PointsNextStep = !hasProjects
    ? 'package'
    : data.activeProjectCount > 0
      ? 'projects'
      : 'ask';
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
        <Stat
          label={<Trans>Badge</Trans>}
          icon={Award}
          value={badge ?? <Trans>None yet</Trans>}
          note={<Trans>Follows your score</Trans>}
        />
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
        <PointsChart next={pointsNext} />
        {hasProjects ? (
          <OpenProjectsSummary
            projects={openProjects.data}
            error={openProjects.error}
            everHadProjects={data.totalProjectCount > 0}
          />
        ) : null}
        {hasProjects ? <UpcomingSessionsCard /> : null}
        {data.coaching ? (
          <CoachingHoursCard
            coaching={data.coaching}
            coachingNow={data.projects.openAsCoach > 0}
            needs={data.coachingNeeds ?? []}
          />
        ) : null}
        <MembershipCard />
        <ProjectsCard data={data} canTakePart={hasProjects} />
        <Card title={<Trans>Your account</Trans>}>
          <dl className={styles.profile}>
            <dt className={styles.term}>
              <Trans>Role</Trans>
            </dt>
            <dd className={styles.definition}>{i18n._(roleLabels[data.accountRoleType])}</dd>
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
