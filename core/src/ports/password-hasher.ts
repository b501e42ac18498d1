/** Slow, salted password hashing (argon2id in production). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * True when `password` matches `storedHash`. With `storedHash` null (no such account) it still
   * does the full work against a dummy hash and answers false, so that a sign-in for an unknown
   * e-mail takes as long as one with a wrong password and reveals nothing.
   */
  verify(storedHash: string | null, password: string): Promise<boolean>;
}
