import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { activeLinkTab, LinkTabs, Tabs } from './tabs.tsx';

function AccountPages() {
  return (
    <LinkTabs
      label="Account pages"
      tabs={[
        { href: '/en/admin/account', label: 'Accounts' },
        { href: '/en/admin/account/proofs', label: 'Proofs' },
      ]}
    >
      <Outlet />
    </LinkTabs>
  );
}

const routes = [
  {
    path: '/en/admin/account',
    element: <AccountPages />,
    children: [
      { index: true, element: <p>the accounts table</p> },
      { path: 'proofs', element: <p>the proofs to review</p> },
      { path: 'proofs/:id', element: <p>one proof</p> },
    ],
  },
];

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <Tabs
              label="Settings"
              tabs={[
                { id: 'profile', label: 'Profile', content: <p>profile form</p> },
                { id: 'password', label: 'Password', content: <p>password form</p> },
              ]}
            />
          ),
        },
      ],
      { path: '/en', lang: 'en' },
    );
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('profile form');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('password form');
  });
});

describe('LinkTabs', () => {
  it('selects the tab of the address and navigates with the router', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/en/admin/account', lang: 'en' });
    expect(screen.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('the accounts table');
    await user.click(screen.getByRole('tab', { name: 'Proofs' }));
    expect(router.state.location.pathname).toBe('/en/admin/account/proofs');
    expect(await screen.findByText('the proofs to review')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Proofs' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the parent tab selected on a deeper page', () => {
    renderRoutes(routes, { path: '/en/admin/account/proofs/7', lang: 'en' });
    expect(screen.getByRole('tab', { name: 'Proofs' })).toHaveAttribute('aria-selected', 'true');
  });

  it('finds the active tab: exact first, then the longest parent', () => {
    const hrefs = ['/admin/account', '/admin/account/proofs'];
    expect(activeLinkTab('/admin/account/', hrefs)).toBe('/admin/account');
    expect(activeLinkTab('/admin/account/proofs/9', hrefs)).toBe('/admin/account/proofs');
    expect(activeLinkTab('/admin/account/42', hrefs)).toBe('/admin/account');
    expect(activeLinkTab('/admin/badge', hrefs)).toBeNull();
  });
});
