import { store, tokenAtom } from '@coach/kit';
import { memberDashboard } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { DashboardPage } from './dashboard-page.tsx';

const routes = [
  { path: '/user/dashboard', element: <DashboardPage /> },
  { path: '/en/user/dashboard', element: <DashboardPage /> },
  { path: '/error', element: <p>Error page</p> },
];

function open(path: string) {
  store.set(tokenAtom, 'mock-token-member');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

describe('member dashboard', () => {
  it('shows the figures from GET /api/accountdashboard', async () => {
    open('/en/user/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    expect(within(figures).getByText(String(memberDashboard.score), { exact: true })).toBeInTheDocument();
    expect(within(figures).getByText('Bronze')).toBeInTheDocument();
    expect(within(figures).getByText('4')).toBeInTheDocument();
    expect(screen.getAllByText('Ayşe Demir').length).toBeGreaterThan(0);
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Active until 30 June 2027')).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    open('/user/dashboard');
    expect(await screen.findByText('30 Haziran 2027 tarihine kadar aktif')).toBeInTheDocument();
    expect(screen.getByText('Üye')).toBeInTheDocument();
  });

  it('goes to the error page when the dashboard cannot be loaded (seed §7)', async () => {
    mockServer.use(
      http.get('*/api/accountdashboard', () =>
        HttpResponse.json({ code: 2005, message: 'Something went wrong', data: null }, { status: 500 }),
      ),
    );
    const { router } = open('/user/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'), { timeout: 5000 });
  });
});
