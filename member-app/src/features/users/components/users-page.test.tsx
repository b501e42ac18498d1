import { callAs, signInAs, tokenOf, whoIs } from '@coach/kit/test/real-member.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { UsersPage } from './users-page.tsx';

const routes = [
  { path: '/user/users', element: <UsersPage /> },
  { path: '/en/user/users', element: <UsersPage /> },
  { path: '/en/user/profile/:accountId', element: <p>Profile page</p> },
  { path: '/error', element: <p>Error page</p> },
];

// The seeded members, as the real server lists them to the demo member (Ayşe).

async function open(path: string) {
  const token = await signInAs();
  return { token, ...renderRoutes(routes, { path, catalogues: { tr, en } }) };
}

/** The directory as the server answers `query` to the signed-in member: its names and count. */
async function directory(token: string, query = '') {
  const { data } = await callAs<{ items: { fullName: string }[]; total: number }>(
    token,
    'GET',
    `/api/accounts/accountsprofiledetail${query}`,
  );
  return { names: data.items.map((member) => member.fullName), total: data.total };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Members' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('users page', () => {
  it('lists members as cards with their place, badge and languages, and links each to the profile', async () => {
    const user = userEvent.setup();
    const { router, token } = await open('/en/user/users');
    const all = await directory(token);
    expect(await screen.findByText(`${all.total} members`)).toBeInTheDocument();
    expect(names()).toEqual(all.names);
    const mehmet = screen.getByRole('link', { name: 'Mehmet Öztürk' }).closest('article') as HTMLElement;
    expect(within(mehmet).getByText('Çankaya, Ankara, Türkiye')).toBeInTheDocument();
    expect(within(mehmet).getByText('Silver')).toBeInTheDocument();
    expect(mehmet).toHaveTextContent('English');
    await user.click(screen.getByRole('link', { name: 'Mehmet Öztürk' }));
    const { accountId } = await whoIs(await tokenOf('mehmet@example.com'));
    expect(router.state.location.pathname).toBe(`/en/user/profile/${accountId}`);
  });

  it('searches by name and filters by language and badge, keeping all of it in the address', async () => {
    const user = userEvent.setup();
    const { router, token } = await open('/en/user/users');
    await screen.findByText(`${(await directory(token)).total} members`);
    await user.selectOptions(screen.getByLabelText('Coaching language'), 'en');
    const english = await directory(token, '?language=en');
    await waitFor(() => expect(names()).toEqual(english.names));
    await user.selectOptions(
      await screen.findByLabelText('Badge'),
      await screen.findByRole('option', { name: 'Silver' }),
    );
    // Of those who coach in English, Mehmet and Selin wear silver; John and Sarah bronze.
    await waitFor(() => expect(names()).toEqual(['Mehmet Öztürk', 'Selin Arslan']));
    expect(router.state.location.search).toContain('language=en');
    expect(router.state.location.search).toContain('badge=');

    await user.selectOptions(screen.getByLabelText('Badge'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'seli{Enter}');
    await waitFor(() => expect(names()).toEqual(['Selin Arslan']));
    expect(router.state.location.search).toContain('search=seli');
  });

  it('says so when nobody matches', async () => {
    const user = userEvent.setup();
    const { token } = await open('/en/user/users');
    await screen.findByText(`${(await directory(token)).total} members`);
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nobody{Enter}');
    expect(await screen.findByRole('heading', { name: 'No member matches' })).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    const { token } = await open('/user/users');
    expect(await screen.findByText(`${(await directory(token)).total} üye`)).toBeInTheDocument();
    expect(screen.getByLabelText('Koçluk dili')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Gümüş' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mehmet Öztürk' }).closest('article')).toHaveTextContent('Gümüş');
  });
});
