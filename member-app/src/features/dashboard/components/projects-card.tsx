import { ButtonLink, Card, formatNumber, useLang, useLangPath } from '@coach/kit';
import { EmptyState } from '@coach/kit/area';
import type { MemberDashboard } from '@coach/server/app-type';
import { Trans } from '@lingui/react/macro';
import { PackageOpen } from 'lucide-react';
import * as styles from './dashboard-page.css.ts';

/** "2 open of 5": open projects among all. */
function OpenOf({ open, total }: { open: string; total: string }) {
  return (
    <Trans>
      {open} open of {total}
    </Trans>
  );
}

/**
 * How many projects the member has had, as coach and as coachee. A member without any sees the
 * open projects card's next step instead (no "0 open of 0"); a guest, who cannot take part yet,
 * is told how: a membership package.
 */
export function ProjectsCard({ data, canTakePart }: { data: MemberDashboard; canTakePart: boolean }) {
  const lang = useLang();
  const inLang = useLangPath();
  const number = (value: number) => formatNumber(value, lang);
  const { projects } = data;
  if (!canTakePart) {
    return (
      <Card title={<Trans>Projects</Trans>}>
        <EmptyState
          headingLevel={3}
          icon={<PackageOpen size={28} />}
          title={<Trans>Projects come with a membership</Trans>}
          description={
            <Trans>
              Choose a package to ask for projects: to be coached, or with a coach package, to coach as well.
            </Trans>
          }
          action={
            <ButtonLink to={inLang('/user/membership-renewal')} size="sm">
              <Trans>Choose a package</Trans>
            </ButtonLink>
          }
        />
      </Card>
    );
  }
  if (data.totalProjectCount === 0) return null;
  return (
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
  );
}
