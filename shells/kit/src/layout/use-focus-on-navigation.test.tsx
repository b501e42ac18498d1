import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, Outlet, type RouteObject, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

// Two layouts, like the public site and the member area: signing in leaves one for the other.
function PublicFrame() {
  useFocusOnNavigation();
  return (
    <main>
      <Outlet />
    </main>
  );
}

function AreaFrame() {
  useFocusOnNavigation();
  return (
    <main>
      <Outlet />
    </main>
  );
}

function LoginPage() {
  return (
    <>
      <PageTitle>Sign in</PageTitle>
      <Link to="/user/dashboard">Continue</Link>
      <Link to="/faq">FAQ</Link>
    </>
  );
}

/** Like the member dashboard: loaded lazily, then a skeleton, and the heading with the data. */
function SlowDashboard() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setReady(true), 150);
    return () => window.clearTimeout(timer);
  }, []);
  if (!ready) return <div aria-busy="true">Loading</div>;
  return <PageTitle>Dashboard</PageTitle>;
}

function FilteredList() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <PageTitle>FAQ</PageTitle>
      <button type="button" onClick={() => setParams({ page: String(Number(params.get('page') ?? 1) + 1) })}>
        Next page
      </button>
    </>
  );
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <PublicFrame />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'faq', element: <FilteredList /> },
    ],
  },
  {
    path: '/user',
    element: <AreaFrame />,
    children: [
      {
        path: 'dashboard',
        lazy: () =>
          new Promise((resolve) => window.setTimeout(() => resolve({ Component: SlowDashboard }), 50)),
      },
    ],
  },
];

describe('useFocusOnNavigation', () => {
  it('leaves the first page of the document alone', async () => {
    renderRoutes(routes, { path: '/login', lang: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    // A frame for the effects to have run.
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 20)));
    expect(document.body).toHaveFocus();
  });

  it('waits for a lazily loaded page in another layout and focuses its heading (the sign-in case)', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/login', lang: 'en' });
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('focuses the new heading after a navigation in the same layout', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/login', lang: 'en' });
    await user.click(await screen.findByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toHaveFocus());
  });

  it('keeps the focus where it is when only the search part changes (a filter, a page of a table)', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/faq', lang: 'en' });
    const next = await screen.findByRole('button', { name: 'Next page' });
    await user.click(next);
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 20)));
    expect(next).toHaveFocus();
  });

  it('gives up when the person presses a key before the page has come', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, { path: '/login', lang: 'en' });
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    await screen.findByText('Loading');
    await user.keyboard('{Tab}');
    const focused = document.activeElement;
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 20)));
    expect(heading).not.toHaveFocus();
    expect(document.activeElement).toBe(focused);
  });
});
