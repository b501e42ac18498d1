import type { SubscriptionStatus } from '@coach/core/contracts';
import { store, tokenAtom } from '@coach/kit';
import { memberDashboard } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import type { MemberDashboard } from '@coach/server/app-type';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { membershipHandlers, subscriptionStatus } from '../../../mocks/membership-handlers.ts';
import {
  dayAgo,
  daysAgo,
  demoLedger,
  myProject,
  mySession,
  type ProjectMockOptions,
  partners,
  projectHandlers,
} from '../../../mocks/project-handlers.ts';
import { formatDay } from '../../projects/components/session-labels.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { pointsPerDay } from './points-chart.tsx';

/** The scores of a chart's data table, one per day. */
const scores = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('cell').textContent);

const routes = [
  { path: '/user/dashboard', element: <DashboardPage /> },
  { path: '/en/user/dashboard', element: <DashboardPage /> },
  { path: '/error', element: <p>Error page</p> },
];

/** The demo member's membership: the 12-month coach package, until 30 June 2027. */
const untilJune2027: SubscriptionStatus = {
  ...subscriptionStatus('active'),
  subscriptionEndDate: '2027-06-30T00:00:00.000Z',
};

function open(
  path: string,
  projects: ProjectMockOptions = { ledger: demoLedger() },
  subscription = untilJune2027,
) {
  mockServer.use(...projectHandlers(projects), ...membershipHandlers({ subscription }));
  store.set(tokenAtom, 'demo-token-member');
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
    expect(screen.getByText('Welcome, Ayşe Demir.')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('on 3 February 2026')).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages, badge name included', async () => {
    open('/user/dashboard');
    const membership = await screen.findByRole('region', { name: 'Üyelik' });
    expect(await within(membership).findByText('30 Haziran 2027')).toBeInTheDocument();
    expect(screen.getByText('Üye')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Rakamlarınız' })).getByText('Bronz'),
    ).toBeInTheDocument();
    expect(screen.getByText('Onaylandı')).toBeInTheDocument();
  });

  it('shows the membership with its end date in a card of its own, and the way to renew', async () => {
    open('/en/user/dashboard');
    const membership = await screen.findByRole('region', { name: 'Membership' });
    const end = await within(membership).findByText('30 June 2027');
    expect(end).toHaveAttribute('datetime', '2027-06-30T00:00:00.000Z');
    expect(within(membership).getByText('Ends on')).toBeInTheDocument();
    expect(within(membership).getByText('Active')).toBeInTheDocument();
    expect(within(membership).getByText('Coach 12 months')).toBeInTheDocument();
    expect(within(membership).getByRole('link', { name: 'Renew your membership' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
    // Nothing to warn about while the membership runs.
    expect(screen.queryByRole('region', { name: /Your membership/ })).not.toBeInTheDocument();
  });

  it('puts the notice at the top when the membership has expired', async () => {
    open('/en/user/dashboard', { ledger: demoLedger() }, subscriptionStatus('expired'));
    const notice = await screen.findByRole('region', { name: 'Your membership has expired' });
    expect(within(notice).getByRole('link', { name: 'Renew your membership' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(within(membership).getByText('Expired')).toBeInTheDocument();
    expect(within(membership).getByText('Ended on')).toBeInTheDocument();
  });

  it('offers a package when there is no membership yet', async () => {
    open('/en/user/dashboard', { ledger: demoLedger() }, subscriptionStatus('none'));
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(membership).findByText('You have no membership yet.')).toBeInTheDocument();
    expect(within(membership).getByRole('link', { name: 'Choose a package' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
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

  it('goes to the error page when the dashboard cannot be loaded (docs/product-rules.md §18)', async () => {
    mockServer.use(
      http.get('*/api/accountdashboard', () =>
        HttpResponse.json({ code: 2005, message: 'Something went wrong', data: null }, { status: 500 }),
      ),
    );
    const { router } = open('/user/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it('draws the points over time from the ledger, with the numbers in a table', async () => {
    open('/en/user/dashboard');
    const chart = await screen.findByRole('region', { name: 'Points over time' });
    // happy-dom has no canvas: the chart shows its data table instead.
    const table = await within(chart).findByRole('table', { name: 'Your score at the end of each day' });
    expect(scores(table)).toEqual(['0', '5', '13', '7', '12', '12']);
  });

  it('invites a member without points or open projects to ask for a project', async () => {
    answerWith({ activeProjectCount: 0, projects: { ...memberDashboard.projects, openAsCoachee: 0 } });
    open('/en/user/dashboard', { ledger: [] });
    const chart = await screen.findByRole('region', { name: 'Points over time' });
    expect(await within(chart).findByText('No points yet')).toBeInTheDocument();
    expect(within(chart).getByRole('link', { name: 'Ask for a project' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('tells a member with an open project but no points yet when points are booked', async () => {
    open('/en/user/dashboard', { ledger: [], projects: [myProject()] });
    const chart = await screen.findByRole('region', { name: 'Points over time' });
    expect(await within(chart).findByText(/booked when a project is completed/)).toBeInTheDocument();
    expect(within(chart).getByRole('link', { name: 'Go to your projects' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('lists the open projects with their deadlines, nearest first, and leads to the projects page', async () => {
    open('/en/user/dashboard', {
      projects: [
        myProject({ myRole: 'coachee', startedAt: daysAgo(20) }),
        myProject({ myRole: 'coach', partner: partners.zeynep, startedAt: daysAgo(100) }),
        myProject({ partner: partners.can, state: 'completed_by_coachee', closedAt: daysAgo(2) }),
      ],
    });
    const projects = await screen.findByRole('region', { name: 'Open projects' });
    const rows = await within(projects).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Zeynep Kaya');
    expect(rows[0]).toHaveTextContent('You coach');
    expect(rows[0]).toHaveTextContent('5 days left');
    expect(rows[1]).toHaveTextContent('Mehmet Öztürk');
    expect(rows[1]).toHaveTextContent('85 days left');
    expect(within(projects).getByRole('link', { name: 'Go to your projects' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('says how long each open project has gone without a session, a warning from 14 days on', async () => {
    const quiet = myProject({ partner: partners.zeynep, startedAt: daysAgo(60) });
    const recent = myProject({ startedAt: daysAgo(40) });
    const disputedOnly = myProject({ partner: partners.can, startedAt: daysAgo(15) });
    open('/en/user/dashboard', {
      projects: [recent, quiet, disputedOnly, myProject({ startedAt: daysAgo(3) })],
      sessions: [
        mySession(quiet.id, { heldOn: dayAgo(20), state: 'confirmed' }),
        mySession(recent.id, { heldOn: dayAgo(13), state: 'pending' }),
        // A disputed session does not end the gap: counted from the start.
        mySession(disputedOnly.id, { heldOn: dayAgo(2), state: 'disputed' }),
      ],
    });
    const projects = await screen.findByRole('region', { name: 'Open projects' });
    const rows = await within(projects).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('No session for 20 days'),
      expect.stringContaining(`Last session: ${formatDay(dayAgo(13), 'en')}`),
      expect.stringContaining('No session for 15 days'),
      expect.stringContaining('No session logged yet'),
    ]);
  });

  it('says the gap in Turkish too', async () => {
    open('/user/dashboard', { projects: [myProject({ startedAt: daysAgo(30) })] });
    expect(await screen.findByText('30 gündür seans yok')).toBeInTheDocument();
  });

  it('sets a waiting closing request apart and confirms it from the dashboard', async () => {
    const user = userEvent.setup();
    open('/en/user/dashboard', {
      ledger: demoLedger(),
      projects: [
        myProject({
          startedAt: daysAgo(30),
          closingRequest: {
            id: crypto.randomUUID(),
            sessionCount: 7,
            state: 'waiting',
            createdAt: daysAgo(1),
            confirmBy: daysAgo(-4),
          },
        }),
      ],
    });
    const waiting = await screen.findByRole('region', { name: 'A closing request waits for you' });
    expect(waiting).toHaveTextContent('Mehmet Öztürk sent a closing request for 7 hours. Confirm it by');
    await user.click(within(waiting).getByRole('button', { name: 'Confirm 7 hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the closing request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm 7 hours' }));
    const confirmed = await screen.findByRole('region', { name: 'Closing request confirmed' });
    expect(confirmed).toHaveTextContent('The project with Mehmet Öztürk is completed with 7 hours');
    await waitFor(() => expect(confirmed).toHaveFocus());
    const chart = screen.getByRole('region', { name: 'Points over time' });
    await waitFor(() => expect(scores(within(chart).getByRole('table')).at(-1)).toBe('19'));
  });
});

describe('points per day', () => {
  it('starts the day before the first entry, keeps the last score of each Istanbul day and carries it to today', () => {
    const entry = (createdAt: string, balanceAfter: number) => ({
      id: crypto.randomUUID(),
      delta: 0,
      reason: 'admin_adjustment' as const,
      projectId: null,
      note: null,
      createdAt,
      balanceAfter,
    });
    const steps = pointsPerDay(
      [
        entry('2026-03-01T08:00:00.000Z', 5),
        // 23:30 in Istanbul on 1 March, after the entry above.
        entry('2026-03-01T20:30:00.000Z', -2),
        // 00:30 in Istanbul on 3 March.
        entry('2026-03-02T21:30:00.000Z', 3),
      ],
      'en',
      new Date('2026-03-09T12:00:00.000Z'),
    );
    expect(steps).toEqual({
      labels: ['28 Feb 2026', '1 Mar 2026', '3 Mar 2026', '9 Mar 2026'],
      values: [5, -2, 3, 3],
    });
  });
});
