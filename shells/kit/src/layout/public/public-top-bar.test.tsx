import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { PublicLayout } from './public-layout.tsx';

function renderPublic() {
  return renderRoutes(
    [
      {
        path: '/en',
        element: <PublicLayout />,
        children: [
          { index: true, element: <PageTitle>Home</PageTitle> },
          { path: 'rules', element: <PageTitle>Rules</PageTitle> },
        ],
      },
    ],
    { path: '/en' },
  );
}

describe('PublicTopBar', () => {
  it('gives the focus back to the menu button when Escape closes the phone menu', async () => {
    const user = userEvent.setup();
    renderPublic();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    // The focus inside the panel, on one of its links, as a keyboard user would have it.
    within(panel as HTMLElement)
      .getByRole('link', { name: 'Rules' })
      .focus();
    await user.keyboard('{Escape}');
    expect(document.getElementById(menuButton.getAttribute('aria-controls') ?? '')).toBeNull();
    expect(menuButton).toHaveFocus();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveAccessibleName('Open menu');
  });

  it('closes the phone menu when one of its links is followed; the new heading takes the focus', async () => {
    const user = userEvent.setup();
    renderPublic();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '') as HTMLElement;
    await user.click(within(panel).getByRole('link', { name: 'Rules' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toHaveFocus());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the visitor’s sign in and register', () => {
    renderPublic();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
  });
});
