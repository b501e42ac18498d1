import type { Account } from '../../accounts/domain/account.ts';
import { can } from '../../accounts/domain/permissions.ts';
import type { AccountActor } from '../../shared/context.ts';

/** Whether the account appears in the users list and on member profile pages. */
export function isListedMember(account: Pick<Account, 'accountRoleType' | 'status' | 'isLocked'>): boolean {
  return account.accountRoleType === 'User' && account.status === 'active' && !account.isLocked;
}

/**
 * Who may see a public profile: members (`users.list`) see listed members only; those who read
 * accounts in the back office (`accounts.read`) see any account's public side, passive or locked
 * included, beside their own view of it.
 */
export function mayViewProfile(
  viewer: AccountActor,
  account: Pick<Account, 'accountRoleType' | 'status' | 'isLocked'>,
): boolean {
  if (can(viewer.role, 'accounts.read')) return true;
  return can(viewer.role, 'users.list') && isListedMember(account);
}
