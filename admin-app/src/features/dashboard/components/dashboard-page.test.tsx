import { store, tokenAtom } from '@coach/kit';
import { adminDashboard } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import type { AdminDashboard } from '@coach/server/app-type';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { DashboardPage } from './dashboard-page.tsx';

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/dashboard', element: <DashboardPage /> },
      { path: '/en/admin/dashboard', element: <DashboardPage /> },
    ],
    { path, catalogues: { tr, en } },
  );

beforeEach(() => store.set(tokenAtom, 'mock-token-admin'));

describe('admin dashboard', () => {
  it('shows who is signed in and the figures from GET /api/admindashboard', async () => {
    open('/en/admin/dashboard');
    const figures = await screen.findByRole('region', { name: 'Programme figures' });
    expect(screen.getByText(/Welcome, Zeynep Yılmaz/)).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(within(figures).getByText(String(adminDashboard.members.total))).toBeInTheDocument();
    expect(within(figures).getByText(String(adminDashboard.members.active))).toBeInTheDocument();
    expect(within(figures).getByText('1 waiting longer than 3 working days')).toBeInTheDocument();
  });

  it('draws sign-ups per month and members by state, with the numbers in a table', async () => {
    open('/en/admin/dashboard');
    // happy-dom has no canvas: each chart shows its data table instead.
    const signUps = await screen.findByRole('table', { name: 'New members per month' });
    expect(within(signUps).getByText('Mar 2026')).toBeInTheDocument();
    expect(within(signUps).getByText('7')).toBeInTheDocument();
    const access = screen.getByRole('table', { name: 'Members by access' });
    expect(within(access).getByText('Locked')).toBeInTheDocument();
    expect(within(access).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Members by membership' })).toBeInTheDocument();
  });

  it('speaks Turkish, and says when no proof is late', async () => {
    mockServer.use(
      http.get('*/api/admindashboard', () =>
        HttpResponse.json({
          code: 2004,
          message: 'İşlem başarılı.',
          data: {
            ...adminDashboard,
            proofs: { waiting: 2, overdue: 0, reviewTargetWorkingDays: 3 },
          } satisfies AdminDashboard,
        }),
      ),
    );
    open('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeInTheDocument();
    expect(await screen.findByText('3 iş gününden uzun bekleyen yok')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Aylara göre yeni üyeler' })).toBeInTheDocument();
    expect(screen.getByText('Mar 2026')).toBeInTheDocument();
  });
});
