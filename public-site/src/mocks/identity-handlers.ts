import {
  type CatalogueKey,
  type IdentityOutcome,
  type IdentityProviderId,
  type IdentityProviderInfo,
  loginInputSchema,
  redeemIdentityTicketInputSchema,
  type StartIdentityFlowInput,
  startIdentityFlowInputSchema,
} from '@coach/core/contracts';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { realAnswerTo } from '@coach/kit/test/real-server.ts';
import { http } from 'msw';

// msw handlers for signing in with a provider (ADR 0023), answering like the server: the enabled
// providers, `oauth/start`, and tickets that work once (a `register` ticket again and again),
// refused with 4073 otherwise. No provider is visited: `oauth/start` answers an address that
// plays the provider's return at once, to the login page with a fresh ticket of what that provider
// "says" (`journeys`), so the whole way runs without a server.

/** A refusal the server would answer the ticket with, in its status and with its data. */
export type MockRefusal = { refused: CatalogueKey; status: number; data?: unknown };
export type MockTicketAnswer = IdentityOutcome | MockRefusal;

const isRefusal = (answer: MockTicketAnswer): answer is MockRefusal => 'refused' in answer;

export const mockOidcLabel = 'Koçluk Okulu';

export const mockProviders: IdentityProviderInfo[] = [
  { provider: 'google', label: 'Google' },
  { provider: 'microsoft', label: 'Microsoft' },
  { provider: 'linkedin', label: 'LinkedIn' },
  { provider: 'oidc', label: mockOidcLabel },
];

/** Someone the platform does not know, as a provider describes them. */
export const mockNewcomer = {
  email: 'deniz.kaya@example.com',
  name: 'Deniz',
  surname: 'Kaya',
} as const;

/**
 * What each provider's return leads to when the site runs on its own: Google knows the demo member,
 * Microsoft someone new, LinkedIn the demo member's address not linked yet, and the school's
 * server an address it did not verify.
 */
const journeys: Record<IdentityProviderId, (ticket: string) => MockTicketAnswer> = {
  google: () => ({ kind: 'signedIn', token: demoMember.token, expiresIn: 1800, user: demoMember.user }),
  microsoft: (ticket) => ({ kind: 'register', ticket, profile: { provider: 'microsoft', ...mockNewcomer } }),
  linkedin: (ticket) => ({ kind: 'linkWithPassword', ticket, provider: 'linkedin', email: demoMember.email }),
  oidc: () => ({ refused: 'providerEmailNotVerified', status: 403, data: { provider: mockOidcLabel } }),
};

const storageKey = 'coach.mock-identity-tickets';

/**
 * The mock server's memory of providers and tickets; a fresh one per test. `persistIn` keeps the
 * tickets in the browser's session storage: in `npm run dev` the return from the "provider" is a
 * full page load, which would otherwise forget the ticket just issued.
 */
export function createIdentityStore({
  providers = mockProviders,
  persistIn,
}: {
  providers?: IdentityProviderInfo[];
  persistIn?: Storage;
} = {}) {
  const saved = persistIn?.getItem(storageKey);
  const state = saved
    ? (JSON.parse(saved) as { tickets: [string, MockTicketAnswer][]; spent: string[] })
    : { tickets: [], spent: [] };
  const tickets = new Map<string, MockTicketAnswer>(state.tickets);
  const spent = new Set<string>(state.spent);
  const save = () =>
    persistIn?.setItem(storageKey, JSON.stringify({ tickets: [...tickets], spent: [...spent] }));
  const store = {
    providers,
    /** Every `oauth/start` body, every ticket asked for, every `auth/login` body with a ticket. */
    starts: [] as StartIdentityFlowInput[],
    redeemed: [] as string[],
    linkLogins: [] as unknown[],
    /**
     * A new ticket whose redemption answers what `make` gives. Never the same twice, also across
     * tests: the page remembers the answer for a ticket for as long as it is loaded.
     */
    issue(make: MockTicketAnswer | ((ticket: string) => MockTicketAnswer)): string {
      const ticket = `mock-identity-${crypto.randomUUID()}`;
      tickets.set(ticket, typeof make === 'function' ? make(ticket) : make);
      save();
      return ticket;
    },
    /** Redeems once (a `register` ticket as often as asked); unknown or spent: undefined. */
    redeem(ticket: string): MockTicketAnswer | undefined {
      store.redeemed.push(ticket);
      const found = tickets.get(ticket);
      if (!found || spent.has(ticket)) return undefined;
      if (isRefusal(found) || found.kind !== 'register') spent.add(ticket);
      save();
      return found;
    },
    /** A `linkWithPassword` ticket that `auth/login` may still take. */
    linkable(ticket: string): boolean {
      return [...tickets.values()].some(
        (one) => !isRefusal(one) && one.kind === 'linkWithPassword' && one.ticket === ticket,
      );
    },
    /** What the provider's return gives on starting with `provider`. */
    journey: (provider: IdentityProviderId) => store.issue(journeys[provider]),
  };
  return store;
}

export type IdentityStore = ReturnType<typeof createIdentityStore>;

export function identityHandlers(store: IdentityStore) {
  return [
    http.get('*/api/auth/providers', ({ request }) => answer(request, 200, 'done', store.providers)),
    http.post('*/api/auth/oauth/start', async ({ request }) => {
      const parsed = startIdentityFlowInputSchema.safeParse(await request.json());
      if (!parsed.success) return answer(request, 400, 'validationFailed');
      const { provider, language } = parsed.data;
      store.starts.push(parsed.data);
      if (!store.providers.some((one) => one.provider === provider))
        return answer(request, 404, 'identityProviderNotEnabled');
      const ticket = store.journey(provider);
      const page = `${language === 'en' ? '/en' : ''}/login?identity=${ticket}`;
      return answer(request, 200, 'done', { authorizationUrl: new URL(page, request.url).href });
    }),
    http.post('*/api/auth/oauth/ticket', async ({ request }) => {
      const parsed = redeemIdentityTicketInputSchema.safeParse(await request.json());
      if (!parsed.success) return answer(request, 400, 'validationFailed');
      const found = store.redeem(parsed.data.ticket);
      if (!found) return answer(request, 400, 'identityFlowExpired');
      if (isRefusal(found)) return answer(request, found.status, found.refused, found.data ?? null);
      return answer(request, 200, 'done', found);
    }),
    // A sign-in that links a provider: an unknown ticket is refused here; a good one goes on to
    // the real server's `auth/login`, which checks the password.
    http.post('*/api/auth/login', async ({ request }) => {
      const parsed = loginInputSchema.safeParse(await request.clone().json());
      if (!parsed.success || parsed.data.identityTicket === undefined) return undefined;
      const ticket = parsed.data.identityTicket;
      store.linkLogins.push(parsed.data);
      if (!store.linkable(ticket)) return answer(request, 400, 'identityFlowExpired');
      // The real server checks the password; it never issued this hand-made ticket, so it gets
      // the sign-in without it.
      const { identityTicket: _handMade, ...signIn } = parsed.data;
      return realAnswerTo(
        new Request(request.url, { method: 'POST', headers: request.headers, body: JSON.stringify(signIn) }),
      );
    }),
  ];
}
