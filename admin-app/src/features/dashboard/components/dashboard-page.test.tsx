import { permissionsOf } from '@coach/core/contracts';
import { store, tokenAtom } from '@coach/kit';
import { adminDashboard, demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
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

beforeEach(() => store.set(tokenAtom, 'demo-token-admin'));

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

describe('admin dashboard, next steps', () => {
  /** The dashboard answered with `changes` over the demo's. */
  function answerWith(changes: Partial<AdminDashboard>) {
    mockServer.use(
      http.get('*/api/admindashboard', ({ request }) =>
        answer(request, 200, 'done', { ...adminDashboard, ...changes } satisfies AdminDashboard),
      ),
    );
  }

  /** The signed-in user is a salesman: the admin area, without reviews, badges or packages to change. */
  function asSalesman() {
    mockServer.use(
      http.get('*/api/auth/userinfo', ({ request }) =>
        answer(request, 200, 'done', {
          ...demoAdmin.user,
          accountRoleType: 'Salesman',
          permissions: [...permissionsOf('Salesman')],
        }),
      ),
    );
  }

  const empty: Partial<AdminDashboard> = {
    members: {
      total: 0,
      active: 0,
      passive: 0,
      locked: 0,
      membershipActive: 0,
      membershipExpired: 0,
      noMembership: 0,
    },
    proofs: { waiting: 0, overdue: 0, reviewTargetWorkingDays: 3 },
    signUpsPerMonth: adminDashboard.signUpsPerMonth.map(({ month }) => ({ month, count: 0 })),
    packageCount: 0,
    badgeCount: 0,
  };

  it('leads from the proofs waiting to their review', async () => {
    open('/en/admin/dashboard');
    const figures = await screen.findByRole('region', { name: 'Programme figures' });
    expect(await within(figures).findByRole('link', { name: 'Review them' })).toHaveAttribute(
      'href',
      '/en/admin/account/proofs',
    );
  });

  it('says so when nothing waits for review', async () => {
    answerWith({ proofs: { waiting: 0, overdue: 0, reviewTargetWorkingDays: 3 } });
    open('/en/admin/dashboard');
    expect(
      await screen.findByText('Nothing waits for review: every proof is dealt with.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review them' })).toBeNull();
  });

  it('tells a new programme what to set up first, with the way to each', async () => {
    answerWith(empty);
    open('/en/admin/dashboard');
    const figures = await screen.findByRole('region', { name: 'Programme figures' });
    expect(await within(figures).findByRole('link', { name: 'Add a package' })).toHaveAttribute(
      'href',
      '/en/admin/membershippackage',
    );
    expect(within(figures).getByRole('link', { name: 'Add a badge' })).toHaveAttribute(
      'href',
      '/en/admin/badge',
    );
    expect(within(figures).getByRole('link', { name: 'Add an account' })).toHaveAttribute(
      'href',
      '/en/admin/account',
    );
    const signUps = screen.getByRole('region', { name: 'Sign-ups per month' });
    expect(
      within(signUps).getByRole('heading', { name: 'No sign-ups in the last 12 months' }),
    ).toBeInTheDocument();
    expect(within(signUps).getByRole('link', { name: 'Add an account' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members by state' });
    expect(within(members).getByRole('heading', { name: 'No members yet' })).toBeInTheDocument();
    // Nothing to draw: no empty charts.
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a salesman only what a salesman may do', async () => {
    asSalesman();
    answerWith(empty);
    open('/en/admin/dashboard');
    const figures = await screen.findByRole('region', { name: 'Programme figures' });
    expect(await within(figures).findByRole('link', { name: 'Add an account' })).toBeInTheDocument();
    expect(within(figures).queryByRole('link', { name: 'Add a badge' })).toBeNull();
    expect(within(figures).queryByRole('link', { name: 'Add a package' })).toBeNull();
  });

  it('keeps the shape of the page while the figures load, with no spinner', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer.use(
      http.get('*/api/admindashboard', async ({ request }) => {
        await held;
        return answer(request, 200, 'done', adminDashboard);
      }),
    );
    const { container } = open('/en/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Administration dashboard' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the dashboard…');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('svg circle')).toBeNull();
    release();
    expect(await screen.findByRole('region', { name: 'Programme figures' })).toBeInTheDocument();
  });
});
