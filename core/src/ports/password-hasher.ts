/** Slow, salted password hashing (argon2id in production). */
export interface PasswordHasher {
  /**
   * Both calls may refuse with DomainError `serverBusy` when too much hashing is already queued,
   * and skip the work when `signal` says the caller has gone.
   */
  hash(password: string, options?: HashingOptions): Promise<string>;
  /**
   * True when `password` matches `storedHash`. With `storedHash` null (no such account) it still
   * does the full work against a dummy hash and answers false, so that a sign-in for an unknown
   * e-mail takes as long as one with a wrong password and reveals nothing.
   */
  verify(storedHash: string | null, password: string, options?: HashingOptions): Promise<boolean>;
}

export interface HashingOptions {
  /** Aborted when the client that asked has disconnected: its answer would reach nobody. */
  readonly signal?: CancellationSignal | undefined;
}

/** The part of the platform's AbortSignal core relies on (core is written without DOM or Node types). */
export interface CancellationSignal {
  readonly aborted: boolean;
}
