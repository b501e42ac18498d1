import type { Permission } from '@coach/core/contracts';
import {
  formatNumber,
  Link,
  PageTitle,
  SkeletonText,
  useCurrentUser,
  useLang,
  useLangPath,
} from '@coach/kit';
import { roleLabels, Stat, StatGrid, useErrorPageOnFailure } from '@coach/kit/area';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Award, FileClock, FolderOpen, Hand, Package, UserCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { DashboardCharts } from './dashboard-charts.tsx';
import * as styles from './dashboard-page.css.ts';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';

/** A figure's note with the way to act on it, for those who may. */
function NoteWithLink({ text, to, label }: { text?: ReactNode; to: string; label: ReactNode }) {
  return (
    <span className={styles.noteWithLink}>
      {text ? <span>{text}</span> : null}
      <Link to={to}>{label}</Link>
    </span>
  );
}

/**
 * The administrators' home: key figures of the programme, what waits for them (proofs to review),
 * sign-ups and members by state. A figure at zero says what to do about it, for those who may.
 */
export function DashboardPage() {
  const { data, error, isPending } = useAdminDashboard();
  const { user } = useCurrentUser();
  const may = (permission: Permission) => user?.permissions.includes(permission) ?? false;
  const lang = useLang();
  const inLang = useLangPath();
  const { t, i18n } = useLingui();
  useErrorPageOnFailure(error);

  if (isPending || !data) {
    return (
      <div className={styles.page}>
        <PageTitle subtitle={<SkeletonText lines={1} width="16em" />}>
          <Trans>Administration dashboard</Trans>
        </PageTitle>
        <DashboardSkeleton />
      </div>
    );
  }

  const { fullName, members, proofs } = data;
  const overdue = proofs.overdue;
  const days = proofs.reviewTargetWorkingDays;
  const overdueNote =
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
    );
  const proofsNote =
    proofs.waiting === 0 ? (
      <Trans>Nothing waits for review: every proof is dealt with.</Trans>
    ) : may('files.review') ? (
      <NoteWithLink
        text={overdueNote}
        to={inLang('/admin/account/proofs')}
        label={<Trans>Review them</Trans>}
      />
    ) : (
      overdueNote
    );
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
        <Stat
          label={<Trans>Members</Trans>}
          icon={Users}
          value={formatNumber(members.total, lang)}
          note={
            members.total === 0 && may('accounts.create') ? (
              <NoteWithLink
                text={<Trans>No members yet.</Trans>}
                to={inLang('/admin/account')}
                label={<Trans>Add an account</Trans>}
              />
            ) : undefined
          }
        />
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
          note={proofsNote}
        />
        <Stat
          label={<Trans>Open requests</Trans>}
          icon={Hand}
          value={formatNumber(data.work.openRequests, lang)}
          note={
            may('matching.run') ? (
              <NoteWithLink
                text={<Trans>Waiting for a partner</Trans>}
                to={inLang('/admin/pending-assignment')}
                label={<Trans>See them</Trans>}
              />
            ) : (
              <Trans>Waiting for a partner</Trans>
            )
          }
        />
        <Stat
          label={<Trans>Open projects</Trans>}
          icon={FolderOpen}
          value={formatNumber(data.work.openProjects, lang)}
          note={
            may('reports.read') ? (
              <NoteWithLink
                text={<Trans>Not closed yet</Trans>}
                to={inLang('/admin/reports')}
                label={<Trans>Programme reports</Trans>}
              />
            ) : (
              <Trans>Not closed yet</Trans>
            )
          }
        />
        <Stat
          label={<Trans>Membership packages</Trans>}
          icon={Package}
          value={formatNumber(data.packageCount, lang)}
          note={
            data.packageCount === 0 && may('packages.write') ? (
              <NoteWithLink
                text={<Trans>Members cannot renew without one.</Trans>}
                to={inLang('/admin/membershippackage')}
                label={<Trans>Add a package</Trans>}
              />
            ) : undefined
          }
        />
        <Stat
          label={<Trans>Badges</Trans>}
          icon={Award}
          value={formatNumber(data.badgeCount, lang)}
          note={
            data.badgeCount === 0 && may('badges.write') ? (
              <NoteWithLink
                text={<Trans>Members earn none yet.</Trans>}
                to={inLang('/admin/badge')}
                label={<Trans>Add a badge</Trans>}
              />
            ) : undefined
          }
        />
      </StatGrid>
      <DashboardCharts data={data} canAddAccounts={may('accounts.create')} />
    </div>
  );
}
