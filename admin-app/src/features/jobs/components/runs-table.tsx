import { formatDateTime, formatNumber, useLang } from '@coach/kit';
import { columnHelper, DataTable, type DataTableColumn } from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { JobRunItem } from '../api/get-jobs.ts';
import * as styles from './jobs.css.ts';
import { triggerLabels } from './labels.ts';
import { RunOutcome, useCountsText } from './run-outcome.tsx';

/** Seconds a run took (hundredths), or nothing while it runs. */
function duration(run: JobRunItem): number | null {
  if (!run.finishedAt) return null;
  return Math.round((new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()) / 10) / 100;
}

const column = columnHelper<JobRunItem>();

/** A job's recent runs, newest first: when, why, where, how it went and what it did. */
export function RunsTable({ runs }: { runs: readonly JobRunItem[] }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const countsText = useCountsText();
  const columns = useMemo<DataTableColumn<JobRunItem>[]>(
    () => [
      column.accessor('startedAt', {
        header: () => t`Started`,
        meta: { priority: 'key' },
        cell: ({ row }) => formatDateTime(row.original.startedAt, lang),
      }),
      column.accessor('trigger', {
        header: () => t`Trigger`,
        cell: ({ row }) => i18n._(triggerLabels[row.original.trigger]),
      }),
      column.accessor('instance', { header: () => t`Server`, meta: { priority: 'optional' } }),
      column.accessor('outcome', {
        header: () => t`Outcome`,
        meta: { priority: 'key' },
        cell: ({ row }) => <RunOutcome outcome={row.original.outcome} />,
      }),
      column.accessor('counts', {
        header: () => t`Result`,
        meta: { priority: 'key' },
        cell: ({ row }) => {
          const run = row.original;
          const seconds = duration(run);
          const took = seconds === null ? null : formatNumber(seconds, lang);
          return (
            <>
              {countsText(run.counts)}
              {took === null ? null : (
                <>
                  {' · '}
                  <Trans>{took} s</Trans>
                </>
              )}
              {run.error ? <span className={styles.error}>{run.error}</span> : null}
            </>
          );
        },
      }),
    ],
    [t, i18n, lang, countsText],
  );
  return (
    <>
      <h3 className={styles.subheading}>
        <Trans>Recent runs</Trans>
      </h3>
      <DataTable label={t`Recent runs`} columns={columns} data={runs} getRowId={(run) => String(run.id)} />
    </>
  );
}
