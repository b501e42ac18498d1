import {
  Card,
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
import { Award, FolderKanban, FolderOpen, Gauge } from 'lucide-react';
import { useMemberDashboard } from '../api/get-member-dashboard.ts';
import * as styles from './dashboard-page.css.ts';
import { MembershipStatus } from './membership-status.tsx';

/** The member's home: score, badge, projects and membership at a glance. */
export function DashboardPage() {
  const { data, error, isPending } = useMemberDashboard();
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

  const fullName = data.fullName;
  return (
    <div className={styles.page}>
      <PageTitle subtitle={<Trans>Welcome, {fullName}.</Trans>}>
        <Trans>Dashboard</Trans>
      </PageTitle>
      <StatGrid label={t`Your figures`}>
        <Stat
          label={<Trans>Score</Trans>}
          icon={Gauge}
          value={formatNumber(data.score, lang)}
          note={<Trans>+1 for each hour you are coached, −1 for each hour you coach</Trans>}
        />
        <Stat
          label={<Trans>Badge</Trans>}
          icon={Award}
          value={data.badge ? lang === 'en' ? data.badge.nameEn : data.badge.nameTr : <Trans>None yet</Trans>}
        />
        <Stat
          label={<Trans>Active projects</Trans>}
          icon={FolderOpen}
          value={formatNumber(data.activeProjectCount, lang)}
        />
        <Stat
          label={<Trans>All projects</Trans>}
          icon={FolderKanban}
          value={formatNumber(data.totalProjectCount, lang)}
        />
      </StatGrid>
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
            {data.badge ? (
              <span className={styles.badge}>
                <Award size={14} aria-hidden="true" />
                {lang === 'en' ? data.badge.nameEn : data.badge.nameTr}
              </span>
            ) : (
              <Trans>None yet</Trans>
            )}
          </dd>
          <dt className={styles.term}>
            <Trans>Membership</Trans>
          </dt>
          <dd className={styles.definition}>
            <MembershipStatus endDate={data.subscriptionEndDate} lang={lang} />
          </dd>
        </dl>
      </Card>
    </div>
  );
}
