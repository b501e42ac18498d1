import { AppRoot, i18n, langFromPath, mergeCatalogues, store, tokenAtom } from '@coach/kit';
import { queryClient } from '@coach/kit/query';
import { catalogueAnswerOn, heldAnswerOn, watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { callAs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import {
  demoMemberAtProvider,
  linkedToDemoMember,
  offeredProviders,
  providerReturn,
  schoolLabel,
  stranger,
} from '../../../test-support/identities.ts';
import { watchLeavingThePage } from '../../../test-support/leaving-the-page.ts';
import { identityProviderKeys } from '../api/identity-providers.ts';
import { LoginPage } from './login-page.tsx';

// The browser never leaves for a provider in a test: the hand-over is watched instead. The way
// back is the real server's (test-support/identities.ts): its start, its callback and the ticket
// the page redeems, with the provider's part scripted.

let leaving: ReturnType<typeof watchLeavingThePage>;
beforeEach(() => {
  leaving = watchLeavingThePage();
});

/** Where the login page sent the browser, with its query. */
function Landing({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname}
      {location.search}
    </p>
  );
}

const pages = [
  { path: 'login', element: <LoginPage /> },
  { path: 'user/dashboard', element: <Landing name="Member dashboard" /> },
  { path: 'register', element: <Landing name="Registration" /> },
];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

/** The tickets the page redeemed, as they left. */
function watchRedemptions() {
  const redeemed = watchedCallsOn('post', '*/api/auth/oauth/ticket');
  mockServer.use(redeemed.handler);
  return async () => Promise.all(redeemed.calls.map(async (call) => (await call.json()).ticket));
}

/**
 * The page back from a provider, in strict mode from the root, as in development: effects run
 * twice, and a ticket must still be redeemed once.
 */
function returnTo(path: string) {
  mergeCatalogues({ tr, en });
  act(() => i18n.activate(langFromPath(path)));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <StrictMode>
      <AppRoot router={router} />
    </StrictMode>,
  );
  return { router };
}

/** The login page of a server that offers `providers` (all four unless told). */
async function open(path: string, providers = offeredProviders) {
  await (await realServer()).offerIdentityProviders(providers);
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, user: userEvent.setup() };
}

const demoMember = async () => (await realServer()).accounts.member;

/** Whom the server knows a session token by. */
async function whoseToken(token: string | null) {
  return (await callAs<{ email: string }>(token, 'GET', '/api/auth/userinfo')).data?.email;
}

describe('login page, providers', () => {
  it('offers a button for each enabled provider, under the password form', async () => {
    await open('/en/login');
    const buttons = await screen.findAllByRole('button', { name: /^Sign in with / });
    expect(buttons.map((button) => button.textContent)).toEqual(
      offeredProviders.map(({ label }) => `Sign in with ${label}`),
    );
    expect(screen.getByText('or')).toBeInTheDocument();
    // After the form in reading (and tab) order: it never pushes the form down.
    const submit = screen.getByRole('button', { name: 'Sign in' });
    for (const button of buttons) {
      expect(submit.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('names them in Turkish on Turkish pages, beside "Giriş yap"', async () => {
    await open('/login');
    expect(await screen.findByRole('button', { name: 'Google ile giriş yap' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${schoolLabel} ile giriş yap` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toHaveAttribute('type', 'submit');
    expect(screen.getByText('veya')).toBeInTheDocument();
  });

  it('shows nothing of the kind when no provider is enabled', async () => {
    await open('/en/login', []);
    await waitFor(() =>
      expect(queryClient.getQueryState(identityProviderKeys.enabled)?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: /^Sign in with / })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('asks for the provider page, waits focusably, then sends the browser there', async () => {
    const { user } = await open('/en/login');
    const start = heldAnswerOn('post', '*/api/auth/oauth/start');
    mockServer.use(start.handler);
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    await user.click(google);

    await waitFor(() => expect(google).toHaveAttribute('aria-disabled', 'true'));
    expect(google).toHaveAttribute('aria-busy', 'true');
    expect(google).toBeEnabled();
    expect(google).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Clicking again while waiting starts nothing more.
    await user.click(google);
    expect(start.calls).toBe(1);

    start.release();
    // The provider's own page, as the server answered it (the scripted provider's address).
    await waitFor(() => expect(leaving).toHaveBeenCalledTimes(1));
    const [address] = leaving.mock.calls[0] ?? [];
    expect(new URL(String(address)).host).toBe('google.identity.test');
    expect(new URL(String(address)).searchParams.get('state')).toBeTruthy();
  });

  it('starts by keyboard, with the language of the page', async () => {
    const { user } = await open('/login');
    const starts = watchedCallsOn('post', '*/api/auth/oauth/start');
    mockServer.use(starts.handler);
    const linkedIn = await screen.findByRole('button', { name: 'LinkedIn ile giriş yap' });
    linkedIn.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(leaving).toHaveBeenCalledTimes(1));
    expect(await Promise.all(starts.calls.map((call) => call.json()))).toEqual([
      { provider: 'linkedin', intent: 'signIn', language: 'tr' },
    ]);
    expect(new URL(String(leaving.mock.calls[0]?.[0])).host).toBe('linkedin.identity.test');
  });

  it('says why when the provider cannot be reached, and lets the visitor try again', async () => {
    const { user } = await open('/en/login');
    // The scripted provider always answers its address; a real one's discovery may fail.
    mockServer.use(
      catalogueAnswerOn('post', '*/api/auth/oauth/start', 'identityProviderUnavailable', {
        provider: 'Microsoft',
      }),
    );
    const microsoft = await screen.findByRole('button', { name: 'Sign in with Microsoft' });
    await user.click(microsoft);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microsoft cannot be reached right now. Please try again later, or sign in with your password.',
    );
    expect(microsoft).not.toHaveAttribute('aria-disabled');
    expect(leaving).not.toHaveBeenCalled();
  });
});

describe('login page, back from a provider', () => {
  it('signs in with a signedIn ticket, once, and opens the dashboard without the ticket', async () => {
    const member = await demoMember();
    const ticket = await providerReturn('google', await linkedToDemoMember('google'));
    const redeemed = watchRedemptions();
    const { router } = returnTo(`/en/login?identity=${ticket}`);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByText('Member dashboard at /en/user/dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/user/dashboard');
    expect(router.state.location.search).toBe('');
    // A session of its own, the demo member's.
    const token = store.get(tokenAtom);
    expect(await whoseToken(token)).toBe(member.email);
    expect(window.localStorage.getItem('coach.token')).toBe(token);
    expect(await redeemed()).toEqual([ticket]);
    // The login page is replaced: "back" does not return to the spent ticket.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends someone new to the registration wizard with the ticket', async () => {
    const ticket = await providerReturn('google', stranger);
    const { router } = returnTo(`/en/login?identity=${ticket}`);
    expect(await screen.findByText(`Registration at /en/register?identity=${ticket}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?identity=${ticket}`);
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('asks for the password once to link, sends the ticket with it, and signs in', async () => {
    const member = await demoMember();
    const ticket = await providerReturn('oidc', await demoMemberAtProvider());
    const logins = watchedCallsOn('post', '*/api/auth/login');
    mockServer.use(logins.handler);
    const { router } = returnTo(`/en/login?identity=${ticket}`);
    const notice = await screen.findByText(/You already have an account with/);
    expect(notice).toHaveTextContent(
      `You already have an account with ${member.email}. Sign in with your password once to link ${schoolLabel}; after that you can sign in with ${schoolLabel}.`,
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue(member.email);
    expect(router.state.location.search).toBe('');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), member.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Member dashboard at/)).toBeInTheDocument();
    expect(await Promise.all(logins.calls.map((call) => call.json()))).toEqual([
      { email: member.email, password: member.password, identityTicket: ticket },
    ]);
    // The server linked the provider: the member can sign in with it from now on.
    const { linked } = await (await realServer()).run('getSignInMethods', {}, { as: 'member' });
    expect(linked.map(({ provider }) => provider)).toEqual(['oidc']);
  });

  it('asks for the password to link in Turkish on the Turkish page', async () => {
    const member = await demoMember();
    const ticket = await providerReturn('google', await demoMemberAtProvider(), { language: 'tr' });
    returnTo(`/login?identity=${ticket}`);
    expect(await screen.findByText(/adresiyle zaten bir hesabınız var/)).toHaveTextContent(
      `${member.email} adresiyle zaten bir hesabınız var. Google hesabınızı bağlamak için bir kez şifrenizle giriş yapın; sonrasında Google ile giriş yapabilirsiniz.`,
    );
    expect(screen.getByLabelText('E-posta')).toHaveValue(member.email);
  });

  it('forgets a link that ran out (4073): says so, and the next try is a plain sign-in', async () => {
    const member = await demoMember();
    const ticket = await providerReturn('linkedin', await demoMemberAtProvider());
    const logins = watchedCallsOn('post', '*/api/auth/login');
    mockServer.use(logins.handler);
    renderRoutes(routes, { path: `/en/login?identity=${ticket}`, catalogues: { tr, en } });
    await screen.findByText(/Sign in with your password once to link LinkedIn/);
    // The visitor comes back to the form an hour later: the link's ticket has run out.
    await (await realServer()).clock.advanceSeconds(60 * 60);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), member.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in attempt has expired or was already used. Please start again.',
    );
    expect(screen.queryByText(/Sign in with your password once to link/)).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Member dashboard at/)).toBeInTheDocument();
    expect(await Promise.all(logins.calls.map((call) => call.json()))).toEqual([
      { email: member.email, password: member.password, identityTicket: ticket },
      { email: member.email, password: member.password },
    ]);
  });

  it("shows a refusal in the page's language in the form's error area, and reads it first", async () => {
    // The school's server does not vouch for the address it gives.
    const ticket = await providerReturn('oidc', await demoMemberAtProvider(false), { language: 'tr' });
    const { router } = returnTo(`/login?identity=${ticket}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${schoolLabel} hesabınızın e-posta adresi doğrulanmamış. Adresi orada doğrulayın ya da şifrenizle giriş yapın.`,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('E-posta')).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('refuses a spent ticket with the server message', async () => {
    const redeemed = watchRedemptions();
    returnTo('/en/login?identity=never-issued');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in attempt has expired or was already used. Please start again.',
    );
    expect(await redeemed()).toEqual(['never-issued']);
  });

  it('says so when the server failed on the return (no ticket at all)', async () => {
    const { router } = returnTo('/en/login?identityError=1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with that service did not work. Please try again.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('answers a provider that is not enabled any more without leaving', async () => {
    const { user } = await open('/en/login');
    const google = await screen.findByRole('button', { name: 'Sign in with Google' });
    // The server's configuration changed while the page was open.
    await (await realServer()).offerIdentityProviders(
      offeredProviders.filter(({ provider }) => provider !== 'google'),
    );
    await user.click(google);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with this service is not available on this site.',
    );
    expect(leaving).not.toHaveBeenCalled();
  });
});
