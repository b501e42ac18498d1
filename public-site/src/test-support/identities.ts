import { realServer } from '@coach/kit/test/real-server.ts';

// Signing in with another service on the real server (ADR 0023, 0046): the server offers the
// providers a test names, and a browser's trip to one and back runs through the server's own start
// and callback, the provider's part scripted (server/src/testing/front-end-api.ts,
// `returnFromProvider`). What comes back is the ticket the page redeems.

type Api = Awaited<ReturnType<typeof realServer>>;
type Trip = Parameters<Api['returnFromProvider']>[0];
export type ProviderPerson = Extract<Trip['identity'], { subject: string }>;
type ProviderInfo = Parameters<Api['offerIdentityProviders']>[0][number];

/** The generic OpenID Connect provider's button, as OIDC_LABEL would name it. */
export const schoolLabel = 'Koçluk Okulu';

/** Every provider the site can offer, in the order the server lists them. */
export const offeredProviders: ProviderInfo[] = [
  { provider: 'google', label: 'Google' },
  { provider: 'microsoft', label: 'Microsoft' },
  { provider: 'linkedin', label: 'LinkedIn' },
  { provider: 'oidc', label: schoolLabel },
];

/** Someone the platform does not know, as a provider describes them. */
export const stranger: ProviderPerson = {
  subject: 'deniz-kaya',
  email: 'deniz.kaya@example.com',
  emailVerified: true,
  name: 'Deniz',
  surname: 'Kaya',
};

/** The demo member as a provider knows them: the same address, verified unless told. */
export async function demoMemberAtProvider(emailVerified = true): Promise<ProviderPerson> {
  const { member } = (await realServer()).accounts;
  return {
    subject: `${member.email}-id`,
    email: member.email,
    emailVerified,
    name: member.name,
    surname: member.surname,
  };
}

/**
 * A browser's trip to `provider` and back, on a server that offers every provider: answers the
 * ticket of the page the server sends the browser to. From the login page in English unless told.
 */
export async function providerReturn(
  provider: Trip['provider'],
  identity: Trip['identity'],
  {
    intent = 'signIn',
    as = 'anonymous',
    language = 'en',
  }: Partial<Pick<Trip, 'intent' | 'as' | 'language'>> = {},
): Promise<string> {
  const api = await realServer();
  await api.offerIdentityProviders(offeredProviders);
  const { ticket } = await api.returnFromProvider({ provider, intent, as, language, identity });
  return ticket;
}

/** The demo member links `provider` from their settings, as they would; answers who they are there. */
export async function linkedToDemoMember(provider: Trip['provider']): Promise<ProviderPerson> {
  const person = await demoMemberAtProvider();
  const ticket = await providerReturn(provider, person, { intent: 'link', as: 'member' });
  await (await realServer()).run('redeemIdentityTicket', { ticket }, { as: 'member' });
  return person;
}
