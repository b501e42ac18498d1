import { Outlet, type RouteObject, setAreaPrefetcher, store, tokenAtom } from '@coach/kit';
import { signInCallsWithUserinfoHeld } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { linkedToDemoMember, providerReturn } from '../../../test-support/identities.ts';
import { LoginPage } from './login-page.tsx';

// Issue 10: a sign-in goes straight on to the dashboard. The user comes with the token, so
// userinfo is not asked; the dashboard's data is asked for at once, the form stays busy until the
// dashboard is there, and the member or admin area's code is loaded once the visitor reaches for
// the form.

/** A promise the test settles by hand. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** What reached the server, in order (userinfo is held for good: nothing may wait for it). */
function watchCalls() {
  const { calls, handlers } = signInCallsWithUserinfoHeld();
  mockServer.use(...handlers);
  return calls;
}

/** The demo accounts, as the seed made them. */
const demo = async () => (await realServer()).accounts;

/** The next page's loader stands for the area's code on its way: the login page stays meanwhile. */
let nextPage = deferred();

const pages: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  {
    path: 'user/dashboard',
    loader: () => nextPage.promise.then(() => null),
    element: <p>Member dashboard page</p>,
  },
  { path: 'user/projects', element: <p>Projects page</p> },
  { path: 'admin/dashboard', element: <p>Admin dashboard page</p> },
];
const routes: RouteObject[] = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

const prefetcher = vi.fn(async () => undefined);

beforeEach(() => {
  nextPage = deferred();
  setAreaPrefetcher(prefetcher);
});

afterEach(() => {
  setAreaPrefetcher(null);
  prefetcher.mockClear();
  vi.unstubAllGlobals();
});

function open(path: string) {
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  // The English label is "E-mail" or "Email", whichever the glossary settles on.
  await user.type(screen.getByRole('textbox', { name: /^e-?mail$/i }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signing in goes straight to the dashboard', () => {
  it('keeps the form busy until the dashboard is there, never "signed in as" in between', async () => {
    watchCalls();
    const { member } = await demo();
    const { router } = open('/en/login');
    await signIn(member.email, member.password);
    // Signed in, and the navigation waits for the next page: the login page is still up.
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/en/user/dashboard'));
    expect(screen.queryByText(/signed in as/i)).toBeNull();
    expect(screen.queryByRole('button', { name: /sign out/i })).toBeNull();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toHaveAttribute('aria-busy', 'true');
    nextPage.resolve();
    expect(await screen.findByText('Member dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/user/dashboard');
  });

  it("asks for the member's dashboard data at once, and never for userinfo", async () => {
    const calls = watchCalls();
    const { member } = await demo();
    open('/en/login');
    await signIn(member.email, member.password);
    await waitFor(() => expect(calls).toContain('accountdashboard'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true');
    nextPage.resolve();
    expect(await screen.findByText('Member dashboard page')).toBeInTheDocument();
    // Userinfo is held: had anything waited for it, the dashboard would not be here.
    expect(calls).toEqual(['accountdashboard']);
    expect(window.localStorage.getItem('coach.area')).toBe('member');
  });

  it("asks for an administrator's dashboard, though this browser last signed in to the member area", async () => {
    window.localStorage.setItem('coach.area', 'member');
    const calls = watchCalls();
    const { admin } = await demo();
    const { router } = open('/en/login');
    await signIn(admin.email, admin.password);
    expect(await screen.findByText('Admin dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/admin/dashboard');
    // The sign-in said who signed in: no guess, no refused member call.
    expect(calls).toEqual(['admindashboard']);
    expect(prefetcher).toHaveBeenLastCalledWith('admin');
    expect(window.localStorage.getItem('coach.area')).toBe('admin');
  });

  it('asks for no dashboard when the sign-in returns to another page', async () => {
    const calls = watchCalls();
    const { member } = await demo();
    const { router } = open('/en/login?returnTo=%2Fuser%2Fprojects');
    await signIn(member.email, member.password);
    expect(await screen.findByText('Projects page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/user/projects');
    expect(calls).toEqual([]);
    // The area's code is loaded all the same.
    expect(prefetcher).toHaveBeenCalledWith('member');
  });

  it('goes straight on from a provider too, the dashboard asked for at once', async () => {
    const calls = watchCalls();
    // The demo member comes back from a provider they linked: the server's own sign-in ticket.
    const ticket = await providerReturn('google', await linkedToDemoMember('google'));
    const { router } = open(`/en/login?identity=${ticket}`);
    await waitFor(() => expect(calls).toEqual(['accountdashboard']));
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe('/en/user/dashboard'));
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    expect(screen.queryByText(/signed in as/i)).toBeNull();
    nextPage.resolve();
    expect(await screen.findByText('Member dashboard page')).toBeInTheDocument();
  });

  it('still tells a visitor who arrives signed in who they are', async () => {
    const { member } = await demo();
    store.set(tokenAtom, member.token);
    open('/en/login');
    expect(await screen.findByText(/You are signed in as/)).toHaveTextContent(member.fullName);
  });
});

describe('the login page loads the next area when the visitor reaches for the form', () => {
  const emailField = () => screen.getByRole('textbox', { name: /^(e-?mail|e-posta)$/i });

  it('loads nothing while the visitor only reads, and the member area once they start on the form', async () => {
    const user = userEvent.setup();
    open('/en/login');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((settle) => setTimeout(settle, 300));
    expect(prefetcher).not.toHaveBeenCalled();
    await user.click(emailField());
    expect(prefetcher).toHaveBeenCalledExactlyOnceWith('member');
    await user.keyboard('a');
    expect(prefetcher).toHaveBeenCalledTimes(1);
  });

  it('loads the admin area for the area this browser signed in to last', async () => {
    window.localStorage.setItem('coach.area', 'admin');
    open('/login');
    await userEvent.setup().click(emailField());
    expect(prefetcher).toHaveBeenCalledExactlyOnceWith('admin');
  });

  it('follows the page to return to', async () => {
    window.localStorage.setItem('coach.area', 'admin');
    open('/login?returnTo=%2Fuser%2Fprojects');
    await userEvent.setup().click(emailField());
    expect(prefetcher).toHaveBeenCalledExactlyOnceWith('member');
  });
});
