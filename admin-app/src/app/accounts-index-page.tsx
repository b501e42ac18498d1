import { AccountsPage } from '../features/accounts/components/accounts-page.tsx';
import { AccountsExcelActions } from '../features/accounts-excel/index.ts';
import { ExportControl, startExportOf } from '../features/exports/index.ts';

/**
 * The accounts tab, put together here because features do not import each other: the accounts
 * table with the lists' export control and the Excel import in its toolbar.
 */
export function AccountsIndexPage() {
  return (
    <AccountsPage
      toolbar={
        <>
          <ExportControl list="accounts" start={startExportOf.accounts} />
          <AccountsExcelActions />
        </>
      }
    />
  );
}
