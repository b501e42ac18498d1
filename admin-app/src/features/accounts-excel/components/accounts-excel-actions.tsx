import { Button, useCurrentUser } from '@coach/kit';
import { DialogLoading, lazyNamed } from '@coach/kit/area';
import { Trans } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { Suspense, useState } from 'react';
import * as styles from './accounts-excel.css.ts';

// The import (its file field, the error report's table) comes when it is opened (issue 30).
const ImportAccountsDialog = lazyNamed(() => import('./import-accounts-dialog.tsx'), 'ImportAccountsDialog');

/**
 * "Import from Excel" for the accounts page, for those who manage accounts (`accounts.write`). The
 * export beside it is the lists' one export control (features/exports), placed by the app layer.
 */
export function AccountsExcelActions() {
  const { user } = useCurrentUser();
  const [importing, setImporting] = useState(false);
  const mayImport = user?.permissions.includes('accounts.write') ?? false;

  return (
    <div className={styles.actions}>
      {mayImport ? (
        <Button
          variant="secondary"
          icon={<FileUp size={18} aria-hidden="true" />}
          onClick={() => setImporting(true)}
        >
          <Trans>Import from Excel</Trans>
        </Button>
      ) : null}
      {importing ? (
        <Suspense fallback={<DialogLoading />}>
          <ImportAccountsDialog onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
