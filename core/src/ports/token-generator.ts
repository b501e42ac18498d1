/** Opaque random tokens; only their hash is stored. */
export interface TokenGenerator {
  /** A new unguessable token and the hash under which it is stored. */
  generate(): { readonly token: string; readonly hash: string };
  /** The storage hash of a token presented by a client. */
  hash(token: string): string;
}
