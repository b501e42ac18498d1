import {
  changeAccountAccess,
  changePassword,
  checkAccountExists,
  checkSubscription,
  confirmAccountDeletion,
  correctIdentity,
  createAccount,
  deleteAccount,
  exportPersonalData,
  getAccount,
  listAccountRoles,
  listAccounts,
  listOrderHistory,
  listPendingAssignments,
  requestAccountDeletion,
  requestPasswordReset,
  setPassword,
  updateAccount,
} from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Accounts: the back office's list and changes, passwords, the registration's duplicate check, and
 * a membership's state and orders.
 */
export function accountRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/accounts', listAccounts))
    .openapi(...endpoint('post', '/accounts', createAccount))
    .openapi(...endpoint('put', '/accounts', updateAccount))
    .openapi(...endpoint('delete', '/accounts', deleteAccount))
    .openapi(...endpoint('post', '/accounts/changeaccess', changeAccountAccess))
    .openapi(...endpoint('post', '/accounts/correctidentity', correctIdentity))
    .openapi(...endpoint('post', '/accounts/isexistaccount', checkAccountExists))
    .openapi(...endpoint('get', '/accounts/getaccountsformanualmatching', listPendingAssignments))
    .openapi(...endpoint('get', '/accountroles', listAccountRoles))
    .openapi(...endpoint('post', '/accounts/forgotpassword', requestPasswordReset))
    .openapi(...endpoint('post', '/accounts/setpassword', setPassword))
    .openapi(...endpoint('post', '/accounts/changepassword', changePassword))
    .openapi(...endpoint('get', '/accounts/mydata', exportPersonalData))
    .openapi(...endpoint('post', '/accounts/requestdeletion', requestAccountDeletion))
    .openapi(...endpoint('post', '/accounts/confirmdeletion', confirmAccountDeletion))
    .openapi(...endpoint('get', '/accounts/checkaccountsubscription', checkSubscription))
    .openapi(...endpoint('get', '/accounts/accountorderhistory', listOrderHistory));
}

/**
 * `GET accounts/{id}`, mounted after every other router: Hono tries routes in the order they were
 * added, and `{id}` would otherwise answer `GET accounts/downloadexcelaccount` and the other fixed
 * paths under `accounts/` (with 400, as they are not ids).
 */
export function accountByIdRoutes() {
  return createRouter().openapi(...endpoint('get', '/accounts/{id}', getAccount));
}
