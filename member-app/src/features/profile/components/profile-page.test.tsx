import { store, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { profileHandlers } from '../../../mocks/profile-handlers.ts';
import { ProfilePage } from './profile-page.tsx';

const routes = [
  { path: '/user/profile/:accountId', element: <ProfilePage /> },
  { path: '/en/user/profile/:accountId', element: <ProfilePage /> },
  { path: '/en/error', element: <p>Error page</p> },
  { path: '/error', element: <p>Error page</p> },
];

function open(path: string) {
  mockServer.use(...profileHandlers());
  store.set(tokenAtom, 'demo-token-member');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const mehmet = '9d2b5a34-0c8e-4f0e-9a57-000000000001';

describe('member profile page', () => {
  it("shows another member's public profile", async () => {
    open(`/en/user/profile/${mehmet}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Öztürk' })).toBeInTheDocument();
    expect(screen.getByText('Member since 1 October 2025')).toBeInTheDocument();
    expect(screen.getByText('Çankaya, Ankara, Türkiye')).toBeInTheDocument();
    expect(screen.getByText('Gold')).toBeInTheDocument();
    expect(screen.getByText('Türkçe, English')).toBeInTheDocument();
    expect(screen.getByText('Mehmet koçluk yapıyor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All members' })).toHaveAttribute('href', '/en/user/users');
  });

  it('says plainly when the member cannot be found, instead of an error page', async () => {
    open('/en/user/profile/00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('heading', { name: 'This member cannot be found' })).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    open(`/user/profile/${mehmet}`);
    expect(await screen.findByText('1 Ekim 2025 tarihinden beri üye')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm üyeler' })).toHaveAttribute('href', '/user/users');
  });
});
