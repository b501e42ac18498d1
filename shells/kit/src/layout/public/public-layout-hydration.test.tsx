import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/unwrap.ts';
import { AppRoot } from '../../app/app-root.tsx';
import { authKeys } from '../../auth/current-user-state.ts';
import { tokenAtom } from '../../auth/token.ts';
import { i18n } from '../../i18n/i18n.ts';
import { queryClient } from '../../query/query-client.ts';
import { store } from '../../state/store.ts';
import { themeChoiceAtom } from '../../theme/theme-mode.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { PublicLayout } from './public-layout.tsx';

// Contract 4 of issue 10: a pre-rendered public page is the visitor's page, drawn without this
// browser's choices. React must adopt it as it is, also in a browser that has chosen dark and
// holds a session — what depends on those shows right after hydration, not in its first render.

const routes: RouteObject[] = [
  {
    path: '/en',
    element: <PublicLayout />,
    children: [{ path: 'login', element: <PageTitle>Sign in</PageTitle> }],
  },
];

const app = (path: string) => <AppRoot router={createMemoryRouter(routes, { initialEntries: [path] })} />;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  act(() => store.set(themeChoiceAtom, null));
  root = null;
  document.body.innerHTML = '';
});

describe('the public layout in a pre-rendered page', () => {
  it('hydrates without a mismatch for a signed-in visitor who chose dark, then shows their state', async () => {
    act(() => i18n.activate('en'));
    const html = renderToString(app('/en/login'));

    // This browser: dark chosen, a session, the user already known, and a query in the address.
    // (The server writes data-theme before any script; the store reads it when the kit loads.)
    document.documentElement.dataset.theme = 'dark';
    act(() => store.set(themeChoiceAtom, 'dark'));
    act(() => store.set(tokenAtom, 'demo-token-member'));
    const member = await unwrap(api.api.auth.userinfo.$get());
    queryClient.setQueryData([...authKeys.currentUser, 'demo-token-member'], member);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverHeading = container.querySelector('h1');
    const problems: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    await act(async () => {
      root = hydrateRoot(container, app('/en/login?from=mail'), {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    consoleError.mockRestore();

    expect(problems).toEqual([]);
    // Adopted, not drawn anew: the server's heading is the one on screen.
    expect(container.querySelector('h1')).toBe(serverHeading);
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(within(banner).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
    expect(within(banner).getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(within(banner).getAllByRole('link', { name: 'Türkçe' })[0]).toHaveAttribute(
      'href',
      '/login?from=mail&lang=tr',
    );
  });

  it('says the year it is drawn in, and keeps it when adopted in the next one', async () => {
    act(() => i18n.activate('en'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-31T20:00:00Z'));
      const html = renderToString(app('/en/login'));
      expect(html).toMatch(/© (<!-- -->)?2026/);
      vi.setSystemTime(new Date('2027-01-01T09:00:00Z'));
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const problems: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
      await act(async () => {
        root = hydrateRoot(container, app('/en/login'), {
          onRecoverableError: (error) => problems.push(error),
        });
      });
      consoleError.mockRestore();
      expect(problems).toEqual([]);
      expect(within(screen.getByRole('contentinfo')).getByText(/© 2026/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
