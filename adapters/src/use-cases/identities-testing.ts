import type {
  AccountActor,
  FinishIdentityFlowInput,
  Ports,
  StartIdentityFlowInput,
  UseCaseContext,
} from '@coach/core';
import { finishIdentityFlow } from '@coach/core/identities/finish-identity-flow';
import { redeemIdentityTicket } from '@coach/core/identities/redeem-identity-ticket';
import { startIdentityFlow } from '@coach/core/identities/start-identity-flow';
import { execute } from '@coach/core/shared/use-case';
import { identityCallbackUrl } from '../identity/identity-config.ts';
import { createIdentityProviders } from '../identity/identity-providers.ts';
import {
  type LocalOidcProvider,
  type LocalOidcUser,
  startLocalOidcProvider,
} from '../testing/local-oidc-provider.ts';
import { type TestContextOptions, type TestWorld, testContext } from '../testing/test-context.ts';

export { failure, outcome } from './projects-testing.ts';

export const publicBaseUrl = 'http://localhost:3000';
/** The generic provider's button, as OIDC_LABEL names it. */
export const schoolLabel = 'Koçluk Okulu';
/** The client address of every context made here, unless a test says otherwise. */
export const homeAddress = '203.0.113.7';

/** The people of the coaching school's identity server; the login is also their `sub`. */
export const people = {
  ayse: { login: 'ayse', email: 'Ayse@Example.com', givenName: 'Ayşe', familyName: 'Yılmaz' },
  ayseAtWork: { login: 'ayse-work', email: 'ayse@work.example.com', givenName: 'Ayşe', familyName: 'Yılmaz' },
  deniz: { login: 'deniz', email: 'deniz@example.com', givenName: 'Deniz', familyName: 'Kaya' },
  /** Their provider does not vouch for the address. */
  unverified: {
    login: 'unverified',
    email: 'ayse@example.com',
    emailVerified: false,
    givenName: 'Sahte',
    familyName: 'Ayşe',
  },
  /** The provider gives no e-mail at all. */
  noEmail: { login: 'no-email', email: null, givenName: 'Adsız', familyName: 'Kişi' },
} satisfies Record<string, LocalOidcUser>;

export type Person = keyof typeof people;

/** The school's identity server, started once per test file (real HTTP on 127.0.0.1). */
export function startSchool(): Promise<LocalOidcProvider> {
  return startLocalOidcProvider({
    redirectUris: [identityCallbackUrl(publicBaseUrl, 'oidc')],
    users: Object.values(people),
  });
}

export interface IdentityPortOptions {
  /** Google configured too (never reached: only linked by hand), for a second enabled provider. */
  readonly google?: boolean;
}

/** The identity providers of the tests: the school as the generic provider, Google when asked. */
export function identityPorts(school: LocalOidcProvider, options: IdentityPortOptions = {}): Partial<Ports> {
  return {
    identityProviders: createIdentityProviders({
      publicBaseUrl,
      oidc: {
        issuer: school.issuer,
        clientId: school.clientId,
        clientSecret: school.clientSecret,
        label: schoolLabel,
      },
      ...(options.google ? { google: { clientId: 'google-client', clientSecret: 'google-secret' } } : {}),
    }),
  };
}

/** A fast-tier world whose generic provider is the school. */
export function identityWorld(
  school: LocalOidcProvider,
  options: TestContextOptions & IdentityPortOptions = {},
) {
  const world = testContext({
    clientAddress: homeAddress,
    ...options,
    ports: { ...identityPorts(school, options), ...options.ports },
  });
  return { ...world, ...identitySteps(school, world) };
}

/** The query of a callback URL, as the callback route reads it. */
export function callbackQuery(url: URL) {
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  return { state: param('state'), code: param('code'), error: param('error') };
}

/** The steps of a trip to the school and back, in a world whose ports include the school. */
export function identitySteps(school: LocalOidcProvider, world: TestWorld) {
  const start = (ctx: UseCaseContext = world.anonymous, input: Partial<StartIdentityFlowInput> = {}) =>
    execute(startIdentityFlow, ctx, { provider: 'oidc', ...input });

  const finish = (
    callbackUrl: URL,
    browserBinding: string | undefined,
    ctx: UseCaseContext = world.anonymous,
    changes: Partial<FinishIdentityFlowInput> = {},
  ) =>
    execute(finishIdentityFlow, ctx, {
      provider: 'oidc',
      ...callbackQuery(callbackUrl),
      browserBinding,
      ...changes,
    });

  const redeem = (ticket: string, ctx: UseCaseContext = world.anonymous) =>
    execute(redeemIdentityTicket, ctx, { ticket });

  /** Start, sign in at the school as `person`, and come back in the same browser. */
  async function goThrough(
    person: Person,
    options: { ctx?: UseCaseContext; intent?: 'signIn' | 'link'; language?: 'tr' | 'en' } = {},
  ) {
    const ctx = options.ctx ?? world.anonymous;
    const started = await start(ctx, {
      intent: options.intent ?? 'signIn',
      language: options.language ?? 'tr',
    });
    const callbackUrl = await school.authorize(started.authorizationUrl, people[person].login);
    return finish(callbackUrl, started.browserBinding, ctx);
  }

  /** The whole provider sign-in: the trip, then the page redeeming its ticket. */
  async function signInAs(person: Person, ctx: UseCaseContext = world.anonymous) {
    const { ticket } = await goThrough(person, { ctx });
    return redeem(ticket, ctx);
  }

  /** Links `person` from the settings of the signed-in `ctx`, as the settings page does. */
  async function linkFromSettings(person: Person, ctx: UseCaseContext) {
    const { ticket } = await goThrough(person, { ctx, intent: 'link' });
    return redeem(ticket, ctx);
  }

  /** A link made straight in the repository (for accounts that could not sign in to link). */
  async function linkDirectly(accountId: string, person: Person, provider: 'oidc' | 'google' = 'oidc') {
    const { login, email } = people[person];
    return world.ports.unitOfWork.run(({ repositories }) =>
      repositories.externalIdentities.link({
        accountId,
        provider,
        subject: login,
        email,
        linkedAt: world.clock.now(),
      }),
    );
  }

  /** The signed-in context of a session token. */
  const signedInWith = (token: string) => world.signedIn(token);

  /** The audit entries of one action, oldest first. */
  async function auditOf(action: string) {
    const { items } = await world.ports.repositories.auditLog.search({
      search: '',
      oldestFirst: true,
      offset: 0,
      limit: 1000,
    });
    return items.filter((entry) => entry.action === action);
  }

  const identitiesOf = (accountId: string) =>
    world.ports.repositories.externalIdentities.listOfAccount(accountId);

  /** A context of the same world from another client address. */
  const from = (ctx: UseCaseContext, clientAddress: string): UseCaseContext => ({ ...ctx, clientAddress });

  /** The account of a signed-in context. */
  const accountIdOf = (ctx: UseCaseContext) => (ctx.actor as AccountActor).accountId;

  return {
    start,
    finish,
    redeem,
    goThrough,
    signInAs,
    linkFromSettings,
    linkDirectly,
    signedInWith,
    auditOf,
    identitiesOf,
    from,
    accountIdOf,
  };
}
