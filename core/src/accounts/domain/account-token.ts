/** What a single-use link sent by mail lets its holder do. */
export const accountTokenPurposes = [
  'reset_password',
  'set_password',
  'verify_email',
  'delete_account',
] as const;
export type AccountTokenPurpose = (typeof accountTokenPurposes)[number];

/**
 * How long a link works. A reset link is asked for by the person who follows it, minutes later;
 * a set-password link waits in the inbox of someone an administrator signed up.
 */
export const accountTokenLifetimeMinutes: Readonly<Record<AccountTokenPurpose, number>> = {
  reset_password: 60,
  set_password: 7 * 24 * 60,
  /** Sent after the registration's payment; a new one can be asked for from the sign-in page. */
  verify_email: 7 * 24 * 60,
  /** Asked for on the settings page by a signed-in member, who opens the mail minutes later. */
  delete_account: 60,
};

export interface AccountToken {
  readonly id: string;
  readonly accountId: string;
  readonly purpose: AccountTokenPurpose;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
}

export function isAccountTokenUsable(token: Pick<AccountToken, 'expiresAt' | 'usedAt'>, now: Date): boolean {
  return token.usedAt === null && token.expiresAt.getTime() > now.getTime();
}
