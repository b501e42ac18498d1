/**
 * Browsers that signed in to an e-mail's account with its password (ADR 0036): the device cookie's
 * token, stored as its hash, and the e-mail it is trusted for (the SQL tier keeps a hash of that
 * too). A sign-in that presents one is not held to the per-e-mail limit.
 */
export interface TrustedDevice {
  readonly tokenHash: string;
  readonly expiresAt: Date;
}

export interface TrustedDeviceReads {
  /** The device of `tokenHash` if it was trusted for `email` (expired or not); null otherwise. */
  findFor(tokenHash: string, email: string): Promise<TrustedDevice | null>;
}

export interface TrustedDeviceRepository extends TrustedDeviceReads {
  trust(email: string, device: TrustedDevice): Promise<void>;
  /** Forgets one device (its token was replaced by a new one). */
  forget(tokenHash: string): Promise<void>;
  /** Forgets every device of `email` (after a password reset, or when the account is erased). */
  forgetEmail(email: string): Promise<void>;
  /** Deletes the devices whose trust ended before `before`; the number deleted. */
  deleteExpiredBefore(before: Date): Promise<number>;
}
