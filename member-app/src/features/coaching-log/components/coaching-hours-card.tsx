import type { CredentialProgress } from '@coach/core/contracts';
import { ButtonLink, Card, ProgressBar, useCurrentUser, useLang, useLangPath } from '@coach/kit';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { useCoachingLog } from '../api/coaching-log.ts';
import * as styles from './coaching-log.css.ts';
import { MissingSentence, useRequirementBars } from './credential-progress.tsx';
import { formatHours } from './labels.ts';

/**
 * The dashboard's "Coaching hours" card: the hours coached that count, the bar of hours towards the
 * next credential (ACC, then PCC once ACC is met) with what is still missing, and the way to the
 * coaching log. Shows nothing to those without projects (guests), who have no hours.
 */
export function CoachingHoursCard() {
  const { user } = useCurrentUser();
  const hasProjects = user?.permissions.includes('projects.own') ?? false;
  const { data, error, isPending } = useCoachingLog({ enabled: hasProjects });
  if (!hasProjects) return null;
  return (
    <Card title={<Trans>Coaching hours</Trans>}>
      {error ? (
        <p className={styles.muted}>
          <Trans>Your coaching hours could not be loaded. Please try again later.</Trans>
        </p>
      ) : isPending || !data ? (
        <p className={styles.muted}>
          <Trans>Loading your coaching hours…</Trans>
        </p>
      ) : (
        <CardBody
          hours={data.totals.hours}
          progress={data.progress.find((one) => !one.achieved) ?? data.progress.at(-1)}
        />
      )}
    </Card>
  );
}

function CardBody({ hours, progress }: { hours: number; progress: CredentialProgress | undefined }) {
  const lang = useLang();
  const inLang = useLangPath();
  return (
    <div className={styles.stack}>
      <p className={styles.total}>
        <span className={styles.totalValue}>{formatHours(hours, lang)}</span>
        <span>{plural(hours, { one: 'hour coached that counts', other: 'hours coached that count' })}</span>
      </p>
      {progress ? <HoursBar progress={progress} /> : null}
      <div>
        <ButtonLink
          to={inLang('/user/coaching-log')}
          variant="secondary"
          size="sm"
          icon={<ArrowRight size={16} aria-hidden="true" />}
        >
          <Trans>See your coaching log</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}

/** The bar of hours towards one credential, and the sentence of all that is still missing. */
function HoursBar({ progress }: { progress: CredentialProgress }) {
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
