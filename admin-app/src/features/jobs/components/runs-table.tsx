import { formatDateTime, formatNumber, useLang } from '@coach/kit';
import { DataTable, dataTableCell } from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JobRunItem } from '../api/get-jobs.ts';
import * as styles from './jobs.css.ts';
import { triggerLabels } from './labels.ts';
import { RunOutcome, useCountsText } from './run-outcome.tsx';

/** Seconds a run took (hundredths), or nothing while it runs. */
function duration(run: JobRunItem): number | null {
  if (!run.finishedAt) return null;
  return Math.round((new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()) / 10) / 100;
}

/** A job's recent runs, newest first: when, why, where, how it went and what it did. */
export function RunsTable({ runs }: { runs: readonly JobRunItem[] }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const countsText = useCountsText();
  const headings = [t`Started`, t`Trigger`, t`Server`, t`Outcome`, t`Result`];
  const cell = dataTableCell.compact;
  return (
    <>
      <h3 className={styles.subheading}>
        <Trans>Recent runs</Trans>
      </h3>
      <DataTable label={t`Recent runs`} headings={headings} density="compact">
        {runs.map((run) => {
          const seconds = duration(run);
          const took = seconds === null ? null : formatNumber(seconds, lang);
          return (
            <tr key={run.id}>
              <td className={cell}>{formatDateTime(run.startedAt, lang)}</td>
              <td className={cell}>{i18n._(triggerLabels[run.trigger])}</td>
              <td className={cell}>{run.instance}</td>
              <td className={cell}>
                <RunOutcome outcome={run.outcome} />
              </td>
              <td className={cell}>
                {countsText(run.counts)}
                {took === null ? null : (
                  <>
                    {' · '}
                    <Trans>{took} s</Trans>
                  </>
                )}
                {run.error ? <span className={styles.error}>{run.error}</span> : null}
              </td>
            </tr>
          );
        })}
      </DataTable>
    </>
  );
}
