import {
  type CatalogueKey,
  type IdentityProviderId,
  type IdentityProviderInfo,
  type LinkedIdentity,
  redeemIdentityTicketInputSchema,
  type SignInMethods,
  startIdentityFlowInputSchema,
  unlinkIdentityInputSchema,
} from '@coach/core/contracts';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handlers for the sign-in methods in the settings, answering like the server (ADR 0023):
// the list, linking through a provider and unlinking, with the catalogue's refusals. There is no
// provider here: "Link" answers an authorizationUrl that comes straight back to the settings with
// a ticket, as the server's callback would once the provider agreed.

/** The refusals a link can end in, with the server's status for each. */
const refusalStatus = {
  identityFlowExpired: 400,
  identityProviderRefused: 400,
  providerEmailNotVerified: 403,
  identityLinkedElsewhere: 409,
  providerAlreadyLinked: 409,
} as const satisfies Partial<Record<CatalogueKey, number>>;

/** What a ticket leads to when it is redeemed: a link, or the refusal the callback recorded. */
export type MockTicket =
  | { linked: IdentityProviderId; email: string }
  | { refused: keyof typeof refusalStatus; provider: IdentityProviderId };

export type IdentityMockState = SignInMethods & {
  /** Tickets waiting to be redeemed, each once. */
  tickets: Map<string, MockTicket>;
};

export const googleInfo: IdentityProviderInfo = { provider: 'google', label: 'Google' };
export const microsoftInfo: IdentityProviderInfo = { provider: 'microsoft', label: 'Microsoft' };
export const schoolInfo: IdentityProviderInfo = { provider: 'oidc', label: 'Koçluk Okulu' };

/** A link as the list shows it, made a month ago and never used unless told otherwise. */
export function linkedIdentity(provider: IdentityProviderId, overrides: Partial<LinkedIdentity> = {}) {
  return {
    provider,
    email: 'ayse@example.com',
    linkedAt: '2026-03-02T07:30:00.000Z',
    lastSignInAt: null,
    ...overrides,
  } satisfies LinkedIdentity;
}

/** The demo member: a password, Google linked, Microsoft and the school's server on offer. */
export function demoIdentityState(overrides: Partial<IdentityMockState> = {}): IdentityMockState {
  return {
    hasPassword: true,
    linked: [linkedIdentity('google', { lastSignInAt: '2026-04-10T09:15:00.000Z' })],
    available: [googleInfo, microsoftInfo, schoolInfo],
    tickets: new Map(),
    ...overrides,
  };
}

const isMember = (request: Request) => request.headers.get('authorization') === `Bearer ${demoMember.token}`;
const refused = (request: Request) =>
  isMember(request)
    ? null
    : answer(
        request,
        request.headers.has('authorization') ? 403 : 401,
        request.headers.has('authorization') ? 'forbidden' : 'unauthorized',
      );

/** The handlers over `held` (changed by linking and unlinking). */
export function identityHandlers(held: IdentityMockState = demoIdentityState()) {
  const methods = (): SignInMethods => ({
    hasPassword: held.hasPassword,
    linked: held.linked,
    available: held.available,
  });
  const labelOf = (provider: IdentityProviderId) =>
    held.available.find((one) => one.provider === provider)?.label ?? provider;

  return [
    http.get(
      '*/api/auth/identities',
      ({ request }) => refused(request) ?? answer(request, 200, 'done', methods()),
    ),

    http.post('*/api/auth/oauth/start', async ({ request }) => {
      const parsed = startIdentityFlowInputSchema.safeParse(await request.json());
      if (!parsed.success) return answer(request, 400, 'validationFailed', { fields: {} });
      const { provider, intent, language } = parsed.data;
      if (!held.available.some((one) => one.provider === provider))
        return answer(request, 404, 'identityProviderNotEnabled');
      if (intent === 'link') {
        const denied = refused(request);
        if (denied) return denied;
        if (held.linked.some((one) => one.provider === provider))
          return answer(request, 409, 'providerAlreadyLinked', { provider: labelOf(provider) });
      }
      // The provider agrees at once and its callback leaves a ticket in the settings' address.
      const ticket = crypto.randomUUID();
      held.tickets.set(ticket, { linked: provider, email: demoMember.email });
      const back = new URL(`${language === 'en' ? '/en' : ''}/user/settings`, new URL(request.url).origin);
      back.search = new URLSearchParams({ section: 'sign-in', identity: ticket }).toString();
      return answer(request, 200, 'done', { authorizationUrl: back.toString() });
    }),

    http.post('*/api/auth/oauth/ticket', async ({ request }) => {
      const parsed = redeemIdentityTicketInputSchema.safeParse(await request.json());
      const found = parsed.success ? held.tickets.get(parsed.data.ticket) : undefined;
      if (!parsed.success || !found) return answer(request, 400, 'identityFlowExpired');
      held.tickets.delete(parsed.data.ticket);
      if ('refused' in found) {
        return answer(request, refusalStatus[found.refused], found.refused, {
          provider: labelOf(found.provider),
        });
      }
      held.linked = [
        ...held.linked.filter((one) => one.provider !== found.linked),
        linkedIdentity(found.linked, { email: found.email, linkedAt: new Date().toISOString() }),
      ];
      return answer(request, 200, 'done', { kind: 'linked', provider: found.linked });
    }),

    http.post('*/api/auth/identities/unlink', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = unlinkIdentityInputSchema.safeParse(await request.json());
      if (!parsed.success) return answer(request, 400, 'validationFailed', { fields: {} });
      const { provider } = parsed.data;
      if (!held.linked.some((one) => one.provider === provider))
        return answer(request, 404, 'recordNotFound');
      // Another way in: the password, or another linked provider still offered here.
      const otherWayIn =
        held.hasPassword ||
        held.linked.some(
          (one) =>
            one.provider !== provider && held.available.some((offer) => offer.provider === one.provider),
        );
      if (!otherWayIn) return answer(request, 409, 'lastSignInMethod');
      held.linked = held.linked.filter((one) => one.provider !== provider);
      return answer(request, 200, 'recordDeleted', methods());
    }),
  ];
}
