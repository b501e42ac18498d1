import { AppRoot, i18n, langFromPath, mergeCatalogues, store, tokenAtom } from '@coach/kit';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { queryClient } from '@coach/kit/query';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import {
  createIdentityStore,
  type IdentityStore,
  identityHandlers,
  mockNewcomer,
  mockOidcLabel,
} from '../../../mocks/identity-handlers.ts';
import { identityProviderKeys } from '../api/identity-providers.ts';
import { goToProvider } from '../utils/go-to-provider.ts';
import { LoginPage } from './login-page.tsx';

// The browser never leaves for a provider in a test: the hand-over is watched instead.
vi.mock('../utils/go-to-provider.ts', () => ({ goToProvider: vi.fn() }));

afterEach(() => vi.mocked(goToProvider).mockClear());

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

/**
 * The page back from a provider, in strict mode from the root, as in development: effects run
 * twice, and a ticket must still be redeemed once.
 */
function returnTo(path: string, identities: IdentityStore) {
  mockServer.use(...identityHandlers(identities));
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

function open(path: string, options: Parameters<typeof createIdentityStore>[0] = {}) {
  const identities = createIdentityStore(options);
  mockServer.use(...identityHandlers(identities));
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, identities, user: userEvent.setup() };
}

describe('login page, providers', () => {
  it('offers a button for each enabled provider, under the password form', async () => {
    open('/en/login');
    const buttons = await screen.findAllByRole('button', { name: /^Sign in with / });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Sign in with Google',
      'Sign in with Microsoft',
      'Sign in with LinkedIn',
      `Sign in with ${mockOidcLabel}`,
    ]);
    expect(screen.getByText('or')).toBeInTheDocument();
    // After the form in reading (and tab) order: it never pushes the form down.
    const submit = screen.getByRole('button', { name: 'Sign in' });
    for (const button of buttons) {
      expect(submit.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('names them in Turkish on Turkish pages, beside "Giriş yap"', async () => {
    open('/login');
    expect(await screen.findByRole('button', { name: 'Google ile giriş yap' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${mockOidcLabel} ile giriş yap` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Giriş yap' })).toHaveAttribute('type', 'submit');
    expect(screen.getByText('veya')).toBeInTheDocument();
  });

  it('shows nothing of the kind when no provider is enabled', async () => {
    open('/en/login', { providers: [] });
    await waitFor(() =>
      expect(queryClient.getQueryState(identityProviderKeys.enabled)?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: /^Sign in with / })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('asks for the provider page, waits focusably, then sends the browser there', async () => {
    const { identities, user } = open('/en/login');
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer.use(
      http.post('*/api/auth/oauth/start', async ({ request }) => {
        identities.starts.push((await request.json()) as never);
        await released;
        return answer(request, 200, 'done', {
          authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth?client_id=coach&state=abc',
        });
      }),
    );
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
    expect(identities.starts).toEqual([{ provider: 'google', intent: 'signIn', language: 'en' }]);

    release();
    await waitFor(() =>
      expect(goToProvider).toHaveBeenCalledWith(
        'https://accounts.google.com/o/oauth2/v2/auth?client_id=coach&state=abc',
      ),
    );
    expect(goToProvider).toHaveBeenCalledTimes(1);
  });

  it('starts by keyboard, with the language of the page', async () => {
    const { identities, user } = open('/login');
    const linkedIn = await screen.findByRole('button', { name: 'LinkedIn ile giriş yap' });
    linkedIn.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(goToProvider).toHaveBeenCalledTimes(1));
    expect(identities.starts).toEqual([{ provider: 'linkedin', intent: 'signIn', language: 'tr' }]);
    expect(vi.mocked(goToProvider).mock.calls[0]?.[0]).toMatch(/\/login\?identity=mock-identity-/);
  });

  it('says why when the provider cannot be reached, and lets the visitor try again', async () => {
    const { user } = open('/en/login');
    mockServer.use(
      http.post('*/api/auth/oauth/start', ({ request }) =>
        answer(request, 503, 'identityProviderUnavailable', { provider: 'Microsoft' }),
      ),
    );
    const microsoft = await screen.findByRole('button', { name: 'Sign in with Microsoft' });
    await user.click(microsoft);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Microsoft cannot be reached right now. Please try again later, or sign in with your password.',
    );
    expect(microsoft).not.toHaveAttribute('aria-disabled');
    expect(goToProvider).not.toHaveBeenCalled();
  });
});

describe('login page, back from a provider', () => {
  it('signs in with a signedIn ticket, once, and opens the dashboard without the ticket', async () => {
    const identities = createIdentityStore();
    const ticket = identities.issue({
      kind: 'signedIn',
      token: demoMember.token,
      expiresIn: 1800,
      user: demoMember.user,
    });
    const { router } = returnTo(`/en/login?identity=${ticket}`, identities);
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(await screen.findByText('Member dashboard at /en/user/dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/user/dashboard');
    expect(router.state.location.search).toBe('');
    expect(store.get(tokenAtom)).toBe(demoMember.token);
    expect(window.localStorage.getItem('coach.token')).toBe(demoMember.token);
    expect(identities.redeemed).toEqual([ticket]);
    // The login page is replaced: "back" does not return to the spent ticket.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends someone new to the registration wizard with the ticket', async () => {
    const identities = createIdentityStore();
    const ticket = identities.issue((own) => ({
      kind: 'register',
      ticket: own,
      profile: { provider: 'google', ...mockNewcomer },
    }));
    const { router } = returnTo(`/en/login?identity=${ticket}`, identities);
    expect(await screen.findByText(`Registration at /en/register?identity=${ticket}`)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?identity=${ticket}`);
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('asks for the password once to link, sends the ticket with it, and signs in', async () => {
    const identities = createIdentityStore();
    const ticket = identities.issue((own) => ({
      kind: 'linkWithPassword',
      ticket: own,
      provider: 'oidc',
      email: demoMember.email,
    }));
    const { router } = returnTo(`/en/login?identity=${ticket}`, identities);
    const notice = await screen.findByText(/You already have an account with/);
    expect(notice).toHaveTextContent(
      `You already have an account with ${demoMember.email}. Sign in with your password once to link ${mockOidcLabel}; after that you can sign in with ${mockOidcLabel}.`,
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue(demoMember.email);
    expect(router.state.location.search).toBe('');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), demoMember.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Member dashboard at/)).toBeInTheDocument();
    expect(identities.linkLogins).toEqual([
      { email: demoMember.email, password: demoMember.password, identityTicket: ticket },
    ]);
    expect(identities.redeemed).toEqual([ticket]);
  });

  it('asks for the password to link in Turkish on the Turkish page', async () => {
    const identities = createIdentityStore();
    const ticket = identities.issue((own) => ({
      kind: 'linkWithPassword',
      ticket: own,
      provider: 'google',
      email: demoMember.email,
    }));
    returnTo(`/login?identity=${ticket}`, identities);
    expect(await screen.findByText(/adresiyle zaten bir hesabınız var/)).toHaveTextContent(
      `${demoMember.email} adresiyle zaten bir hesabınız var. Google hesabınızı bağlamak için bir kez şifrenizle giriş yapın; sonrasında Google ile giriş yapabilirsiniz.`,
    );
    expect(screen.getByLabelText('E-posta')).toHaveValue(demoMember.email);
  });

  it('forgets a link that ran out (4073): says so, and the next try is a plain sign-in', async () => {
    const identities = createIdentityStore();
    const ticket = identities.issue((own) => ({
      kind: 'linkWithPassword',
      ticket: own,
      provider: 'linkedin',
      email: demoMember.email,
    }));
    mockServer.use(...identityHandlers(identities));
    const logins: unknown[] = [];
    mockServer.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.clone().json()) as { identityTicket?: string };
        logins.push(body);
        return body.identityTicket ? answer(request, 400, 'identityFlowExpired') : undefined;
      }),
    );
    renderRoutes(routes, { path: `/en/login?identity=${ticket}`, catalogues: { tr, en } });
    await screen.findByText(/Sign in with your password once to link LinkedIn/);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), demoMember.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in attempt has expired or was already used. Please start again.',
    );
    expect(screen.queryByText(/Sign in with your password once to link/)).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Member dashboard at/)).toBeInTheDocument();
    expect(logins).toEqual([
      { email: demoMember.email, password: demoMember.password, identityTicket: ticket },
      { email: demoMember.email, password: demoMember.password },
    ]);
  });

  it("shows a refusal in the page's language in the form's error area, and reads it first", async () => {
    const identities = createIdentityStore();
    const ticket = identities.issue({
      refused: 'providerEmailNotVerified',
      status: 403,
      data: { provider: mockOidcLabel },
    });
    const { router } = returnTo(`/login?identity=${ticket}`, identities);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `${mockOidcLabel} hesabınızın e-posta adresi doğrulanmamış. Adresi orada doğrulayın ya da şifrenizle giriş yapın.`,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText('E-posta')).toHaveValue('');
    expect(router.state.location.search).toBe('');
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('refuses a spent ticket with the server message', async () => {
    const identities = createIdentityStore();
    returnTo('/en/login?identity=never-issued', identities);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in attempt has expired or was already used. Please start again.',
    );
    expect(identities.redeemed).toEqual(['never-issued']);
  });

  it('says so when the server failed on the return (no ticket at all)', async () => {
    const { router } = returnTo('/en/login?identityError=1', createIdentityStore());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with that service did not work. Please try again.',
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('answers a provider that is not enabled any more without leaving', async () => {
    const { user } = open('/en/login');
    mockServer.use(
      http.post('*/api/auth/oauth/start', ({ request }) =>
        answer(request, 404, 'identityProviderNotEnabled'),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with this service is not available on this site.',
    );
  });
});
