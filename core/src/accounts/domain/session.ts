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
  /** Idle expiry, moved forward by use. */
  readonly expiresAt: Date;
  /** Absolute expiry, fixed at sign-in (setting `sessionAbsoluteHours`); use never moves it. */
  readonly absoluteExpiresAt: Date;
  readonly revokedAt: Date | null;
}

export type NewSession = Pick<Session, 'accountId' | 'createdAt' | 'expiresAt' | 'absoluteExpiresAt'> & {
  readonly tokenHash: string;
};

/**
 * A renewal is a database write; writing it on every request would turn each read into a write.
 * Renewing at most once a minute keeps the idle lifetime within a minute of 1800 s of the last use.
 */
export const sessionRenewalIntervalSeconds = 60;

export function sessionNeedsRenewal(session: Pick<Session, 'lastUsedAt'>, now: Date): boolean {
  return now.getTime() - session.lastUsedAt.getTime() >= sessionRenewalIntervalSeconds * 1000;
}

/** The idle expiry after a use at `moment`; never later than the absolute expiry. */
export function sessionExpiryFrom(moment: Date, absoluteExpiresAt?: Date): Date {
  const idle = moment.getTime() + sessionIdleSeconds * 1000;
  return new Date(absoluteExpiresAt ? Math.min(idle, absoluteExpiresAt.getTime()) : idle);
}

export function absoluteSessionExpiryFrom(signedInAt: Date, absoluteHours: number): Date {
  return new Date(signedInAt.getTime() + absoluteHours * 3_600_000);
}

export function isSessionUsable(
  session: Pick<Session, 'expiresAt' | 'absoluteExpiresAt' | 'revokedAt'>,
  now: Date,
): boolean {
  return (
    session.revokedAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    session.absoluteExpiresAt.getTime() > now.getTime()
  );
}
