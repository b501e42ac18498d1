import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ScriptedOutcome } from '@coach/adapters/testing/scripted-payment-gateway';
import type { AnyUseCase, FinishedIdentityFlow, IdentityProviderId, IdentityProviderInfo } from '@coach/core';
import type { z } from 'zod';
import type { DemoRole, DemoSignIn, ProviderTrip, RunAs } from './front-end-api.ts';

// The front-end API (front-end-api.ts) in a thread of its own, for the front ends' component tests.
//
// Those tests run in happy-dom, which replaces Node's globals `URL`, `Request`, `Response`,
// `Headers`, `FormData`, `fetch`, `AbortController` and `AbortSignal` with its own. The server's
// code, run in that same realm, would build its answers, parse its uploads and hand its signals to
// Node with happy-dom's classes: Node refuses a happy-dom `URL` (`fileURLToPath`), and a multipart
// body or an abort signal of the other family fails in ways no production server ever meets. In a
// worker thread the server runs on plain Node exactly as in production; only plain data crosses:
// the request's method, address, headers and body bytes, and the answer's status, headers and bytes.
//
// This file runs in the test process and imports nothing of the server's code (types only).

type CoreExports = typeof import('@coach/core');

/** A use case by its export name in @coach/core, e.g. `createProjectRequest`. */
export type UseCaseName = {
  [Name in keyof CoreExports]: CoreExports[Name] extends AnyUseCase ? Name : never;
}[keyof CoreExports];

type UseCaseOf<Name extends UseCaseName> = CoreExports[Name] & AnyUseCase;
export type UseCaseInput<Name extends UseCaseName> = z.input<UseCaseOf<Name>['input']>;
export type UseCaseOutput<Name extends UseCaseName> = z.output<UseCaseOf<Name>['output']>;

/** A request as plain data. */
export interface PlainRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: [string, string][];
  readonly body: ArrayBuffer | null;
}

/** An answer as plain data. */
export interface PlainResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: [string, string][];
  readonly body: ArrayBuffer | null;
}

type Command =
  | { kind: 'fetch'; request: PlainRequest }
  | { kind: 'reset' }
  | { kind: 'run'; useCase: string; input: unknown; as: RunAs }
  | { kind: 'setClock'; at: string }
  | { kind: 'advanceClock'; seconds: number }
  | { kind: 'scriptPayment'; token: string | null; outcome: ScriptedOutcome }
  | { kind: 'refusePaymentStarts'; count: number }
  | { kind: 'checkoutOnTheSandbox' }
  | { kind: 'offerIdentityProviders'; providers: IdentityProviderInfo[] }
  | { kind: 'cutOffIdentityProvider'; provider: IdentityProviderId }
  | { kind: 'returnFromProvider'; trip: ProviderTrip };

/** What the tests send: a command and the id its answer comes back with. */
export type FromTests = Command & { readonly id: number };

/** What the thread sends back. */
export type ToTests =
  | { kind: 'ready'; accounts: Record<DemoRole, DemoSignIn>; start: Date }
  | { kind: 'done'; id: number; result: unknown }
  | { kind: 'failed'; id: number; error: string };

export type FrontEndApiThread = Awaited<ReturnType<typeof startFrontEndApiThread>>;

/**
 * Starts the front-end API in a worker thread and answers once it is seeded (a second or more:
 * the server's modules load and the demo data is written through the use cases). The thread does
 * not keep the process alive.
 */
export async function startFrontEndApiThread() {
  const worker = new Worker(join(dirname(fileURLToPath(import.meta.url)), 'front-end-api-worker.ts'), {
    // Plain Node, whatever flags the test runner's own process was started with.
    execArgv: [],
  });
  worker.unref();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let broken: Error | null = null;

  const ready = new Promise<Extract<ToTests, { kind: 'ready' }>>((resolve, reject) => {
    worker.on('message', (message: ToTests) => {
      if (message.kind === 'ready') return resolve(message);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.kind === 'done') waiting?.resolve(message.result);
      else waiting?.reject(new Error(`the front-end API failed: ${message.error}`));
    });
    const fail = (error: Error) => {
      broken = error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the front-end API's thread stopped (exit code ${code})`)));
  });

  function send<T>(command: Command, transfer: ArrayBuffer[] = []): Promise<T> {
    if (broken) return Promise.reject(broken);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...command, id } satisfies FromTests, transfer);
    });
  }

  const { accounts, start } = await ready;
  return {
    /** The first demo account of each role with its session's token (`demo-token-member`, …). */
    accounts,
    /** Where the clock stood when the demo data was seeded, and stands again after `reset`. */
    start,
    /** The server's answer to a request given as plain data. */
    fetch: (request: PlainRequest) =>
      send<PlainResponse>({ kind: 'fetch', request }, request.body ? [request.body] : []),
    /** Back to the seeded state: the data, the sessions, the clock, the throttles and the payments. */
    reset: () => send<void>({ kind: 'reset' }),
    /**
     * Arranges a situation through a real use case, as `as` would through the API:
     * `await api.run('createProjectRequest', input, { as: 'member' })`.
     */
    run: <Name extends UseCaseName>(useCase: Name, input: UseCaseInput<Name>, { as }: { as: RunAs }) =>
      send<UseCaseOutput<Name>>({ kind: 'run', useCase, input, as }),
    clock: {
      set: (at: Date) => send<void>({ kind: 'setClock', at: at.toISOString() }),
      advanceSeconds: (seconds: number) => send<void>({ kind: 'advanceClock', seconds }),
    },
    /** How the payment provider ends a checkout: the next one started, or the one with `token`. */
    scriptPayment: (outcome: ScriptedOutcome, token: string | null = null) =>
      send<void>({ kind: 'scriptPayment', token, outcome }),
    /**
     * The next checkout started goes to the built-in sandbox provider, whose hosted page (the public
     * site's `/sandbox-checkout/<token>`) takes test cards through the server's sandbox routes.
     */
    checkoutOnTheSandbox: () => send<void>({ kind: 'checkoutOnTheSandbox' }),
    /** The payment provider cannot be reached for the next `count` checkouts started (4064). */
    refusePaymentStarts: (count = 1) => send<void>({ kind: 'refusePaymentStarts', count }),
    /** The identity providers this server offers until the reset (none before). */
    offerIdentityProviders: (providers: IdentityProviderInfo[]) =>
      send<void>({ kind: 'offerIdentityProviders', providers }),
    /** `provider` cannot be reached until the reset: a trip to it cannot start (4075). */
    cutOffIdentityProvider: (provider: IdentityProviderId) =>
      send<void>({ kind: 'cutOffIdentityProvider', provider }),
    /**
     * A browser's trip to a provider and back, the provider scripted (front-end-api.ts): answers the
     * ticket the login or settings page redeems (`?identity=<ticket>`).
     */
    returnFromProvider: (trip: ProviderTrip) =>
      send<FinishedIdentityFlow>({ kind: 'returnFromProvider', trip }),
  };
}
