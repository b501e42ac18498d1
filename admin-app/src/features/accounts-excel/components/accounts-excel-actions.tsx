import { Button, formatNumber, isApiError, toast, useCurrentUser, useLang } from '@coach/kit';
import { DialogLoading, lazyNamed, ProgressBar } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, FileUp } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useDownloadExport, useExportJob, useStartAccountExport } from '../api/export-accounts.ts';
import * as styles from './accounts-excel.css.ts';

// The import (its file field, the error report's table) comes when it is opened (issue 30).
const ImportAccountsDialog = lazyNamed(() => import('./import-accounts-dialog.tsx'), 'ImportAccountsDialog');

/**
 * How the export started from this page goes (ADR 0042): its progress while the server writes it,
 * then the file to download, or that it failed.
 */
function ExportProgress({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { data: job, error } = useExportJob(id);
  const download = useDownloadExport();
  const number = (value: number) => formatNumber(value, i18n.locale === 'en' ? 'en' : 'tr');

  if (error || job?.status === 'failed') {
    return (
      <p role="alert" className={styles.exportNote}>
        <Trans>The export did not work. Please try again.</Trans>
      </p>
    );
  }
  if (job?.status === 'ready') {
    const fileName = job.fileName ?? '';
    const save = () =>
      download.mutate(job, {
        // Saved under the name the server gives, which the status named.
        onSuccess: () => toast.success(t`The accounts were saved as ${fileName}.`),
        onError: (failure) =>
          toast.error(
            isApiError(failure) ? failure.message : t`The download did not work. Please try again.`,
          ),
      });
    return (
      <div role="status" className={styles.exportNote}>
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
  const done = number(rowsDone);
  const total = number(rowsTotal ?? 0);
  return (
    <div className={styles.exportProgress}>
      <ProgressBar
        label={t`Exporting the accounts`}
        value={percent}
        valueLabel={rowsTotal === null ? undefined : t`${done} of ${total} accounts`}
      />
    </div>
  );
}

/**
 * "Export to Excel" and "Import from Excel" for the accounts page. Whoever may list accounts may
 * export; only those who manage accounts (`accounts.write`) see the import. The export runs as a
 * job on the server: the button starts it and waits while it runs, the bar shows how far it is,
 * and the file is offered once ready.
 */
export function AccountsExcelActions() {
  const { t } = useLingui();
  const lang = useLang();
  const { user } = useCurrentUser();
  const starting = useStartAccountExport();
  const [exportId, setExportId] = useState<string | null>(null);
  const { data: job } = useExportJob(exportId);
  const [importing, setImporting] = useState(false);
  const mayImport = user?.permissions.includes('accounts.write') ?? false;
  const running = starting.isPending || job?.status === 'pending' || job?.status === 'running';

  const exportNow = () =>
    starting.mutate(lang, {
      onSuccess: (started) => setExportId(started.id),
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t`The export did not work. Please try again.`),
    });

  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        icon={<FileDown size={18} aria-hidden="true" />}
        loading={running}
        onClick={exportNow}
      >
        <Trans>Export to Excel</Trans>
      </Button>
      {mayImport ? (
        <Button
          variant="secondary"
          icon={<FileUp size={18} aria-hidden="true" />}
          onClick={() => setImporting(true)}
        >
          <Trans>Import from Excel</Trans>
        </Button>
      ) : null}
      {exportId ? <ExportProgress id={exportId} /> : null}
      {importing ? (
        <Suspense fallback={<DialogLoading />}>
          <ImportAccountsDialog onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
