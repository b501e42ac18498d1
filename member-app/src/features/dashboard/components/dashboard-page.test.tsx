import { store, tokenAtom } from '@coach/kit';
import { memberDashboard } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import type { MemberDashboard } from '@coach/server/app-type';
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

/** The dashboard answered with `changes` over the demo member's. */
function answerWith(changes: Partial<MemberDashboard>) {
  mockServer.use(
    http.get('*/api/accountdashboard', () =>
      HttpResponse.json({
        code: 2004,
        message: 'ok',
        data: { ...memberDashboard, ...changes } satisfies MemberDashboard,
      }),
    ),
  );
}

describe('member dashboard', () => {
  it('shows score, badge, hours, projects and proof from GET /api/accountdashboard', async () => {
    open('/en/user/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    expect(within(figures).getByText(String(memberDashboard.score), { exact: true })).toBeInTheDocument();
    expect(within(figures).getByText('Bronze')).toBeInTheDocument();
    expect(within(figures).getByText('Hours coached').closest('div')).toHaveTextContent('6');
    expect(within(figures).getByText('Hours received').closest('div')).toHaveTextContent('18');
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(within(projects).getByText('0 open of 1')).toBeInTheDocument();
    expect(within(projects).getByText('1 open of 3')).toBeInTheDocument();
    expect(within(projects).getByText('1 open of 4')).toBeInTheDocument();
    expect(screen.getAllByText('Ayşe Demir').length).toBeGreaterThan(0);
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Active until 30 June 2027')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('on 3 February 2026')).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages, badge name included', async () => {
    open('/user/dashboard');
    expect(await screen.findByText('30 Haziran 2027 tarihine kadar aktif')).toBeInTheDocument();
    expect(screen.getByText('Üye')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Rakamlarınız' })).getByText('Bronz'),
    ).toBeInTheDocument();
    expect(screen.getByText('Onaylandı')).toBeInTheDocument();
  });

  it('shows why a proof was rejected and leads to a new upload', async () => {
    answerWith({
      proof: {
        state: 'rejected',
        rejectionReason: 'The diploma page is cut off.',
        uploadedAt: '2026-02-02T08:30:00.000Z',
        reviewedAt: '2026-02-03T12:00:00.000Z',
      },
    });
    open('/en/user/dashboard');
    expect(await screen.findByText('Reason: The diploma page is cut off.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a new proof' })).toHaveAttribute(
      'href',
      '/en/user/file-operations',
    );
  });

  it('asks for a proof when none was uploaded', async () => {
    answerWith({ proof: { state: 'none', rejectionReason: null, uploadedAt: null, reviewedAt: null } });
    open('/user/dashboard');
    expect(await screen.findByText('Henüz yüklenmedi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Belgenizi yükleyin' })).toHaveAttribute(
      'href',
      '/user/file-operations',
    );
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
