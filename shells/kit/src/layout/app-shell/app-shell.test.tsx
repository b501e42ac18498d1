import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { tokenAtom } from '../../auth/token.ts';
import { queryClient } from '../../query/query-client.ts';
import { store } from '../../state/store.ts';
import { realServer } from '../../test/real-server.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { AppShell } from './app-shell.tsx';
import { drawerOpenAtom } from './sidebar-state.ts';

const nav = [{ to: 'dashboard', label: { id: 'Dashboard', message: 'Dashboard' }, icon: House }];

function renderShell() {
  act(() => store.set(tokenAtom, 'demo-token-member'));
  return renderRoutes(
    [
      {
        path: '/en/user',
        element: <AppShell nav={nav} navLabel="Member menu" settingsPath="settings" />,
        children: [
          { path: 'dashboard', element: <PageTitle>Dashboard</PageTitle> },
          { path: 'settings', element: <PageTitle>Settings</PageTitle> },
        ],
      },
    ],
    { path: '/en/user/dashboard' },
  );
}

/** A one-pixel PNG the server's image check reads. */
const onePixelPng = () =>
  Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (character) => character.charCodeAt(0),
  );

// The first test pays for loading react-aria and the shell on a busy machine.
describe('AppShell', () => {
  it('has one sidebar button for the desktop, which switches the sidebar between full and mini', async () => {
    const user = userEvent.setup();
    renderShell();
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: /sidebar/i, hidden: false })).toBe(toggle);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // The sidebar stays there in mini: its links keep their names for the keyboard and screen readers.
    expect(screen.getAllByRole('link', { name: 'Dashboard' }).length).toBeGreaterThan(0);
  });

  it('puts language, light/dark and the user (name, settings, sign out) in the phone drawer', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Member menu' });
    // Opening moves the focus into the drawer.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const inDrawer = within(drawer);
    expect(inDrawer.getByRole('navigation', { name: 'Member menu' })).toBeInTheDocument();
    expect(inDrawer.getByRole('link', { name: 'Türkçe' })).toHaveAttribute('href', '/user/dashboard?lang=tr');
    expect(inDrawer.getByRole('button', { name: /Switch to (dark|light) mode/ })).toBeInTheDocument();
    const { member } = (await realServer()).accounts;
    expect(await inDrawer.findByText(member.fullName)).toBeInTheDocument();
    expect(inDrawer.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/en/user/settings');
    expect(inDrawer.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows the member’s own photo beside their name once they have one, their initials before', async () => {
    const api = await realServer();
    const { member } = api.accounts;
    const chip = async () => {
      const name = await screen.findByTitle(member.fullName);
      return name.parentElement as HTMLElement;
    };
    renderShell();
    expect((await chip()).querySelector('img')).toBeNull();
    expect(await chip()).toHaveTextContent(/^[A-ZÇĞİÖŞÜ]{2}/);

    const { profilePhotoPath } = await api.run(
      'changeAvatar',
      { file: { name: 'me.png', bytes: onePixelPng() } },
      { as: 'member' },
    );
    // As the settings page does after a new photo: who is signed in is asked again.
    await act(() => queryClient.invalidateQueries());
    await waitFor(async () => expect((await chip()).querySelector('img')).not.toBeNull());
    expect((await chip()).querySelector('img')?.getAttribute('src')).toContain(profilePhotoPath);
  });

  it('gives the focus back to the menu button when Escape or the close button closes the drawer', async () => {
    const user = userEvent.setup();
    renderShell();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });

    await user.click(menuButton);
    await screen.findByRole('dialog', { name: 'Member menu' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member menu' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(menuButton).toHaveFocus());

    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Member menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member menu' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(menuButton).toHaveFocus());
  });

  it('opens the drawer also when the menu button was pressed before the drawer’s own code came', async () => {
    // The drawer's code loads apart from the shell: a press before it came leaves the state open.
    act(() => store.set(drawerOpenAtom, true));
    renderShell();
    expect(await screen.findByRole('dialog', { name: 'Member menu' })).toBeInTheDocument();
  });

  it('starts a new shell (another language, another area) with the drawer closed', async () => {
    const user = userEvent.setup();
    const { unmount } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Member menu' });
    unmount();
    renderShell();
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer when one of its links is followed, and the new page’s heading takes the focus', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Member menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Settings' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member menu' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toHaveFocus());
  });
});
