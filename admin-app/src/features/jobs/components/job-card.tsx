import { Card, formatDateTime, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JobItem } from '../api/get-jobs.ts';
import * as styles from './jobs.css.ts';
import { jobTexts } from './labels.ts';
import { RunOutcome, useCountsText } from './run-outcome.tsx';
import { RunsTable } from './runs-table.tsx';

/** One job: when it runs, how its last run went, and its recent runs. */
export function JobCard({ job }: { job: JobItem }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const countsText = useCountsText();
  const texts = jobTexts[job.name];
  const [last] = job.runs;
  return (
    <Card
      title={texts ? i18n._(texts.name) : job.name}
      description={texts ? i18n._(texts.description) : job.description}
    >
      <dl className={styles.facts}>
        <dt className={styles.factName}>
          <Trans>Schedule</Trans>
        </dt>
        <dd>
          <code className={styles.code}>{job.schedule}</code> ({job.timezone})
        </dd>
        <dt className={styles.factName}>
          <Trans>Next run</Trans>
        </dt>
        <dd>
          {job.enabled && job.nextRunAt ? (
            formatDateTime(job.nextRunAt, lang)
          ) : (
            <Trans>Not scheduled on this server</Trans>
          )}
        </dd>
        <dt className={styles.factName}>
          <Trans>Last run</Trans>
        </dt>
        <dd>
          {last ? (
            <>
              <RunOutcome outcome={last.outcome} /> {formatDateTime(last.startedAt, lang)} ·{' '}
              {countsText(last.counts)}
            </>
          ) : (
            <Trans>Never</Trans>
          )}
        </dd>
      </dl>
      {job.runs.length > 0 ? <RunsTable runs={job.runs} /> : null}
    </Card>
  );
}
