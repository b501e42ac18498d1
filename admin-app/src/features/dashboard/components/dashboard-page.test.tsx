import { store, tokenAtom } from '@coach/kit';
import { adminDashboard } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { DashboardPage } from './dashboard-page.tsx';

describe('admin dashboard', () => {
  it('shows who is signed in and the counts from GET /api/admindashboard', async () => {
    store.set(tokenAtom, 'mock-token-admin');
    renderRoutes([{ path: '/en/admin/dashboard', element: <DashboardPage /> }], {
      path: '/en/admin/dashboard',
      catalogues: { tr, en },
    });
    const figures = await screen.findByRole('region', { name: 'Programme figures' });
    expect(screen.getByText(/Welcome, Zeynep Yılmaz/)).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(within(figures).getByText(String(adminDashboard.memberCount))).toBeInTheDocument();
    expect(within(figures).getByText(String(adminDashboard.activeMemberCount))).toBeInTheDocument();
  });
});
