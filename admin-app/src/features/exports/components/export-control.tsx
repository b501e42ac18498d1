import { type ExportFormat, type ExportJob, exportFormats } from '@coach/core/contracts';
import { Button, formatNumber, isApiError, toast, useLang } from '@coach/kit';
import { ProgressBar } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { type ExportChoice, useDownloadExport, useExportJob, useStartExport } from '../api/exports.ts';
import * as styles from './exports.css.ts';

/** The lists that export, each named in the control's words. */
export type ExportedList = 'accounts' | 'orders' | 'projects' | 'ledger' | 'audit' | 'openRequests';

/** "Exporting the orders", "3 of 40 orders": the words of one list's export. */
function useListWords(list: ExportedList) {
  const { t } = useLingui();
  switch (list) {
    case 'accounts':
      return {
        progress: t`Exporting the accounts`,
        rows: (done: string, total: string) => t`${done} of ${total} accounts`,
      };
    case 'orders':
      return {
        progress: t`Exporting the orders`,
        rows: (done: string, total: string) => t`${done} of ${total} orders`,
      };
    case 'projects':
      return {
        progress: t`Exporting the projects`,
        rows: (done: string, total: string) => t`${done} of ${total} projects`,
      };
    case 'ledger':
      return {
        progress: t`Exporting the points entries`,
        rows: (done: string, total: string) => t`${done} of ${total} points entries`,
      };
    case 'audit':
      return {
        progress: t`Exporting the audit log`,
        rows: (done: string, total: string) => t`${done} of ${total} audit entries`,
      };
    case 'openRequests':
      return {
        progress: t`Exporting the open requests`,
        rows: (done: string, total: string) => t`${done} of ${total} open requests`,
      };
  }
}

/**
 * How an export started here goes (ADR 0042): its progress in whole percentages while the server
 * writes it, then the file to download, or that it failed.
 */
function ExportProgress({ id, list }: { id: string; list: ExportedList }) {
  const { t } = useLingui();
  const lang = useLang();
  const words = useListWords(list);
  const { data: job, error } = useExportJob(id);
  const download = useDownloadExport();

  if (error || job?.status === 'failed') {
    return (
      <p role="alert" className={styles.note}>
        <Trans>The export did not work. Please try again.</Trans>
      </p>
    );
  }
  if (job?.status === 'ready') {
    const fileName = job.fileName ?? '';
    const save = () =>
      download.mutate(job, {
        onSuccess: () => toast.success(t`Saved as ${fileName}.`),
        onError: (failure) =>
          toast.error(
            isApiError(failure) ? failure.message : t`The download did not work. Please try again.`,
          ),
      });
    return (
      <div role="status" className={styles.note}>
        <Trans>The export is ready.</Trans>{' '}
        <Button
          variant="primary"
          icon={<FileDown size={18} aria-hidden="true" />}
          loading={download.isPending}
          onClick={save}
        >
          <Trans>Download {fileName}</Trans>
        </Button>
      </div>
    );
  }
  const rowsDone = job?.rowsDone ?? 0;
  const rowsTotal = job?.rowsTotal ?? null;
  // Whole percentages, as the bar says them aloud (aria-valuenow).
  const percent =
    rowsTotal === null ? undefined : rowsTotal === 0 ? 100 : Math.floor((rowsDone / rowsTotal) * 100);
  return (
    <div className={styles.progress}>
      <ProgressBar
        label={words.progress}
        value={percent}
        valueLabel={
          rowsTotal === null
            ? undefined
            : words.rows(formatNumber(rowsDone, lang), formatNumber(rowsTotal, lang))
        }
      />
    </div>
  );
}

const formatNames: Record<ExportFormat, string> = { xlsx: 'Excel (.xlsx)', csv: 'CSV (.csv)' };

type ExportControlProps = {
  /** Which list this is: the words of its progress. */
  list: ExportedList;
  /** Starts the export of what the list shows now (its filters), in the chosen language and format. */
  start: (choice: ExportChoice) => Promise<ExportJob>;
};

/**
 * The one export control of every list (issue 31): a format (.xlsx or .csv) and "Export". The
 * export runs as a job on the server: the button waits (`aria-disabled`) while it runs, a bar shows
 * how far it is, and the file is offered once ready. The file's headers and values are in the
 * page's language.
 */
export function ExportControl({ list, start }: ExportControlProps) {
  const { t } = useLingui();
  const lang = useLang();
  const formatId = useId();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const starting = useStartExport(start);
  const [exportId, setExportId] = useState<string | null>(null);
  const { data: job } = useExportJob(exportId);
  const running = starting.isPending || job?.status === 'pending' || job?.status === 'running';

  const exportNow = () =>
    starting.mutate(
      { language: lang, format },
      {
        onSuccess: (started) => setExportId(started.id),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t`The export did not work. Please try again.`),
      },
    );

  return (
    <div className={styles.control}>
      <div className={styles.filter}>
        <label htmlFor={formatId} className={styles.filterLabel}>
          <Trans>File format</Trans>
        </label>
        <select
          id={formatId}
          className={styles.select}
          value={format}
          onChange={(event) => setFormat(event.target.value === 'csv' ? 'csv' : 'xlsx')}
        >
          {exportFormats.map((one) => (
            <option key={one} value={one}>
              {formatNames[one]}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        icon={<FileDown size={18} aria-hidden="true" />}
        loading={running}
        onClick={exportNow}
      >
        <Trans>Export</Trans>
      </Button>
      {exportId ? <ExportProgress key={exportId} id={exportId} list={list} /> : null}
    </div>
  );
}
