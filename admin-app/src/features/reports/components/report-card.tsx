import type { ReportName } from '@coach/core/contracts';
import { Button, Card, isApiError, SkeletonText } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ReportFormat, type ReportRange, useDownloadReport } from '../api/reports.ts';
import * as styles from './reports.css.ts';

type ReportCardProps = {
  report: ReportName;
  title: ReactNode;
  description: ReactNode;
  range: ReportRange;
  /** The report's answer: still loading, refused, or there. */
  state: { isPending: boolean; error: Error | null };
  children: ReactNode;
};

/**
 * One report: its title and what it counts, the chart with its numbers under it, and its download
 * as .xlsx or .csv (headers in the page's language) for the same months.
 */
export function ReportCard({ report, title, description, range, state, children }: ReportCardProps) {
  const { t } = useLingui();
  const download = useDownloadReport();
  const busy = download.isPending ? download.variables?.format : undefined;
  const save = (format: ReportFormat) => download.mutate({ report, format, range });
  return (
    <Card title={title} description={description}>
      {state.error ? (
        <p role="alert" className={styles.failure}>
          {isApiError(state.error) ? state.error.message : t`The report could not be loaded. Try again.`}
        </p>
      ) : state.isPending ? (
        <SkeletonText lines={6} />
      ) : (
        children
      )}
      <div className={styles.downloads}>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download size={16} aria-hidden="true" />}
          loading={busy === 'xlsx'}
          disabled={download.isPending}
          onClick={() => save('xlsx')}
        >
          <Trans>Download .xlsx</Trans>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download size={16} aria-hidden="true" />}
          loading={busy === 'csv'}
          disabled={download.isPending}
          onClick={() => save('csv')}
        >
          <Trans>Download .csv</Trans>
        </Button>
      </div>
      {download.error ? (
        <p role="alert" className={styles.failure}>
          {isApiError(download.error)
            ? download.error.message
            : t`The file could not be downloaded. Try again.`}
        </p>
      ) : null}
    </Card>
  );
}
