import { Button, Card, formatDateTime, isApiError, toast, useCurrentUser, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Play } from 'lucide-react';
import { type JobItem, useRunJobNow } from '../api/get-jobs.ts';
import * as styles from './jobs.css.ts';
import { jobTexts } from './labels.ts';
import { RunOutcome, useCountsText } from './run-outcome.tsx';
import { RunsTable } from './runs-table.tsx';

/** One job: when it runs, how its last run went, and its recent runs. */
export function JobCard({ job }: { job: JobItem }) {
  const { i18n, t } = useLingui();
  const lang = useLang();
  const countsText = useCountsText();
  const { user } = useCurrentUser();
  const runNow = useRunJobNow();
  const texts = jobTexts[job.name];
  const name = texts ? i18n._(texts.name) : job.name;
  const [last] = job.runs;
  const mayRun = user?.permissions.includes('operations.run') ?? false;
  const run = () =>
    runNow.mutate(job.name, {
      onSuccess: (done) =>
        done.outcome === 'failed'
          ? toast.error(t`${name} failed: ${done.error ?? ''}`)
          : toast.success(t`${name} ran: ${countsText(done.counts)}.`),
      onError: (error) => toast.error(isApiError(error) ? error.message : t`${name} could not be started.`),
    });
  return (
    <Card title={name} description={texts ? i18n._(texts.description) : job.description}>
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
      {mayRun ? (
        <Button variant="secondary" onClick={run} loading={runNow.isPending}>
          <Play size={16} aria-hidden="true" />
          <Trans>Run now</Trans>
        </Button>
      ) : null}
      {job.runs.length > 0 ? <RunsTable runs={job.runs} /> : null}
    </Card>
  );
}
