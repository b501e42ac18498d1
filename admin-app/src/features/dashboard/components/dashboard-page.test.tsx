import { store, tokenAtom } from '@coach/kit';
import { heldAnswerOn } from '@coach/kit/test/hand-made-answers.ts';
import { realAnswerTo, realServer } from '@coach/kit/test/real-server.ts';
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

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});

/** The dashboard as the real server answers it to the demo administrator now. */
async function realDashboard() {
  return (await realServer()).run('getAdminDashboard', {}, { as: 'admin' });
}

/**
 * A week later (Monday 9 March), when John Smith's proof of the demo data has waited five working
 * days: overdue. The demo sessions ended meanwhile (30 minutes idle); the administrator signs in again.
 */
async function aWeekLater() {
  const api = await realServer();
  await api.clock.advanceSeconds(7 * 86_400);
  const { admin } = api.accounts;
  const { token } = await api.run(
    'signIn',
    { email: admin.email, password: admin.password },
    { as: 'anonymous' },
  );
  store.set(tokenAtom, token);
}

describe('admin dashboard', () => {
  it('shows who is signed in and the figures from GET /api/admindashboard', async () => {
    // Read first: the figures of members stay the same a week later.
    const dashboard = await realDashboard();
    await aWeekLater();
    open('/en/admin/dashboard');
    const figures = await screen.findByRole('region', { name: 'Programme figures' });
    expect(screen.getByText(/Welcome, Zeynep Yılmaz/)).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(within(figures).getAllByText(String(dashboard.members.total)).length).toBeGreaterThan(0);
    expect(within(figures).getAllByText(String(dashboard.members.active)).length).toBeGreaterThan(0);
    expect(within(figures).getByText('1 waiting longer than 3 working days')).toBeInTheDocument();
  });

  it('draws sign-ups per month and members by state, with the numbers in a table', async () => {
    // Two members locked out, so the access chart has a figure of its own to show.
    const api = await realServer();
    const { items } = await api.run('listAccounts', { role: 'User', pageSize: 2 }, { as: 'admin' });
    for (const { accountId } of items) {
      await api.run('changeAccountAccess', { accountId, isLocked: true }, { as: 'admin' });
    }
    const dashboard = await realDashboard();
    const march = dashboard.signUpsPerMonth.find(({ month }) => month === '2026-03');
    open('/en/admin/dashboard');
    expect(await screen.findByRole('img', { name: 'New members per month' })).toBeInTheDocument();
    const signUps = screen.getByRole('table', { name: 'New members per month' });
    const marchRow = within(signUps).getByText('Mar 2026').closest('tr') as HTMLElement;
    expect(within(marchRow).getByText(String(march?.count))).toBeInTheDocument();
    const access = screen.getByRole('table', { name: 'Members by access' });
    const locked = within(access).getByText('Locked').closest('tr') as HTMLElement;
    expect(dashboard.members.locked).toBe(2);
    expect(within(locked).getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Members by membership' })).toBeInTheDocument();
  });

  it('speaks Turkish, and says when no proof is late', async () => {
    // The demo's one proof waiting (John Smith's) was sent today.
    open('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yönetim paneli' })).toBeInTheDocument();
    expect(await screen.findByText('3 iş gününden uzun bekleyen yok')).toBeInTheDocument();
    const signUps = await screen.findByRole('table', { name: 'Aylara göre yeni üyeler' });
    expect(within(signUps).getByRole('rowheader', { name: 'Mar 2026' })).toBeInTheDocument();
  });
});

describe('admin dashboard, next steps', () => {
  /**
   * A programme with nothing set up yet: no members, packages or badges, no sign-ups. The seeded
   * server cannot be emptied of its staff and its members' history, so its real answer is taken
   * and those figures set to 0; status, envelope and every other field stay the server's.
   */
  function anEmptyProgramme() {
    mockServer.use(
      http.get('*/api/admindashboard', async ({ request }) => {
        const real = await realAnswerTo(request);
        const body = (await real.json()) as { data: AdminDashboard };
        const data: AdminDashboard = {
          ...body.data,
          members: {
            total: 0,
            active: 0,
            passive: 0,
            locked: 0,
            membershipActive: 0,
            membershipExpired: 0,
            noMembership: 0,
          },
          proofs: { ...body.data.proofs, waiting: 0, overdue: 0 },
          signUpsPerMonth: body.data.signUpsPerMonth.map(({ month }) => ({ month, count: 0 })),
          packageCount: 0,
          badgeCount: 0,
        };
        return HttpResponse.json({ ...body, data }, { status: real.status, headers: real.headers });
      }),
    );
  }

  it('leads from the proofs waiting to their review', async () => {
    open('/en/admin/dashboard');
    const figures = await screen.findByRole('region', { name: 'Programme figures' });
    expect(await within(figures).findByRole('link', { name: 'Review them' })).toHaveAttribute(
      'href',
      '/en/admin/account/proofs',
    );
  });

  it('says so when nothing waits for review', async () => {
    // The demo's one proof waiting, John Smith's, reviewed.
    const api = await realServer();
    const { items } = await api.run('listAccountFilesForReview', { state: 'pending' }, { as: 'admin' });
    for (const proof of items) {
      await api.run(
        'changeFileStatus',
        { accountFileId: proof.id, fileApproveState: 'approved' },
        { as: 'admin' },
      );
    }
    open('/en/admin/dashboard');
    expect(
      await screen.findByText('Nothing waits for review: every proof is dealt with.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review them' })).toBeNull();
  });

  it('tells a new programme what to set up first, with the way to each', async () => {
    anEmptyProgramme();
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
    store.set(tokenAtom, 'demo-token-salesman');
    anEmptyProgramme();
    open('/en/admin/dashboard');
    const figures = await screen.findByRole('region', { name: 'Programme figures' });
    expect(await within(figures).findByRole('link', { name: 'Add an account' })).toBeInTheDocument();
    expect(within(figures).queryByRole('link', { name: 'Add a badge' })).toBeNull();
    expect(within(figures).queryByRole('link', { name: 'Add a package' })).toBeNull();
  });

  it('keeps the shape of the page while the figures load, with no spinner', async () => {
    const dashboard = heldAnswerOn('get', '*/api/admindashboard');
    mockServer.use(dashboard.handler);
    const { container } = open('/en/admin/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Administration dashboard' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading the dashboard…');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('svg circle')).toBeNull();
    dashboard.release();
    expect(await screen.findByRole('region', { name: 'Programme figures' })).toBeInTheDocument();
  });
});
