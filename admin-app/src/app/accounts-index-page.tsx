import { AccountsPage } from '../features/accounts/components/accounts-page.tsx';
import { AccountsExcelActions } from '../features/accounts-excel/index.ts';

/**
 * The accounts tab, put together here because features do not import each other: the accounts
 * table with the Excel export and import in its toolbar.
 */
export function AccountsIndexPage() {
  return <AccountsPage toolbar={<AccountsExcelActions />} />;
}
