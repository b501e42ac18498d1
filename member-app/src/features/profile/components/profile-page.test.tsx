import { signInAs, tokenOf, whoIs } from '@coach/kit/test/real-member.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { ProfilePage } from './profile-page.tsx';

const routes = [
  { path: '/user/profile/:accountId', element: <ProfilePage /> },
  { path: '/en/user/profile/:accountId', element: <ProfilePage /> },
  { path: '/en/error', element: <p>Error page</p> },
  { path: '/error', element: <p>Error page</p> },
];

// The demo member (Ayşe) reads Mehmet's profile as the seed made it: seeded on 2 March 2026, he
// registered 210 days before (server/src/seed/demo-data.ts), on 4 August 2025.

async function open(path: (mehmet: string) => string) {
  const { accountId } = await whoIs(await tokenOf('mehmet@example.com'));
  await signInAs();
  return renderRoutes(routes, { path: path(accountId), catalogues: { tr, en } });
}

describe('member profile page', () => {
  it("shows another member's public profile", async () => {
    await open((mehmet) => `/en/user/profile/${mehmet}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Öztürk' })).toBeInTheDocument();
    expect(screen.getByText('Member since 4 August 2025')).toBeInTheDocument();
    expect(screen.getByText('Çankaya, Ankara, Türkiye')).toBeInTheDocument();
    expect(screen.getByText('Silver')).toBeInTheDocument();
    expect(screen.getByText('Türkçe, English')).toBeInTheDocument();
    expect(
      screen.getByText('Okul psikolojik danışmanı; gençlerle ve ailelerle çalışan deneyimli bir koç adayı.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All members' })).toHaveAttribute('href', '/en/user/users');
  });

  it('says plainly when the member cannot be found, instead of an error page', async () => {
    await open(() => '/en/user/profile/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'This member cannot be found' })).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    await open((mehmet) => `/user/profile/${mehmet}`);
    expect(await screen.findByText('4 Ağustos 2025 tarihinden beri üye')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm üyeler' })).toHaveAttribute('href', '/user/users');
  });
});
