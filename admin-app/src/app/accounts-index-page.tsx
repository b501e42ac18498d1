import { AccountsPage } from '../features/accounts/components/accounts-page.tsx';
import { useAccountsBulk } from '../features/accounts-bulk/index.ts';
import { AccountsExcelActions } from '../features/accounts-excel/index.ts';
import { ExportControl, startExportOf } from '../features/exports/index.ts';

/**
 * The accounts tab, put together here because features do not import each other: the accounts
 * table with the lists' export control (what the search and filters find) and the Excel import in
 * its toolbar, and the bulk actions over its rows.
 */
export function AccountsIndexPage() {
  return (
    <AccountsPage
      exportAction={(filters) => (
        <ExportControl list="accounts" start={(choice) => startExportOf.accounts(choice, filters)} />
      )}
      toolbar={<AccountsExcelActions />}
      useBulk={useAccountsBulk}
    />
  );
}
