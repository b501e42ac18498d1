import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoot } from '../app/app-root.tsx';
import { authKeys, type CurrentUser } from '../auth/current-user-state.ts';
import { signIn } from '../auth/session.ts';
import { tokenAtom } from '../auth/token.ts';
import { ThemeToggle } from '../layout/controls/theme-toggle.tsx';
import { readCookie } from '../lib/cookies.ts';
import { queryClient } from '../query/query-client.ts';
import { store } from '../state/store.ts';
import { watchedCallsOn } from '../test/hand-made-answers.ts';
import { realServer } from '../test/real-server.ts';
import { mockServer } from '../test/setup.ts';
import { applyThemeMode } from './theme-mode.ts';

/** The demo member, having saved this theme on their account through the real server beforehand. */
async function memberWithTheme(theme: Pick<CurrentUser, 'themePack' | 'themeMode'>) {
  const server = await realServer();
  await server.run('changeTheme', theme, { as: 'member' });
  return server.accounts.member;
}

describe("the account's theme", () => {
  it('wins over this browser’s choice at sign-in: colour set and light/dark', async () => {
    document.documentElement.dataset.theme = 'light';
    const member = await memberWithTheme({ themePack: 'theme5', themeMode: 'dark' });
    await signIn({ email: member.email, password: member.password });
    expect(document.documentElement.dataset.accent).toBe('theme5');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
  });

  it('leaves this browser’s light or dark choice alone when the account made none ("system")', async () => {
    applyThemeMode('dark');
    const member = await memberWithTheme({ themePack: 'theme1', themeMode: 'system' });
    await signIn({ email: member.email, password: member.password });
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(readCookie('theme')).toBe('dark');
  });

  it('is kept with the account when a signed-in person switches light and dark in the top bar', async () => {
    const user = userEvent.setup();
    const { token } = await memberWithTheme({ themePack: 'theme1', themeMode: 'system' });
    const changeTheme = watchedCallsOn('post', '*/api/accounts/changetheme');
    mockServer.use(changeTheme.handler);
    applyThemeMode('light');
    act(() => store.set(tokenAtom, token));
    const router = createMemoryRouter([{ path: '/', element: <ThemeToggle /> }]);
    render(<AppRoot router={router} />);
    // The toggle knows who is signed in once the current user has come.
    await waitFor(() => expect(queryClient.getQueryData([...authKeys.currentUser, token])).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => expect(changeTheme.calls).toHaveLength(1));
    expect(await changeTheme.calls[0]?.json()).toEqual({ themePack: 'theme1', themeMode: 'dark' });
    await waitFor(() =>
      expect(queryClient.getQueryData<CurrentUser>([...authKeys.currentUser, token])?.themeMode).toBe('dark'),
    );
  });
});
