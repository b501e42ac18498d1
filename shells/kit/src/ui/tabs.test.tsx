import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { activeLinkTab, LinkTabs } from './link-tabs.tsx';
import { Tabs } from './tabs.tsx';
import { revealSelectedTab } from './tabs-reveal.ts';

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

/** Sections of one page by its search part, the bare page being the first (the settings). */
const hrefOf = (section: string) =>
  section === 'profile' ? '/en/settings' : `/en/settings?section=${section}`;
function Sections() {
  const section = new URLSearchParams(useLocation().search).get('section') ?? 'profile';
  return (
    <LinkTabs
      label="Settings sections"
      tabs={[
        { href: hrefOf('profile'), label: 'Profile' },
        { href: hrefOf('theme'), label: 'Theme' },
      ]}
      current={hrefOf(section)}
    >
      <p>the {section} section</p>
    </LinkTabs>
  );
}

describe('LinkTabs', () => {
  it('marks the link of the address as the page shown and navigates with the router', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { path: '/en/admin/account', lang: 'en' });
    const navigation = screen.getByRole('navigation', { name: 'Account pages' });
    expect(navigation).toContainElement(screen.getByRole('link', { name: 'Accounts' }));
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Proofs' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('the accounts table')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Proofs' }));
    expect(router.state.location.pathname).toBe('/en/admin/account/proofs');
    expect(await screen.findByText('the proofs to review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Proofs' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the parent tab marked on a deeper page', () => {
    renderRoutes(routes, { path: '/en/admin/account/proofs/7', lang: 'en' });
    expect(screen.getByRole('link', { name: 'Proofs' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the tab it is told is shown where the path does not say: sections in the search part', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/en/settings', element: <Sections /> }], {
      path: '/en/settings',
      lang: 'en',
    });
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Theme' }));
    expect(router.state.location.search).toBe('?section=theme');
    expect(await screen.findByText('the theme section')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Theme' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    // Another section is not another page: the focus stays on the link pressed.
    expect(screen.getByRole('link', { name: 'Theme' })).toHaveFocus();
  });

  it('finds the active tab: exact first, then the longest parent', () => {
    const hrefs = ['/admin/account', '/admin/account/proofs'];
    expect(activeLinkTab('/admin/account/', hrefs)).toBe('/admin/account');
    expect(activeLinkTab('/admin/account/proofs/9', hrefs)).toBe('/admin/account/proofs');
    expect(activeLinkTab('/admin/account/42', hrefs)).toBe('/admin/account');
    expect(activeLinkTab('/admin/badge', hrefs)).toBeNull();
  });
});

describe('revealSelectedTab', () => {
  /** A list 300 px wide scrolled to `scrollLeft`, whose selected tab sits at `left` (page coordinates). */
  function list(scrollLeft: number, left: number) {
    const element = document.createElement('div');
    element.innerHTML = '<button>Profile</button><button data-selected="true">Sign-in methods</button>';
    element.scrollLeft = scrollLeft;
    const box = (x: number, width: number) => ({ left: x, width }) as DOMRect;
    element.getBoundingClientRect = () => box(0, 300);
    const selected = element.querySelector('[data-selected]') as HTMLElement;
    selected.getBoundingClientRect = () => box(left, 100);
    return element;
  }

  it('scrolls a hidden selected tab to the middle of the list', () => {
    const element = list(0, 640);
    revealSelectedTab(element);
    expect(element.scrollLeft).toBe(540);
  });

  it('leaves a list alone whose selected tab shows', () => {
    const element = list(20, 150);
    revealSelectedTab(element);
    expect(element.scrollLeft).toBe(20);
  });
});
