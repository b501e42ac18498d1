import type { Actor, Language, Ports, UseCaseContext } from '@coach/core';
import type { Context } from 'hono';

/** What every API request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    ports: Ports;
    actor: Actor;
    language: Language;
    /** Set by hono/request-id; ties the request's log line to its error log. */
    requestId: string;
    /** Answers whether the database responds; used by the readiness probe. */
    databaseIsReachable: () => Promise<boolean>;
  };
}

/** The use-case context of this request: the injected ports and whoever is signed in. */
export function useCaseContext(c: Context<AppEnv>): UseCaseContext {
  return { ...c.var.ports, actor: c.var.actor };
}
