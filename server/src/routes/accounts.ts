import { changeAccountAccess } from '@coach/core/accounts/change-account-access';
import { changePassword } from '@coach/core/accounts/change-password';
import { checkAccountExists } from '@coach/core/accounts/check-account-exists';
import { confirmAccountDeletion } from '@coach/core/accounts/confirm-account-deletion';
import { correctIdentity } from '@coach/core/accounts/correct-identity';
import { createAccount } from '@coach/core/accounts/create-account';
import { deleteAccount } from '@coach/core/accounts/delete-account';
import { exportPersonalData } from '@coach/core/accounts/export-personal-data';
import { getAccount } from '@coach/core/accounts/get-account';
import { listAccountRoles } from '@coach/core/accounts/list-account-roles';
import { listAccounts } from '@coach/core/accounts/list-accounts';
import { requestAccountDeletion } from '@coach/core/accounts/request-account-deletion';
import { requestPasswordReset } from '@coach/core/accounts/request-password-reset';
import { setPassword } from '@coach/core/accounts/set-password';
import { updateAccount } from '@coach/core/accounts/update-account';
import { checkSubscription } from '@coach/core/membership/check-subscription';
import { downloadOrderReceipt } from '@coach/core/membership/download-order-receipt';
import { listOrderHistory } from '@coach/core/membership/list-order-history';
import { listPendingAssignments } from '@coach/core/projects/list-pending-assignments';
import { startOpenRequestExport } from '@coach/core/projects/start-open-request-export';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Accounts: the back office's list and changes, passwords, the registration's duplicate check, the
 * open requests to pair by hand and their export, and a membership's state, orders and receipts.
 */
export function accountRoutes() {
  return (
    createRouter()
      .openapi(...endpoint('get', '/accounts', listAccounts))
      .openapi(...endpoint('post', '/accounts', createAccount))
      .openapi(...endpoint('put', '/accounts', updateAccount))
      .openapi(...endpoint('delete', '/accounts', deleteAccount))
      .openapi(...endpoint('post', '/accounts/changeaccess', changeAccountAccess))
      .openapi(...endpoint('post', '/accounts/correctidentity', correctIdentity))
      .openapi(...endpoint('post', '/accounts/isexistaccount', checkAccountExists))
      .openapi(...endpoint('get', '/accounts/getaccountsformanualmatching', listPendingAssignments))
      // The export of that list sits beside it, as `/orders/exports` beside `/orders`.
      .openapi(...endpoint('post', '/accounts/getaccountsformanualmatching/exports', startOpenRequestExport))
      .openapi(...endpoint('get', '/accountroles', listAccountRoles))
      .openapi(...endpoint('post', '/accounts/forgotpassword', requestPasswordReset))
      .openapi(...endpoint('post', '/accounts/setpassword', setPassword))
      .openapi(...endpoint('post', '/accounts/changepassword', changePassword))
      .openapi(...endpoint('get', '/accounts/mydata', exportPersonalData))
      .openapi(...endpoint('post', '/accounts/requestdeletion', requestAccountDeletion))
      .openapi(...endpoint('post', '/accounts/confirmdeletion', confirmAccountDeletion))
      .openapi(...endpoint('get', '/accounts/checkaccountsubscription', checkSubscription))
      .openapi(...endpoint('get', '/accounts/accountorderhistory', listOrderHistory))
      .openapi(...endpoint('get', '/accounts/accountorderhistory/{orderId}/receipt', downloadOrderReceipt))
  );
}

/**
 * `GET accounts/{id}`, mounted after every other router: Hono tries routes in the order they were
 * added, and `{id}` would otherwise answer `GET accounts/downloadexcelaccount` and the other fixed
 * paths under `accounts/` (with 400, as they are not ids).
 */
export function accountByIdRoutes() {
  return createRouter().openapi(...endpoint('get', '/accounts/{id}', getAccount));
}
