/*
 * oidc-provider ships no types (and @types/oidc-provider is not installed): just the part of its
 * API that local-oidc-provider.ts uses, as documented in its README and docs/README.md (v9).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims>;
  }

  export interface AdapterPayload {
    [key: string]: unknown;
    consumed?: number;
    grantId?: string;
    uid?: string;
    userCode?: string;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { clientId: string; accountId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Check {
    readonly reason: string;
  }

  export interface Prompt {
    readonly name: string;
    readonly checks: Check[];
  }

  export interface Policy extends Array<Prompt> {
    get(name: string): Prompt | undefined;
  }

  export const interactionPolicy: {
    base(): Policy;
    Check: {
      new (
        reason: string,
        description: string,
        check: (ctx: KoaContext) => boolean | Promise<boolean>,
      ): Check;
      readonly REQUEST_PROMPT: true;
      readonly NO_NEED_TO_PROMPT: false;
    };
  };

  export interface KoaContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { login?: unknown; consent?: { grantId?: string } };
      provider: Provider;
    };
    type: string;
    body: unknown;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    cookies?: { keys?: string[]; names?: { session?: string; interaction?: string; resume?: string } };
    interactions?: { policy?: Policy };
    jwks?: { keys: Record<string, unknown>[] };
    features?: Record<string, { enabled: boolean }>;
    ttl?: Record<string, number>;
    clientBasedCORS?: (ctx: KoaContext, origin: string, client: unknown) => boolean;
    findAccount?: (ctx: KoaContext, sub: string) => Promise<Account | undefined>;
    loadExistingGrant?: (ctx: KoaContext) => Promise<Grant | undefined>;
    renderError?: (ctx: KoaContext, out: Record<string, string>, error: Error) => Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: { login: { accountId: string } },
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
