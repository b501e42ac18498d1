import type { CatalogueKey } from '../../errors/catalogue.ts';
import type { Account } from './account.ts';

/**
 * Why an account with the right password still may not sign in, or null. Checked only after the
 * password was verified, so that these answers never reveal anything to someone guessing.
 */
export function signInBlocker(
  account: Pick<Account, 'status' | 'isLocked' | 'emailVerifiedAt'>,
): Extract<CatalogueKey, 'accountPassive' | 'accountLocked' | 'emailNotVerified'> | null {
  if (account.status === 'passive') return 'accountPassive';
  if (account.isLocked) return 'accountLocked';
  if (account.emailVerifiedAt === null) return 'emailNotVerified';
  return null;
}
