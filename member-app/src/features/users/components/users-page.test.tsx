import { store, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { profileHandlers } from '../../../mocks/profile-handlers.ts';
import { UsersPage } from './users-page.tsx';

const routes = [
  { path: '/user/users', element: <UsersPage /> },
  { path: '/en/user/users', element: <UsersPage /> },
  { path: '/en/user/profile/:accountId', element: <p>Profile page</p> },
  { path: '/error', element: <p>Error page</p> },
];

function open(path: string) {
  mockServer.use(...profileHandlers());
  store.set(tokenAtom, 'demo-token-member');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Members' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('users page', () => {
  it('lists members as cards with their place, badge and languages, and links each to the profile', async () => {
    const user = userEvent.setup();
    const { router } = open('/en/user/users');
    expect(await screen.findByText('3 members')).toBeInTheDocument();
    expect(names()).toEqual(['Can Yıldız', 'Mehmet Öztürk', 'Zeynep Kaya']);
    const mehmet = screen.getByRole('link', { name: 'Mehmet Öztürk' }).closest('article') as HTMLElement;
    expect(within(mehmet).getByText('Çankaya, Ankara, Türkiye')).toBeInTheDocument();
    expect(within(mehmet).getByText('Gold')).toBeInTheDocument();
    expect(within(mehmet).getByText('English')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Mehmet Öztürk' }));
    expect(router.state.location.pathname).toBe('/en/user/profile/9d2b5a34-0c8e-4f0e-9a57-000000000001');
  });

  it('searches by name and filters by language and badge, keeping all of it in the address', async () => {
    const user = userEvent.setup();
    const { router } = open('/en/user/users');
    await screen.findByText('3 members');
    await user.selectOptions(screen.getByLabelText('Coaching language'), 'en');
    await waitFor(() => expect(names()).toEqual(['Mehmet Öztürk', 'Zeynep Kaya']));
    await user.selectOptions(
      await screen.findByLabelText('Badge'),
      await screen.findByRole('option', { name: 'Gold' }),
    );
    await waitFor(() => expect(names()).toEqual(['Mehmet Öztürk']));
    expect(router.state.location.search).toContain('language=en');
    expect(router.state.location.search).toContain('badge=');

    await user.selectOptions(screen.getByLabelText('Badge'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zeyn{Enter}');
    await waitFor(() => expect(names()).toEqual(['Zeynep Kaya']));
    expect(router.state.location.search).toContain('search=zeyn');
  });

  it('says so when nobody matches', async () => {
    const user = userEvent.setup();
    open('/en/user/users');
    await screen.findByText('3 members');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nobody{Enter}');
    expect(await screen.findByRole('heading', { name: 'No member matches' })).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    open('/user/users');
    expect(await screen.findByText('3 üye')).toBeInTheDocument();
    expect(screen.getByLabelText('Koçluk dili')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Altın' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehmet Öztürk' }).closest('article')).toHaveTextContent('Altın');
  });
});
