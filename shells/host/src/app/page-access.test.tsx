import { ApiError, Link, Outlet, store, tokenAtom, useFocusOnNavigation } from '@coach/kit';
import { networkFailureOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { checkEachPage } from './guard-loader.ts';
import { pageAccessLoader } from './page-access-loader.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';

// The member area as the host builds it (routes.tsx), in small: its frame with the page's main
// region, the pages route that checks each page against the server's `pages`, and its boundary.
// Signed in as the demo guest unless told: the real server opens them no members list.

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

const memberPages = [
  { path: 'dashboard', element: <h1>Dashboard page</h1> },
  { path: 'users', element: <h1>Members page</h1> },
  // Pages whose own call the server refused, or found nothing for.
  { path: 'settings', element: <Thrower error={new ApiError(403, 4033, 'Forbidden')} /> },
  { path: 'profile/:accountId', element: <Thrower error={new ApiError(404, 4003, 'Not found')} /> },
  { path: 'membership-renewal', element: <Thrower error={new Error('broken')} /> },
];

/** The area's frame: its menu, and the main region the page (or the boundary) is drawn in. */
function Frame() {
  useFocusOnNavigation();
  return (
    <div>
      <nav>
        <Link to="users">Members link</Link>
      </nav>
      <main id="main-content">
        <Outlet />
      </main>
    </div>
  );
}

const area = (lang: 'tr' | 'en') => ({
  path: lang === 'en' ? '/en/user' : '/user',
  element: <Frame />,
  children: [
    {
      loader: pageAccessLoader,
      shouldRevalidate: checkEachPage,
      errorElement: <RootErrorBoundary inLayout />,
      children: memberPages,
    },
  ],
});

function open(path: string) {
  return renderRoutes([area('tr'), area('en')], { path, catalogues: { tr, en } });
}

beforeEach(async () => {
  store.set(tokenAtom, (await realServer()).accounts.guest.token);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a page the account may not open', () => {
  it('says so in Turkish, in the area’s frame, with the way to the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = open('/user/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hesabınıza açık değil' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Members page')).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Panelinize gidin' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
  });

  it('is checked again on every page the menu leads to, in English', async () => {
    const user = userEvent.setup();
    open('/en/user/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await user.click(screen.getByRole('link', { name: 'Members link' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Not available to your account' });
    // Reached by a link, it takes the focus to its heading like any page.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/en/user/dashboard',
    );
  });

  it('is the same page when the server refuses a page’s own call (403)', async () => {
    open('/en/user/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not available to your account' }),
    ).toBeInTheDocument();
  });
});

describe('what does not exist, and what failed', () => {
  it('a 404 from a page’s call is "not found", with the way to the dashboard', async () => {
    // A member, who may open profiles.
    store.set(tokenAtom, (await realServer()).accounts.member.token);
    open('/en/user/profile/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/en/user/dashboard',
    );
  });

  it('anything else is the error page', async () => {
    open('/en/user/membership-renewal');
    expect(await screen.findByRole('heading', { level: 1, name: 'An error occurred' })).toBeInTheDocument();
  });

  it('a signed-out visitor meets no page check (the area’s guard sends them to sign in)', async () => {
    store.set(tokenAtom, null);
    mockServer.use(networkFailureOn('get', '*/api/auth/userinfo'));
    open('/en/user/users');
    expect(await screen.findByRole('heading', { name: 'Members page' })).toBeInTheDocument();
  });
});
