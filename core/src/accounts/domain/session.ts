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

export function sessionExpiryFrom(moment: Date): Date {
  return new Date(moment.getTime() + sessionIdleSeconds * 1000);
}

export function isSessionUsable(session: Pick<Session, 'expiresAt' | 'revokedAt'>, now: Date): boolean {
  return session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
}
