import { AccountsPage } from '../features/accounts/components/accounts-page.tsx';
import { useAccountsBulk } from '../features/accounts-bulk/index.ts';
import { AccountsExcelActions } from '../features/accounts-excel/index.ts';

/**
 * The accounts tab, put together here because features do not import each other: the accounts
 * table with the Excel export and import in its toolbar, and the bulk actions over its rows.
 */
export function AccountsIndexPage() {
  return <AccountsPage toolbar={<AccountsExcelActions />} useBulk={useAccountsBulk} />;
}
