import type { Actor, CancellationSignal, Language, Ports, UseCaseContext } from '@coach/core';
import type { Context } from 'hono';

/** What every API request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    ports: Ports;
    actor: Actor;
    language: Language;
    /** The client's address as the socket (or a trusted proxy) reports it; for rate limits. */
    clientAddress: string | undefined;
    /** Set by the request observer; ties the request's log line to its error log. */
    requestId: string;
    /** The API answers' headers (answer-headers.ts). */
    answerHeaders: Readonly<Record<string, string>>;
    /** The answer was made with all its headers (`jsonAnswer`): none is added afterwards. */
    answerHeaded: boolean;
    /** Answers whether the database responds; used by the readiness probe. */
    databaseIsReachable: () => Promise<boolean>;
  };
}

/**
 * Whether the client has gone, read only when a use case asks: `c.req.raw.signal` makes an
 * AbortController and a listener on the request, which most calls never need.
 *
 * A class, not a getter in the context's object literal: V8 keeps a literal's accessor in the
 * object's hidden class, so each request made a hidden class of its own. Those live in the old
 * generation, and through the getter's closure each one held its request's objects, hono context
 * and rows included, through every young-generation collection until the next full one: about
 * 15 kB a request promoted, and scavenges of 10-14 ms instead of 1-2 under load (ADR 0006).
 */
class RequestCancellation implements CancellationSignal {
  readonly #c: Context<AppEnv>;
  constructor(c: Context<AppEnv>) {
    this.#c = c;
  }
  get aborted(): boolean {
    return this.#c.req.raw.signal.aborted;
  }
}

/** The use-case context of this request: the injected ports, whoever is signed in, and from where. */
export function useCaseContext(c: Context<AppEnv>): UseCaseContext {
  return {
    ...c.get('ports'),
    actor: c.get('actor'),
    clientAddress: c.get('clientAddress'),
    signal: new RequestCancellation(c),
  };
}
