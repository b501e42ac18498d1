import type { AccountToken, AccountTokenPurpose } from '../accounts/domain/account-token.ts';

/** Single-use links sent by mail; only inside a unit of work (using one is a locked read-and-write). */
export interface AccountTokenRepository {
  /** Stores a new link and ends the earlier open ones of the same account and purpose. */
  issue(token: Omit<AccountToken, 'id' | 'usedAt'> & { readonly tokenHash: string }): Promise<AccountToken>;
  /**
   * Stores the first links of accounts that have none open of that purpose (accounts an import has
   * just created), in a few statements; `issue` is for an account that may have earlier ones.
   */
  issueFirst(
    tokens: readonly (Omit<AccountToken, 'id' | 'usedAt'> & { readonly tokenHash: string })[],
  ): Promise<void>;
  /** The link of this hash, its row held until the unit of work ends; used or expired ones too. */
  findForUpdate(tokenHash: string): Promise<AccountToken | null>;
  markUsed(id: string, at: Date): Promise<void>;
}
export type { AccountTokenPurpose };
