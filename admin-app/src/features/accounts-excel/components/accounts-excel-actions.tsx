import { Button, isApiError, toast, useCurrentUser, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, FileUp } from 'lucide-react';
import { useState } from 'react';
import { useExportAccounts } from '../api/export-accounts.ts';
import * as styles from './accounts-excel.css.ts';
import { ImportAccountsDialog } from './import-accounts-dialog.tsx';

/**
 * "Export to Excel" and "Import from Excel" for the accounts page. Whoever may list accounts may
 * export; only those who manage accounts (`accounts.write`) see the import.
 */
export function AccountsExcelActions() {
  const { t } = useLingui();
  const lang = useLang();
  const { user } = useCurrentUser();
  const exporting = useExportAccounts();
  const [importing, setImporting] = useState(false);
  const mayImport = user?.permissions.includes('accounts.write') ?? false;

  const exportNow = () =>
    exporting.mutate(lang, {
      onSuccess: (fileName) => toast.success(t`The accounts were saved as ${fileName}.`),
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t`The export did not work. Please try again.`),
    });

  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        icon={<FileDown size={18} aria-hidden="true" />}
        loading={exporting.isPending}
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
      {importing ? <ImportAccountsDialog onClose={() => setImporting(false)} /> : null}
    </div>
  );
}
