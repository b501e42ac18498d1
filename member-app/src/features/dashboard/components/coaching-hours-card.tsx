import type { CoachingNeed, DashboardCoaching } from '@coach/core/contracts';
import { ButtonLink, Card, useLang, useLangPath } from '@coach/kit';
import { EmptyState, ProgressBar } from '@coach/kit/area';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hourglass } from 'lucide-react';
import { MissingSentence, useRequirementBars } from '../../coaching-log/components/credential-progress.tsx';
import { formatHours } from '../../coaching-log/components/labels.ts';
import { CardMoreLink } from './card-more-link.tsx';
import { CoachingNeeds } from './coaching-needs.tsx';
import * as styles from './dashboard-page.css.ts';

/**
 * The dashboard's "Coaching hours" card: the hours coached that count, the bar towards the next
 * credential (ACC, then PCC once ACC is met) with what is still missing, and the way to the
 * coaching log. Its figures come with the dashboard's own answer (`coaching`): no call of its own.
 * Before the first hour counts, it says how hours come to count and what to do for one.
 */
export function CoachingHoursCard({
  coaching,
  coachingNow,
  needs,
}: {
  coaching: DashboardCoaching;
  /** The member coaches somebody at the moment: the next step is to log a session with them. */
  coachingNow: boolean;
  /** What the server's rules still ask before the member may ask to coach (empty: nothing). */
  needs: readonly CoachingNeed[];
}) {
  const lang = useLang();
  const inLang = useLangPath();
  if (coaching.hours === 0 && !coachingNow && needs.length > 0) {
    return (
      <Card title={<Trans>Coaching hours</Trans>}>
        <CoachingNeeds needs={needs} />
      </Card>
    );
  }
  if (coaching.hours === 0) {
    const credential = coaching.next?.credential ?? 'ACC';
    const target = formatHours(coaching.next?.target.hours ?? 0, lang);
    return (
      <Card title={<Trans>Coaching hours</Trans>}>
        <EmptyState
          headingLevel={3}
          icon={<Hourglass size={28} />}
          title={<Trans>No coaching hours yet</Trans>}
          description={
            coachingNow ? (
              <Trans>
                Log each session you hold as coach. Once your coachee confirms it, its hours count towards{' '}
                {credential}: {target} hours.
              </Trans>
            ) : (
              <Trans>
                Ask to coach: the next matching run finds you a coachee. The hours of each session they
                confirm count towards {credential}: {target} hours.
              </Trans>
            )
          }
          action={
            <ButtonLink to={inLang('/user/projects')} variant="secondary" size="sm">
              {coachingNow ? <Trans>Log a session</Trans> : <Trans>Ask to coach</Trans>}
            </ButtonLink>
          }
        />
      </Card>
    );
  }
  return (
    <Card title={<Trans>Coaching hours</Trans>}>
      <CardBody hours={coaching.hours} progress={coaching.next} />
    </Card>
  );
}

function CardBody({ hours, progress }: { hours: number; progress: DashboardCoaching['next'] }) {
  const lang = useLang();
  return (
    <div className={styles.stack}>
      <p className={styles.total}>
        <span className={styles.totalValue}>{formatHours(hours, lang)}</span>
        <span>{plural(hours, { one: 'hour coached that counts', other: 'hours coached that count' })}</span>
      </p>
      {progress ? <HoursBar progress={progress} /> : null}
      <CardMoreLink to="/user/coaching-log">
        <Trans>See your coaching log</Trans>
      </CardMoreLink>
    </div>
  );
}

/** The bar of hours towards one credential, and the sentence of all that is still missing. */
function HoursBar({ progress }: { progress: NonNullable<DashboardCoaching['next']> }) {
  const { t } = useLingui();
  const lang = useLang();
  const [hoursBar] = useRequirementBars(progress, lang);
  const credential = progress.credential;
  return (
    <>
      {hoursBar ? (
        <ProgressBar
          label={t`Hours towards ${credential}`}
          value={hoursBar.value}
          valueLabel={hoursBar.text}
        />
      ) : null}
      <MissingSentence progress={progress} />
    </>
  );
}
