import type { Actor, Language, Ports, UseCaseContext } from '@coach/core';
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

/** The use-case context of this request: the injected ports, whoever is signed in, and from where. */
export function useCaseContext(c: Context<AppEnv>): UseCaseContext {
  return {
    ...c.get('ports'),
    actor: c.get('actor'),
    clientAddress: c.get('clientAddress'),
    // A getter: most calls never look, and the signal is only made when asked for.
    get signal() {
      return c.req.raw.signal;
    },
  };
}
