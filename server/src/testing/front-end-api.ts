import { createRandomTokenGenerator } from '@coach/adapters/crypto/random-token-generator';
import { createJobDirectory } from '@coach/adapters/jobs/job-directory';
import { createInProcessJobLocks } from '@coach/adapters/jobs/job-locks';
import { createRestorableMemoryPersistence } from '@coach/adapters/memory/index';
import { createMemoryRateLimiter } from '@coach/adapters/memory/rate-limiter';
import { memorySandboxCheckouts } from '@coach/adapters/memory/sandbox-checkouts';
import { type SandboxPayments, sandboxPaymentsOn } from '@coach/adapters/payments/sandbox-payments';
import {
  createScriptedIdentityProviders,
  type ScriptedIdentity,
} from '@coach/adapters/testing/scripted-identity-providers';
import { createScriptedPaymentGateway } from '@coach/adapters/testing/scripted-payment-gateway';
import { testContext } from '@coach/adapters/testing/test-context';
import type {
  AccountRoleType,
  AnyUseCase,
  FinishedIdentityFlow,
  IdentityIntent,
  IdentityProviderId,
  IdentityProviders,
  Language,
  PaymentGateway,
  RateLimiter,
  UseCaseContext,
} from '@coach/core';
import { fullNameOf } from '@coach/core/accounts/domain/account';
import { signIn } from '@coach/core/accounts/sign-in';
import { finishIdentityFlow } from '@coach/core/identities/finish-identity-flow';
import { startIdentityFlow } from '@coach/core/identities/start-identity-flow';
import { execute } from '@coach/core/shared/use-case';
import { getRequestListener } from '@hono/node-server';
import pino from 'pino';
import type { z } from 'zod';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { jobDefinitionsOf } from '../jobs/index.ts';
import { manualJobRunner } from '../jobs/run-now.ts';
import { demoAccounts } from '../seed/demo-data.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';

// The API the front ends' component tests and their stand-alone `npm run dev` talk to: the real
// application (routes, guards, use cases, catalogue answers) on the in-memory tier, seeded with the
// demo data, so a front end never answers from a copy of a server rule (ADR 0046). It lives with
// the server's test helpers and reaches the front ends only through their test setup and their
// development server, never through a production bundle (biome.json's override for them).

/** Where the clock stands in tests: a working Monday morning, so every date a test sees is stable. */
export const frontEndApiStart = new Date('2026-03-02T09:00:00.000Z');

/** The demo people a front end signs in as without a form: the first demo account of each role. */
const demoRoles = {
  admin: 'Administrator',
  salesman: 'Salesman',
  guest: 'Guest',
  member: 'User',
} as const satisfies Record<string, AccountRoleType>;

export type DemoRole = keyof typeof demoRoles;

/** The bearer token of a demo role's session, open from the start: `demo-token-member` and so on. */
export function demoTokenOf(role: DemoRole): string {
  return `demo-token-${role}`;
}

/** A demo account as the seed made it, with its password and its session's token. */
export interface DemoSignIn {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly surname: string;
  readonly fullName: string;
  readonly accountRoleType: AccountRoleType;
  readonly token: string;
}

export interface FrontEndApiOptions {
  /**
   * `fixed` (tests): the clock stands at `frontEndApiStart` until a test moves it, and goes back
   * there on `reset`. `wall` (the development server): it follows the time of day, so sessions and
   * throttles end as they would.
   */
  readonly clock?: 'fixed' | 'wall';
  /** The server's log; `error` shows a failure's stack (a 500 in a test), nothing else. */
  readonly logLevel?: pino.Level | 'silent';
}

export type FrontEndApi = Awaited<ReturnType<typeof createFrontEndApi>>;

/**
 * Who a use case runs as: a demo role, the system (jobs, CLI), nobody signed in, or the holder of a
 * session a test opened (`{ token }`: a seeded member signed in, an account a test made).
 */
export type RunAs = DemoRole | 'system' | 'anonymous' | { readonly token: string };

/** A trip to an identity provider and back (`returnFromProvider`). */
export interface ProviderTrip {
  readonly provider: IdentityProviderId;
  /** `link` from the settings of `as`, or `signIn` from the login page (`as: 'anonymous'`). */
  readonly intent: IdentityIntent;
  readonly as: RunAs;
  /** The language of the page the browser returns to; Turkish unless told. */
  readonly language?: Language;
  /** What the provider says about the person: who they are, or a refusal. */
  readonly identity: ScriptedIdentity;
}

/**
 * Builds the application on fresh in-memory ports, seeds the demo data, opens one session per demo
 * role with a known token, and keeps that state to come back to (`reset`, well under a millisecond).
 */
export async function createFrontEndApi(options: FrontEndApiOptions = {}) {
  const wallClock = options.clock === 'wall';
  // Parts that keep state of their own are replaced on reset; the app holds these stand-ins.
  let rateLimiter: RateLimiter;
  let paymentGateway: ReturnType<typeof createScriptedPaymentGateway>;
  let identityProviders: ReturnType<typeof createScriptedIdentityProviders>;
  let trips = 0;
  let sandbox: SandboxPayments;
  // Checkouts go to the scripted provider, except the next `toTheSandbox` ones (`checkoutOnTheSandbox`).
  let toTheSandbox = 0;
  let sandboxTokens = new Set<string>();
  // No environment: the defaults of development (a local base URL, no provider configured).
  const config = readConfig({});
  const clockOfWorld = { now: () => world.clock.now() };
  const restorable = createRestorableMemoryPersistence({ clock: clockOfWorld });
  const world = testContext({
    start: wallClock ? new Date() : frontEndApiStart,
    ports: {
      ...restorable.persistence,
      rateLimiter: delegateTo<RateLimiter>(() => rateLimiter),
      paymentGateway: {
        provider: 'sandbox',
        async initializeCheckout(request) {
          if (toTheSandbox === 0) return paymentGateway.initializeCheckout(request);
          toTheSandbox -= 1;
          const started = await sandbox.gateway.initializeCheckout(request);
          sandboxTokens.add(started.token);
          return started;
        },
        retrieveCheckout: (token, options) =>
          (sandboxTokens.has(token) ? sandbox.gateway : paymentGateway).retrieveCheckout(token, options),
      } satisfies PaymentGateway,
      // Scripted: none is offered until a test offers some (`identityProviders.offer`).
      identityProviders: delegateTo<IdentityProviders>(() => identityProviders),
      // The server's own jobs, listed and run now as an administrator would (no mailer: mail
      // stays in the outbox, as on a server without SMTP_URL).
      jobDirectory: createJobDirectory(
        jobDefinitionsOf({ mailer: undefined }, () => world.system),
        manualJobRunner(() => world.system, createInProcessJobLocks(), 'front-end-api'),
      ),
    },
  });
  const freshStatefulParts = () => {
    rateLimiter = createMemoryRateLimiter(world.clock);
    paymentGateway = createScriptedPaymentGateway();
    identityProviders = createScriptedIdentityProviders();
    sandbox = sandboxPaymentsOn(memorySandboxCheckouts(), {
      publicBaseUrl: config.publicBaseUrl,
      callbackUrl: config.payment.callbackUrl,
      clock: world.clock,
    });
    toTheSandbox = 0;
    sandboxTokens = new Set();
  };
  freshStatefulParts();
  const startedAt = world.clock.now();
  const followTheWallClock = () => {
    if (wallClock) world.clock.set(new Date());
  };

  await seedDemoData(world.system);
  const accounts = await openDemoSessions(world);
  const seeded = restorable.snapshot();

  const app = buildApp({
    ports: world.ports,
    databaseIsReachable: async () => true,
    logger: pino({ level: options.logLevel ?? 'error' }),
    config,
    // The built-in sandbox's hosted-page routes, for the checkouts sent to it.
    sandboxPayments: delegateTo<SandboxPayments>(() => sandbox),
  });

  async function contextOf(who: RunAs): Promise<UseCaseContext> {
    if (typeof who === 'object') return world.signedIn(who.token);
    if (who === 'system') return world.system;
    if (who === 'anonymous') return world.anonymous;
    return world.signedIn(accounts[who].token);
  }

  return {
    /** Answers `request` as the server would: the same routes, guards, use cases and answers. */
    fetch(request: Request): Promise<Response> {
      followTheWallClock();
      return Promise.resolve(app.fetch(request));
    },
    /** Back to the seeded state: the data, the sessions, the clock, the throttles, payments and providers. */
    async reset(): Promise<void> {
      await restorable.restore(seeded);
      world.clock.set(startedAt);
      freshStatefulParts();
    },
    /** The first demo account of each role, signed in with `token`, as the seed made it. */
    accounts,
    /** The clock every use case reads; a test moves it to reach a deadline. */
    clock: world.clock,
    /** The payment provider of this state: a test decides how a checkout ends (`script`, `scriptNext`). */
    get payments() {
      return paymentGateway;
    },
    /**
     * The next checkout started goes to the built-in sandbox provider instead: its hosted page
     * (the public site's `/sandbox-checkout/<token>`) describes it and takes test cards through
     * the server's sandbox routes, as on a server with PAYMENT_PROVIDER=sandbox.
     */
    checkoutOnTheSandbox(): void {
      toTheSandbox += 1;
    },
    /** The identity providers of this state: a test offers some (`offer`); none until then. */
    get identityProviders() {
      return identityProviders;
    },
    /**
     * A browser's trip to a provider and back, the provider's part scripted: `as` starts the flow
     * as `auth/oauth/start` does, the provider answers `identity` for its code, and the callback's
     * use case decides, with the browser binding of the start. Answers the ticket, with the page
     * (login or settings) and language the callback would send the browser to.
     */
    async returnFromProvider(trip: ProviderTrip): Promise<FinishedIdentityFlow> {
      const { provider, intent, as, language = 'tr', identity } = trip;
      const started = await execute(startIdentityFlow, await contextOf(as), { provider, intent, language });
      const state = new URL(started.authorizationUrl).searchParams.get('state') ?? undefined;
      trips += 1;
      const code = `scripted-code-${trips}`;
      identityProviders.script(code, identity);
      return execute(finishIdentityFlow, world.anonymous, {
        provider,
        state,
        code,
        browserBinding: started.browserBinding,
      });
    },
    /** Every port, e.g. `repositories.outbox` to see the mails a call queued. */
    ports: world.ports,
    contextOf,
    /**
     * Arranges a situation through a real use case, as `as` would do it through the API (access
     * and input checked, the output parsed): `await api.run(createProjectRequest, input, { as: 'member' })`.
     */
    async run<Case extends AnyUseCase>(
      useCase: Case,
      input: z.input<Case['input']>,
      { as }: { readonly as: RunAs },
    ): Promise<z.output<Case['output']>> {
      followTheWallClock();
      return (await execute(useCase as AnyUseCase, await contextOf(as), input)) as z.output<Case['output']>;
    },
    /** Signs in through the use case (any demo e-mail, or an account a test made) and answers the token. */
    signIn: (email: string, password: string) => world.signIn(email, password),
  };
}

/**
 * Signs in the first demo account of each role through the real sign-in, with a token generator
 * that hands out the role's known token first (the device token after it is random).
 */
async function openDemoSessions(
  world: ReturnType<typeof testContext>,
): Promise<Record<DemoRole, DemoSignIn>> {
  const entries = await Promise.all(
    (Object.entries(demoRoles) as [DemoRole, AccountRoleType][]).map(async ([role, roleType]) => {
      const demo = demoAccounts.find((account) => account.accountRoleType === roleType);
      if (!demo) throw new Error(`the demo data has no ${roleType}`);
      const token = demoTokenOf(role);
      const random = createRandomTokenGenerator();
      let handedOut = false;
      const tokenGenerator = {
        ...random,
        generate() {
          if (handedOut) return random.generate();
          handedOut = true;
          return { token, hash: random.hash(token) };
        },
      };
      await execute(
        signIn,
        { ...world.anonymous, tokenGenerator },
        { email: demo.email, password: demo.password },
      );
      const account = await world.ports.repositories.accounts.findByEmail(demo.email);
      if (!account) throw new Error(`the demo account ${demo.email} was not seeded`);
      const signedIn: DemoSignIn = {
        id: account.id,
        email: account.email,
        password: demo.password,
        name: account.name,
        surname: account.surname,
        fullName: fullNameOf(account),
        accountRoleType: account.accountRoleType,
        token,
      };
      return [role, signedIn] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<DemoRole, DemoSignIn>;
}

/** An object whose methods call those of `current()` at the time of the call. */
function delegateTo<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = current();
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The API as a Node request listener, for a development server's middleware: a remote's
 * `npm run dev` answers /api from it (shells/kit/dev/real-server-middleware.ts).
 */
export function requestListenerOf(api: FrontEndApi) {
  return getRequestListener((request) => api.fetch(request));
}
