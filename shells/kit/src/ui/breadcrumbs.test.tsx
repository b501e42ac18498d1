import { msg } from '@lingui/core/macro';
import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

function Frame() {
  return (
    <>
      <Breadcrumbs />
      <Outlet />
    </>
  );
}

const routes = [
  {
    path: '/',
    element: <Frame />,
    handle: { crumb: msg`Home` },
    children: [
      {
        path: 'user',
        handle: { crumb: msg`Member area`, crumbLink: false },
        children: [
          {
            path: 'projects',
            handle: { crumb: msg`Projects` },
            children: [{ path: ':id', element: <p>page</p>, handle: { crumb: msg`Project` } }],
          },
          { path: 'plain', element: <p>plain</p> },
        ],
      },
    ],
  },
];

describe('Breadcrumbs', () => {
  it('shows a crumb for each matched route with handle.crumb, linking all but the last', async () => {
    renderRoutes(routes, { path: '/user/projects/7', lang: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Member area', 'Projects', 'Project']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/user/projects');
    // A page-less parent is not a link, and neither is the page itself.
    expect(within(nav).queryByRole('link', { name: 'Member area' })).toBeNull();
    expect(within(nav).getByText('Project')).toHaveAttribute('aria-current', 'page');
  });

  it('hides itself when there is a single crumb', async () => {
    renderRoutes([{ path: '/', element: <Frame />, handle: { crumb: msg`Home` } }], {
      path: '/',
      lang: 'en',
    });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('skips routes without a crumb', async () => {
    renderRoutes(routes, { path: '/user/plain', lang: 'en' });
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Member area']);
  });
});
