import { store, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { seededAccount } from '../../../test-support/a1-seeded-accounts.ts';
import { ProfilePage } from './profile-page.tsx';

const routes = [
  { path: '/admin/profile/:accountId', element: <ProfilePage /> },
  { path: '/en/admin/profile/:accountId', element: <ProfilePage /> },
  { path: '/error', element: <p>Error page</p> },
  { path: '/en/error', element: <p>Error page</p> },
];

function open(path: string) {
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** Mehmet Öztürk of the demo data (a coach from Çankaya, Ankara), made passive and locked. */
async function passiveLockedMehmet() {
  const mehmet = await seededAccount('mehmet@example.com');
  await (await realServer()).run(
    'changeAccountAccess',
    { accountId: mehmet.accountId, status: 'passive', isLocked: true },
    { as: 'admin' },
  );
  return mehmet;
}

describe('account profile page (administration)', () => {
  it('shows the public profile beside the back-office view of the account', async () => {
    const mehmet = await passiveLockedMehmet();
    // The badge his score holds, as the real programme left it.
    const { items: badges } = await (await realServer()).run('listBadges', {}, { as: 'admin' });
    const badge = badges.find(({ lower, upper }) => lower <= mehmet.score && mehmet.score <= upper);
    open(`/en/admin/profile/${mehmet.accountId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Öztürk' })).toBeInTheDocument();
    const publicSide = screen.getByRole('region', { name: 'As members see it' });
    expect(within(publicSide).getByText('Çankaya, Ankara, Türkiye')).toBeInTheDocument();
    expect(within(publicSide).getByText(badge?.nameEn ?? 'no badge')).toBeInTheDocument();
    expect(within(publicSide).getByText(/^Okul psikolojik danışmanı/)).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('mehmet@example.com')).toBeInTheDocument();
    expect(within(account).getByText(mehmet.phone ?? 'no phone')).toBeInTheDocument();
    expect(within(account).getByText('Passive')).toBeInTheDocument();
    expect(within(account).getByText('Locked')).toBeInTheDocument();
    expect(within(account).getByText('Never signed in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All accounts' })).toHaveAttribute('href', '/en/admin/account');
  });

  it('says plainly when the account does not exist', async () => {
    open('/en/admin/profile/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'This account cannot be found' })).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    const mehmet = await passiveLockedMehmet();
    open(`/admin/profile/${mehmet.accountId}`);
    expect(await screen.findByRole('region', { name: 'Üyelerin gördüğü hâli' })).toBeInTheDocument();
    expect(screen.getByText('Pasif')).toBeInTheDocument();
  });
});
