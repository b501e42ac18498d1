import { formatDate, formatDateTime, store, Toaster, tokenAtom } from '@coach/kit';
import { queryClient } from '@coach/kit/query/query-client.ts';
import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { callAs, signInAs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { visitorDetails } from '@coach/kit/test/registration.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { SettingsPage } from './settings-page.tsx';

// The real server with scripted identity providers (server/src/testing/front-end-api.ts): it offers
// Google, Microsoft and the coaching school's server, and a trip to one of them and back runs the
// server's own start, callback and ticket rules, only the provider's answer scripted. The demo
// member, Ayşe, has a password and no provider linked until a test links one.

// Strict mode runs every effect twice, as in development: a ticket must still be sent once.
const page = (
  <StrictMode>
    <SettingsPage />
    <Toaster />
  </StrictMode>
);
const routes = [
  { path: '/user/settings', element: page },
  { path: '/en/user/settings', element: page },
];

type Provider = 'google' | 'microsoft' | 'linkedin' | 'oidc';
const offered: { provider: Provider; label: string }[] = [
  { provider: 'google', label: 'Google' },
  { provider: 'microsoft', label: 'Microsoft' },
  { provider: 'oidc', label: 'Koçluk Okulu' },
];

beforeEach(async () => {
  await (await realServer()).offerIdentityProviders(offered);
});

/** The person a provider vouches for: one account of theirs per provider and e-mail. */
function person(provider: Provider, email: string | null, name = 'Ayşe', surname = 'Demir') {
  return { subject: `${provider}:${email ?? name}`, email, emailVerified: true, name, surname };
}

type Who = 'member' | 'guest' | { token: string };

/** `who` links `provider` from the settings, as `email` there; answers the ticket it came back with. */
async function linked(who: Who, provider: Provider, email: string | null, language: 'tr' | 'en' = 'en') {
  const api = await realServer();
  const trip = await api.returnFromProvider({
    provider,
    intent: 'link',
    as: who,
    language,
    identity: person(provider, email),
  });
  return trip.ticket;
}

const redeemed = (ticket: string) =>
  callAs<{ kind: string; token: string }>(null, 'POST', '/api/auth/oauth/ticket', { ticket });

/** Signs in with `provider` as its person with `email`, as the login page would; answers the session's token. */
async function signedInWith(provider: Provider, email: string, name?: string, surname?: string) {
  const { ticket } = await (await realServer()).returnFromProvider({
    provider,
    intent: 'signIn',
    as: 'anonymous',
    identity: person(provider, email, name, surname),
  });
  const outcome = await redeemed(ticket);
  if (outcome.data?.kind !== 'signedIn') throw new Error(`no sign-in: ${outcome.message}`);
  return outcome.data.token;
}

/**
 * Deniz signs up through Google without choosing a password (the registration takes the provider's
 * ticket), pays by card, and signs in with Google: an account whose only way in is Google.
 */
async function memberWithoutPassword() {
  const api = await realServer();
  const email = 'deniz.kaya@example.com';
  const { ticket } = await api.returnFromProvider({
    provider: 'google',
    intent: 'signIn',
    as: 'anonymous',
    language: 'en',
    identity: person('google', email, 'Deniz', 'Kaya'),
  });
  const [firstOnSale] = await api.run('listMembershipPackages', {}, { as: 'anonymous' });
  await api.scriptPayment({ status: 'paid' });
  const registered = await api.run(
    'registerAccount',
    {
      membershipPackageId: firstOnSale?.membershipPackageId as string,
      identityTicket: ticket,
      ...visitorDetails(),
      email,
    },
    { as: 'anonymous' },
  );
  await api.run('retrieveCheckout', { token: registered.token }, { as: 'anonymous' });
  return { email, token: await signedInWith('google', email, 'Deniz', 'Kaya') };
}

/** The page's session is `token`'s. */
function signedInAs(token: string) {
  queryClient.clear();
  act(() => store.set(tokenAtom, token));
}

/** Opens the settings, as the demo member unless a session was set already. */
async function open(path: string, token?: string) {
  if (token) signedInAs(token);
  else await signInAs();
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** The list of ways in (the toasts are a list too). */
const methodList = async () =>
  within(await screen.findByRole('region', { name: /^(Sign-in methods|Giriş yöntemleri)$/ })).findByRole(
    'list',
  );

/** The list item of one way in, found by its name. */
async function method(name: string) {
  const list = await methodList();
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.querySelector('p')?.textContent?.startsWith(name));
  if (!item) throw new Error(`no sign-in method ${name}`);
  return item;
}

/** The seeded demo member's e-mail and the moment the server's clock starts from. */
async function seeded() {
  const api = await realServer();
  return { email: api.accounts.member.email, start: api.start };
}

describe('settings: sign-in methods', () => {
  it('lists the password and every offered service, linked ones with their e-mail and dates', async () => {
    const { email, start } = await seeded();
    await linked('member', 'google', email);
    // A quarter of an hour later she signs in with Google.
    const api = await realServer();
    await api.clock.advanceSeconds(15 * 60);
    await signedInWith('google', email);
    await open('/en/user/settings?section=sign-in');
    expect(await screen.findByRole('link', { name: 'Sign-in methods', current: 'page' })).toBeInTheDocument();
    expect(await method('Password')).toHaveTextContent('Set');
    expect(await method('Password')).toHaveTextContent(
      'You can sign in with your e-mail address and password.',
    );

    const google = await method('Google');
    expect(google).toHaveTextContent('Linked');
    expect(google).toHaveTextContent(email);
    const lastUsed = new Date(start.getTime() + 15 * 60_000).toISOString();
    expect(google).toHaveTextContent(
      `Linked on ${formatDate(start.toISOString(), 'en')} · last used ${formatDateTime(lastUsed, 'en')}`,
    );
    expect(within(google).getByRole('button', { name: 'Unlink Google' })).not.toHaveAttribute(
      'aria-disabled',
    );

    expect(await method('Microsoft')).toHaveTextContent('Not linked');
    expect(within(await method('Microsoft')).getByRole('button', { name: 'Link Microsoft' })).toBeEnabled();
    expect(
      within(await method('Koçluk Okulu')).getByRole('button', { name: 'Link Koçluk Okulu' }),
    ).toBeEnabled();
  });

  it('sends the browser to the provider to link it, the settings’ language with it, and waits meanwhile', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const starts = watchedCallsOn('post', '*/api/auth/oauth/start');
    mockServer.use(starts.handler);
    await open('/en/user/settings?section=sign-in');
    const link = await screen.findByRole('button', { name: 'Link Microsoft' });
    await user.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(await Promise.all(starts.calls.map((call) => call.json()))).toEqual([
      { provider: 'microsoft', intent: 'link', language: 'en' },
    ]);
    // The (scripted) provider's sign-in page, with the state the server keeps the flow under.
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.origin).toBe('https://microsoft.identity.test');
    expect(target.searchParams.get('state')).toEqual(expect.any(String));

    // Busy until the browser has left; no second trip meanwhile, yet the buttons keep their focus.
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    const other = screen.getByRole('button', { name: 'Link Koçluk Okulu' });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    await user.click(other);
    expect(starts.calls).toHaveLength(1);
  });

  it('says why the provider could not be started, and stays', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    // The school's server does not answer (its discovery document does not come).
    await (await realServer()).cutOffIdentityProvider('oidc');
    await open('/en/user/settings?section=sign-in');
    await user.click(await screen.findByRole('button', { name: 'Link Koçluk Okulu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Koçluk Okulu cannot be reached right now.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Link Koçluk Okulu' })).not.toHaveAttribute('aria-disabled');
  });

  it('redeems the ticket it comes back with once, takes it out of the address and shows the link', async () => {
    const ticket = await linked('member', 'microsoft', 'ayse@outlook.example');
    const tickets = watchedCallsOn('post', '*/api/auth/oauth/ticket');
    mockServer.use(tickets.handler);
    const { router } = await open(`/en/user/settings?section=sign-in&identity=${ticket}`);
    expect(await screen.findByText('Microsoft is linked. You can now sign in with it.')).toBeInTheDocument();
    expect(await Promise.all(tickets.calls.map((call) => call.json()))).toEqual([{ ticket }]);
    expect(router.state.location.search).toBe('?section=sign-in');
    expect(router.state.historyAction).toBe('REPLACE');
    const microsoft = await method('Microsoft');
    expect(microsoft).toHaveTextContent('ayse@outlook.example');
    expect(microsoft).toHaveTextContent('not used to sign in yet');
    expect(within(microsoft).getByRole('button', { name: 'Unlink Microsoft' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Used up: the server takes it no more.
    expect((await redeemed(ticket)).message).toBe(
      'This sign-in attempt has expired or was already used. Please start again.',
    );
  });

  it('announces the refusal a ticket carries: the provider account belongs to someone else', async () => {
    // The demo guest linked this Microsoft account first.
    await linked('guest', 'microsoft', 'ayse@outlook.example');
    const ticket = await linked('member', 'microsoft', 'ayse@outlook.example');
    const tickets = watchedCallsOn('post', '*/api/auth/oauth/ticket');
    mockServer.use(tickets.handler);
    const { router } = await open(`/en/user/settings?section=sign-in&identity=${ticket}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Microsoft account is already linked to another account.',
    );
    expect(tickets.calls).toHaveLength(1);
    expect(router.state.location.search).toBe('?section=sign-in');
    expect(
      within(await method('Microsoft')).getByRole('button', { name: 'Link Microsoft' }),
    ).toBeInTheDocument();
  });

  it('unlinks after asking', async () => {
    const user = userEvent.setup();
    const { email } = await seeded();
    await linked('member', 'google', email);
    const unlinks = watchedCallsOn('post', '*/api/auth/identities/unlink');
    mockServer.use(unlinks.handler);
    await open('/en/user/settings?section=sign-in');
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Google?' });
    expect(dialog).toHaveTextContent(
      `You will no longer be able to sign in with the Google account ${email}.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(unlinks.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, unlink it' }),
    );
    expect(
      await screen.findByText('Google is unlinked. You can no longer sign in with it.'),
    ).toBeInTheDocument();
    expect(await Promise.all(unlinks.calls.map((call) => call.json()))).toEqual([{ provider: 'google' }]);
    expect(within(await method('Google')).getByRole('button', { name: 'Link Google' })).toBeInTheDocument();
  });

  it('shows the server’s refusal to unlink the last way in, and the list as it is now', async () => {
    const user = userEvent.setup();
    const deniz = await memberWithoutPassword();
    await linked({ token: deniz.token }, 'microsoft', deniz.email);
    await open('/en/user/settings?section=sign-in', deniz.token);
    const unlink = await screen.findByRole('button', { name: 'Unlink Google' });
    expect(unlink).not.toHaveAttribute('aria-disabled');
    // Meanwhile Microsoft was unlinked on another device: Google is the last way in now.
    await callAs(deniz.token, 'POST', '/api/auth/identities/unlink', { provider: 'microsoft' });
    await user.click(unlink);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, unlink it' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is your only way to sign in. Set a password or link another service before you unlink it.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unlink Google' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(
      within(await method('Microsoft')).getByRole('button', { name: 'Link Microsoft' }),
    ).toBeInTheDocument();
  });

  it('explains beforehand that the only way in cannot be unlinked, and how to set a password', async () => {
    const user = userEvent.setup();
    const deniz = await memberWithoutPassword();
    const unlinks = watchedCallsOn('post', '*/api/auth/identities/unlink');
    mockServer.use(unlinks.handler);
    await open('/en/user/settings?section=sign-in', deniz.token);
    const unlink = await screen.findByRole('button', { name: 'Unlink Google' });
    expect(unlink).toHaveAttribute('aria-disabled', 'true');
    expect(unlink).toHaveAccessibleDescription(
      'This is your only way to sign in, so it cannot be unlinked. Set a password or link another service first.',
    );
    await user.click(unlink);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(unlinks.calls).toHaveLength(0);

    const password = await method('Password');
    expect(password).toHaveTextContent('Not set');
    expect(within(password).getByRole('link', { name: 'Password' })).toHaveAttribute(
      'href',
      '/en/user/settings?section=password',
    );
  });

  it('counts a linked service this site no longer offers as no way in, and still lets it go', async () => {
    const api = await realServer();
    const { start } = await seeded();
    // LinkedIn was offered when Deniz linked it (it gave no e-mail), and is no longer.
    await api.offerIdentityProviders([...offered, { provider: 'linkedin', label: 'LinkedIn' }]);
    const deniz = await memberWithoutPassword();
    await linked({ token: deniz.token }, 'linkedin', null);
    await api.offerIdentityProviders(offered);
    await open('/en/user/settings?section=sign-in', deniz.token);
    expect(await screen.findByRole('button', { name: 'Unlink Google' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const linkedin = await method('LinkedIn');
    expect(linkedin).toHaveTextContent(
      `Linked on ${formatDate(start.toISOString(), 'en')} · not used to sign in yet`,
    );
    expect(within(linkedin).getByRole('button', { name: 'Unlink LinkedIn' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps the password alone when the site offers no other service', async () => {
    await (await realServer()).offerIdentityProviders([]);
    await open('/en/user/settings?section=sign-in');
    expect(await screen.findByText('No other sign-in services are set up on this site.')).toBeInTheDocument();
    expect(within(await methodList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks Turkish on Turkish pages, the refusal of a used ticket included', async () => {
    const { email, start } = await seeded();
    await linked('member', 'google', email, 'tr');
    const { router } = await open('/user/settings?section=sign-in&identity=used-ticket');
    expect(
      await screen.findByRole('link', { name: 'Giriş yöntemleri', current: 'page' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu giriş denemesinin süresi doldu ya da zaten kullanıldı. Lütfen yeniden başlayın.',
    );
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(router.state.location.search).toBe('?section=sign-in');
    expect(await screen.findByRole('button', { name: 'Google bağlantısını kaldır' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microsoft hesabını bağla' })).toBeInTheDocument();
    expect(await method('Google')).toHaveTextContent(
      `${formatDate(start.toISOString(), 'tr')} tarihinde bağlandı`,
    );
  });
});

describe('settings: a first password', () => {
  it('offers an account without a password a mailed link instead of asking for the current one', async () => {
    const deniz = await memberWithoutPassword();
    const asked = watchedCallsOn('post', '*/api/accounts/forgotpassword');
    mockServer.use(asked.handler);
    await open('/en/user/settings?section=password', deniz.token);
    const button = await screen.findByRole('button', { name: 'E-mail me a link to set a password' });
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText(`We sent a link to ${deniz.email}. It works for an hour.`)).toBeVisible();
    expect(await Promise.all(asked.calls.map((call) => call.json()))).toEqual([
      { email: deniz.email, language: 'en' },
    ]);
  });

  it('keeps the change form for an account with a password', async () => {
    await open('/en/user/settings?section=password');
    expect(await screen.findByLabelText(/Current password/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'E-mail me a link to set a password' }),
    ).not.toBeInTheDocument();
  });
});
