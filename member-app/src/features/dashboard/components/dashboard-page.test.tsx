import { formatDate } from '@coach/kit';
import { catalogueAnswerOn } from '@coach/kit/test/hand-made-answers.ts';
import { browserClockAtTheServers, callAs, signInAs, tokenOf } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import type { MemberDashboard } from '@coach/server/app-type';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import {
  askedToBeCoached,
  newMember,
  packageGranted,
  pairedWithKerem,
} from '../../../test-support/newcomer.ts';
import type { SubscriptionStatus } from '../../membership/api/membership.ts';
import { formatDay } from '../../projects/components/session-labels.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { pointsPerDay } from './points-chart.tsx';

// The seeded members (server/src/seed/demo-programme.ts): Mehmet coaches Sarah and Burak (whose
// closing request for seven hours waits for Burak) and coached Ayşe; his proof was approved. The
// demo member (Ayşe) is coached by Selin, who last met her 75 days ago, and has uploaded no proof;
// John's proof waits for review. Every answer is the real server's.

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

beforeEach(async () => {
  await browserClockAtTheServers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Opens the dashboard as the demo member, or as the seeded member with `email`. */
async function open(path: string, email?: string) {
  await signInAs(email);
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** What the server answers the member with `email` at `path` (e.g. `/api/accountdashboard`). */
async function answerTo<Data>(email: string, path: string): Promise<Data> {
  return (await callAs<Data>(await tokenOf(email), 'GET', path)).data;
}

const dashboardOf = (email: string) => answerTo<MemberDashboard>(email, '/api/accountdashboard');
const membershipOf = (email: string) =>
  answerTo<SubscriptionStatus>(email, '/api/accounts/checkaccountsubscription');

/** The value next to the term `term` of a definition list. */
const definitionOf = (container: HTMLElement, term: string) =>
  within(container).getByText(term).nextElementSibling;

describe('member dashboard', () => {
  it('shows score, badge, hours, projects and proof from GET /api/accountdashboard', async () => {
    const dashboard = await dashboardOf('mehmet@example.com');
    await open('/en/user/dashboard', 'mehmet@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    expect(within(figures).getByText('Score').closest('div')).toHaveTextContent(String(dashboard.score));
    expect(within(figures).getByText(dashboard.badge?.nameEn ?? 'no badge')).toBeInTheDocument();
    expect(within(figures).getByText('Hours coached').closest('div')).toHaveTextContent(
      String(dashboard.hoursCoached),
    );
    expect(within(figures).getByText('Hours received').closest('div')).toHaveTextContent(
      String(dashboard.hoursReceived),
    );
    const projects = screen.getByRole('region', { name: 'Projects' });
    const { openAsCoach, totalAsCoach, openAsCoachee, totalAsCoachee } = dashboard.projects;
    expect(definitionOf(projects, 'As coach')).toHaveTextContent(`${openAsCoach} open of ${totalAsCoach}`);
    expect(definitionOf(projects, 'As coachee')).toHaveTextContent(
      `${openAsCoachee} open of ${totalAsCoachee}`,
    );
    expect(definitionOf(projects, 'In all')).toHaveTextContent(
      `${dashboard.activeProjectCount} open of ${dashboard.totalProjectCount}`,
    );
    expect(screen.getByText(`Welcome, ${dashboard.fullName}.`)).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText(`on ${formatDate(dashboard.proof.reviewedAt ?? '', 'en')}`)).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages, badge name included', async () => {
    const [dashboard, membership] = await Promise.all([
      dashboardOf('mehmet@example.com'),
      membershipOf('mehmet@example.com'),
    ]);
    await open('/user/dashboard', 'mehmet@example.com');
    const card = await screen.findByRole('region', { name: 'Üyelik' });
    expect(
      await within(card).findByText(formatDate(membership.subscriptionEndDate ?? '', 'tr')),
    ).toBeInTheDocument();
    expect(screen.getByText('Üye')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Rakamlarınız' })).getByText(
        dashboard.badge?.nameTr ?? 'no badge',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Onaylandı')).toBeInTheDocument();
  });

  it('shows the membership with its end date in a card of its own, and the way to renew', async () => {
    const membership = await membershipOf('mehmet@example.com');
    const end = membership.subscriptionEndDate ?? '';
    await open('/en/user/dashboard', 'mehmet@example.com');
    const card = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(card).findByText(formatDate(end, 'en'))).toHaveAttribute('datetime', end);
    expect(within(card).getByText('Ends on')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText(membership.membershipPackage?.nameEn ?? 'no package')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Renew your membership' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
    // Nothing to warn about while the membership runs.
    expect(screen.queryByRole('region', { name: /Your membership/ })).not.toBeInTheDocument();
  });

  it('puts the notice at the top when the membership has expired', async () => {
    // Sarah's six months run out: both clocks move past the end of her membership.
    const { subscriptionEndDate } = await membershipOf('sarah@example.com');
    const after = new Date(Date.parse(subscriptionEndDate ?? '') + 86_400_000);
    await (await realServer()).clock.set(after);
    vi.setSystemTime(after);
    await open('/en/user/dashboard', 'sarah@example.com');
    const notice = await screen.findByRole('region', { name: 'Your membership has expired' });
    expect(within(notice).getByRole('link', { name: 'Renew your membership' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
    const card = screen.getByRole('region', { name: 'Membership' });
    expect(await within(card).findByText('Expired')).toBeInTheDocument();
    expect(within(card).getByText('Ended on')).toBeInTheDocument();
  });

  it('offers a package when there is no membership yet', async () => {
    await open('/en/user/dashboard', await newMember());
    const card = await screen.findByRole('region', { name: 'Membership' });
    expect(await within(card).findByText('You have no membership yet.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose a package' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
  });

  it('shows why a proof was rejected and leads to a new upload', async () => {
    // An administrator rejects John's proof, which waited for review.
    const api = await realServer();
    const { accountId } = (
      await callAs<{ accountId: string }>(await tokenOf('john@example.com'), 'GET', '/api/auth/userinfo')
    ).data;
    const [proof] = await api.run('listAccountFiles', { accountId }, { as: 'admin' });
    await api.run(
      'changeFileStatus',
      {
        accountFileId: proof?.id as string,
        fileApproveState: 'rejected',
        reason: 'The diploma page is cut off.',
      },
      { as: 'admin' },
    );
    await open('/en/user/dashboard', 'john@example.com');
    expect(await screen.findByText('Reason: The diploma page is cut off.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a new proof' })).toHaveAttribute(
      'href',
      '/en/user/file-operations',
    );
  });

  it('asks for a proof when none was uploaded', async () => {
    // The demo member has uploaded none.
    await open('/user/dashboard');
    expect(await screen.findByText('Henüz yüklenmedi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Belgenizi yükleyin' })).toHaveAttribute(
      'href',
      '/user/file-operations',
    );
  });

  it('goes to the error page when the dashboard cannot be loaded (docs/product-rules.md §18)', async () => {
    mockServer.use(catalogueAnswerOn('get', '*/api/accountdashboard', 'somethingWentWrong'));
    const { router } = await open('/user/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error'));
  });

  it('draws the points over time from the ledger, with the numbers in a table', async () => {
    const { start } = await realServer();
    const ledger = await answerTo<{ balance: number; entries: Parameters<typeof pointsPerDay>[0] }>(
      'ayse@example.com',
      '/api/ledger',
    );
    expect(ledger.entries.length).toBeGreaterThan(0);
    await open('/en/user/dashboard');
    const chart = await screen.findByRole('region', { name: 'Points over time' });
    expect(
      await within(chart).findByRole('img', { name: 'Your score at the end of each day' }),
    ).toBeInTheDocument();
    const table = within(chart).getByRole('table', { name: 'Your score at the end of each day' });
    expect(scores(table)).toEqual(pointsPerDay(ledger.entries, start).values.map(String));
    expect(scores(table).at(-1)).toBe(String(ledger.balance));
  });

  it('invites a member without points or open projects to ask for a project', async () => {
    await open('/en/user/dashboard', await newMember());
    const chart = await screen.findByRole('region', { name: 'Points over time' });
    expect(await within(chart).findByText('No points yet')).toBeInTheDocument();
    expect(within(chart).getByRole('link', { name: 'Ask for a project' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('tells a member with an open project but no points yet when points are booked', async () => {
    // A new member with a package asks to be coached; an administrator pairs her with Kerem.
    const email = await newMember();
    await packageGranted(email, 'COACHEE-6');
    await askedToBeCoached(email);
    await pairedWithKerem(email);
    await open('/en/user/dashboard', email);
    const chart = await screen.findByRole('region', { name: 'Points over time' });
    expect(await within(chart).findByText(/booked when a project is completed/)).toBeInTheDocument();
    expect(within(chart).getByRole('link', { name: 'Go to your projects' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('lists the open projects with their deadlines, nearest first, and leads to the projects page', async () => {
    // Mehmet coaches Sarah (started 40 days ago) and Burak (20 days ago); his project with Ayşe is
    // closed. A project runs fifteen weeks.
    await open('/en/user/dashboard', 'mehmet@example.com');
    const projects = await screen.findByRole('region', { name: 'Open projects' });
    const rows = await within(projects).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sarah Johnson');
    expect(rows[0]).toHaveTextContent('You coach');
    expect(rows[0]).toHaveTextContent('65 days left');
    expect(rows[1]).toHaveTextContent('Burak Çelik');
    expect(rows[1]).toHaveTextContent('85 days left');
    expect(within(projects).getByRole('link', { name: 'Go to your projects' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('says how long each open project has gone without a session, a warning from 14 days on', async () => {
    // Selin last met Ayşe 75 days ago (the session she logged since was disputed, which does not
    // end the gap); an administrator pairs Ayşe's open request with Kerem today.
    await pairedWithKerem('ayse@example.com');
    const { unmount } = await open('/en/user/dashboard');
    const ayses = await screen.findByRole('region', { name: 'Open projects' });
    const rows = await within(ayses).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('No session for 75 days'),
      expect.stringContaining('No session logged yet'),
    ]);
    unmount();
    // Mehmet met Sarah ten days ago (a session she has not confirmed yet), Burak three days ago.
    type Open = { partner: { fullName: string }; sessionLog: { lastSessionOn: string } };
    const { items } = await answerTo<{ items: Open[] }>(
      'mehmet@example.com',
      '/api/projects/getmyopenprojects',
    );
    const lastWith = (name: string) =>
      formatDay(
        items.find((project) => project.partner.fullName === name)?.sessionLog.lastSessionOn ?? '',
        'en',
      );
    await open('/en/user/dashboard', 'mehmet@example.com');
    const mehmets = await screen.findByRole('region', { name: 'Open projects' });
    expect((await within(mehmets).findAllByRole('listitem')).map((row) => row.textContent)).toEqual([
      expect.stringContaining(`Last session: ${lastWith('Sarah Johnson')}`),
      expect.stringContaining(`Last session: ${lastWith('Burak Çelik')}`),
    ]);
  });

  it('says the gap in Turkish too', async () => {
    await open('/user/dashboard');
    expect(await screen.findByText('75 gündür seans yok')).toBeInTheDocument();
  });

  it('sets a waiting closing request apart and confirms it from the dashboard', async () => {
    const user = userEvent.setup();
    // Mehmet's closing request for seven hours waits for Burak.
    await open('/en/user/dashboard', 'burak@example.com');
    const waiting = await screen.findByRole('region', { name: 'A closing request waits for you' });
    expect(waiting).toHaveTextContent('Mehmet Öztürk sent a closing request for 7 hours. Confirm it by');
    await user.click(within(waiting).getByRole('button', { name: 'Confirm 7 hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the closing request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm 7 hours' }));
    const confirmed = await screen.findByRole('region', { name: 'Closing request confirmed' });
    expect(confirmed).toHaveTextContent('The project with Mehmet Öztürk is completed with 7 hours');
    await waitFor(() => expect(confirmed).toHaveFocus());
    // The points the completed project booked, as the server's ledger has them now.
    const { balance } = await answerTo<{ balance: number }>('burak@example.com', '/api/ledger');
    const chart = screen.getByRole('region', { name: 'Points over time' });
    await waitFor(() => expect(scores(within(chart).getByRole('table')).at(-1)).toBe(String(balance)));
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
      new Date('2026-03-09T12:00:00.000Z'),
    );
    expect(steps).toEqual({
      days: ['2026-02-28', '2026-03-01', '2026-03-03', '2026-03-09'],
      values: [5, -2, 3, 3],
    });
  });
});
