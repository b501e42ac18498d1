import {
  catalogue,
  type ImportRowsInvalidData,
  maxImportBytes,
  maxImportRows,
  type SpreadsheetUnreadableData,
} from '@coach/core/contracts';
import { Button, formatNumber, isApiError, useLang } from '@coach/kit';
import { FormError, ProgressBar } from '@coach/kit/area';
import { Dialog, FileField } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type ImportStage, useImportAccounts } from '../api/import-accounts.ts';
import * as styles from './accounts-excel.css.ts';
import { ImportErrorReport } from './import-error-report.tsx';
import { ImportSummary } from './import-summary.tsx';

/** The browser's own check of the chosen file; the server checks the content again. */
const acceptedWorkbooks = ['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** The progress bar of a stage: its label, and how far, when known. */
function useStageBar(stage: ImportStage | null) {
  const { t, i18n } = useLingui();
  const number = (value: number) => formatNumber(value, i18n.locale === 'en' ? 'en' : 'tr');
  if (stage === null || stage.phase === 'uploading') {
    return { label: t`Uploading the file`, value: stage?.percent ?? undefined, valueLabel: undefined };
  }
  const done = number(stage.done);
  const total = number(stage.total);
  const value = stage.total > 0 ? (stage.done / stage.total) * 100 : 100;
  return stage.phase === 'validating'
    ? { label: t`Checking the rows`, value, valueLabel: t`${done} of ${total} rows` }
    : { label: t`Creating the accounts`, value, valueLabel: t`${done} of ${total} accounts` };
}

/** Why a workbook could not be used, in the administrator's words. */
function UnreadableWorkbook({ data }: { data: SpreadsheetUnreadableData }) {
  const columns = data.columns.join(', ');
  const text =
    data.reason === 'missingColumns' ? (
      <Trans>
        These columns are missing: {columns}. Export the accounts to Excel to see every column the import
        reads.
      </Trans>
    ) : data.reason === 'duplicateColumns' ? (
      <Trans>These columns appear more than once: {columns}. Keep one of each.</Trans>
    ) : data.reason === 'noRows' ? (
      <Trans>The sheet has no account rows under its header.</Trans>
    ) : (
      <Trans>
        The file could not be read as an Excel workbook. Open it in Excel, save it as .xlsx and try again.
      </Trans>
    );
  return <FormError>{text}</FormError>;
}

/** The part of the dialog that tells how the import went. */
function Outcome({ error }: { error: unknown }) {
  if (!isApiError(error)) return <FormError error={error} />;
  if (error.code === catalogue.importRowsInvalid.code) {
    return <ImportErrorReport report={error.data as ImportRowsInvalidData} message={error.message} />;
  }
  if (error.code === catalogue.spreadsheetUnreadable.code) {
    return <UnreadableWorkbook data={error.data as SpreadsheetUnreadableData} />;
  }
  return <FormError error={error} />;
}

/** Refusals of the file itself, shown at the file field rather than as the outcome. */
const fileCodes = new Set<number>([
  catalogue.fileTypeNotAllowed.code,
  catalogue.payloadTooLarge.code,
  catalogue.fileEmpty.code,
]);

/**
 * Accounts from an .xlsx workbook (ADR 0017): the file goes up with a progress bar, then the
 * server's phases show (checking every row, then creating the accounts). One wrong row and nothing
 * is written: the dialog lists every problem with its row and column, and another file can be
 * chosen at once. On success it tells what was created and what already existed.
 */
export function ImportAccountsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const importing = useImportAccounts();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<ImportStage | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const bar = useStageBar(stage);
  const limit = formatNumber(maxImportRows, lang);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setStage(null);
    importing.mutate({ file, language: lang, onStage: setStage });
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setMissingFile(false);
    importing.reset();
  };

  const { error } = importing;
  const fileError = isApiError(error) && fileCodes.has(error.code) ? error.message : undefined;
  const done = importing.isSuccess;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Import accounts from Excel`}
      size="large"
      isDismissable={!importing.isPending}
      footer={
        done ? (
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={importing.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              form="import-accounts-form"
              icon={<FileUp size={18} aria-hidden="true" />}
              loading={importing.isPending}
            >
              <Trans>Import</Trans>
            </Button>
          </>
        )
      }
    >
      {done ? (
        <ImportSummary result={importing.data} />
      ) : (
        <form id="import-accounts-form" className={styles.body} onSubmit={submit} noValidate>
          <ul className={styles.hintList}>
            <li>
              <Trans>
                The first row names the columns. Name, Surname and E-mail are required; the other columns of
                the Excel export are read when present, in Turkish or English.
              </Trans>
            </li>
            <li>
              <Trans>
                Rows of existing e-mail addresses are left unchanged, so an exported file can be imported
                again. New members get a link by e-mail to choose their password.
              </Trans>
            </li>
            <li>
              <Trans>
                Points of new members go in an “Opening balance” column. At most {limit} rows per file; if any
                row is wrong, nothing is imported.
              </Trans>
            </li>
          </ul>
          <FileField
            label={t`Excel workbook (.xlsx)`}
            accept={acceptedWorkbooks}
            maxBytes={maxImportBytes}
            file={file}
            onFileChange={choose}
            error={fileError ?? (missingFile ? t`Choose a file first.` : undefined)}
            isDisabled={importing.isPending}
            isRequired
          />
          {importing.isPending ? (
            <ProgressBar label={bar.label} value={bar.value} valueLabel={bar.valueLabel} />
          ) : null}
          {error && !fileError ? <Outcome error={error} /> : null}
        </form>
      )}
    </Dialog>
  );
}
