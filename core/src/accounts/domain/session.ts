/**
 * Sessions: an opaque bearer token with an idle lifetime of 1800 seconds, renewed by every use.
 * Only a hash of the token is stored, so a leaked database cannot be used to sign in.
 */
export const sessionIdleSeconds = 1800;

export interface Session {
  readonly id: string;
  readonly accountId: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

/**
 * A renewal is a database write; writing it on every request would turn each read into a write.
 * Renewing at most once a minute keeps the idle lifetime within a minute of 1800 s of the last use.
 */
export const sessionRenewalIntervalSeconds = 60;

export function sessionNeedsRenewal(session: Pick<Session, 'lastUsedAt'>, now: Date): boolean {
  return now.getTime() - session.lastUsedAt.getTime() >= sessionRenewalIntervalSeconds * 1000;
}

export function sessionExpiryFrom(moment: Date): Date {
  return new Date(moment.getTime() + sessionIdleSeconds * 1000);
}

export function isSessionUsable(session: Pick<Session, 'expiresAt' | 'revokedAt'>, now: Date): boolean {
  return session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
}
