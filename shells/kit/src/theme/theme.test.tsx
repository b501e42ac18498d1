import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../app/app-root.tsx';
import { authKeys, type CurrentUser } from '../auth/current-user-state.ts';
import { signIn } from '../auth/session.ts';
import { tokenAtom } from '../auth/token.ts';
import { ThemeToggle } from '../layout/controls/theme-toggle.tsx';
import { readCookie } from '../lib/cookies.ts';
import { demoMember, loginResultOf } from '../mocks/fixtures.ts';
import { queryClient } from '../query/query-client.ts';
import { store } from '../state/store.ts';
import { mockServer } from '../test/setup.ts';
import { applyThemeMode } from './theme-mode.ts';

/** The sign-in answers the user with its token: with this theme saved on the account. */
const signInAnswersTheme = (theme: Pick<CurrentUser, 'themePack' | 'themeMode'>) =>
  http.post('*/api/auth/login', () =>
    HttpResponse.json({
      code: 2004,
      message: 'ok',
      data: { ...loginResultOf(demoMember), user: { ...demoMember.user, ...theme } },
    }),
  );

describe("the account's theme", () => {
  it('wins over this browser’s choice at sign-in: colour set and light/dark', async () => {
    document.documentElement.dataset.theme = 'light';
    mockServer.use(signInAnswersTheme({ themePack: 'theme5', themeMode: 'dark' }));
    await signIn({ email: demoMember.email, password: demoMember.password });
    expect(document.documentElement.dataset.accent).toBe('theme5');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
  });

  it('leaves this browser’s light or dark choice alone when the account made none ("system")', async () => {
    applyThemeMode('dark');
    mockServer.use(signInAnswersTheme({ themePack: 'theme1', themeMode: 'system' }));
    await signIn({ email: demoMember.email, password: demoMember.password });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(readCookie('theme')).toBe('dark');
  });

  it('is kept with the account when a signed-in person switches light and dark in the top bar', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockServer.use(
      http.post('*/api/accounts/changetheme', async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return HttpResponse.json({ code: 2002, message: 'ok', data: body });
      }),
    );
    applyThemeMode('light');
    act(() => store.set(tokenAtom, demoMember.token));
    const router = createMemoryRouter([{ path: '/', element: <ThemeToggle /> }]);
    render(<AppRoot router={router} />);
    // The toggle knows who is signed in once the current user has come.
    await waitFor(() =>
      expect(queryClient.getQueryData([...authKeys.currentUser, demoMember.token])).toBeDefined(),
    );
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => expect(sent).toEqual([{ themePack: 'theme1', themeMode: 'dark' }]));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<CurrentUser>([...authKeys.currentUser, demoMember.token])?.themeMode,
      ).toBe('dark'),
    );
  });
});
