import { type CoachingNeed, progressTowards } from '@coach/core/contracts';
import { store, tokenAtom } from '@coach/kit';
import { heldAnswerOn } from '@coach/kit/test/hand-made-answers.ts';
import { callAs, signInAs, tokenOf } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import type { MemberDashboard } from '@coach/server/app-type';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { askedToBeCoached, pairedWithKerem } from '../../../test-support/newcomer.ts';
import { CoachingHoursCard } from './coaching-hours-card.tsx';
import { DashboardPage } from './dashboard-page.tsx';

// Issue 10: the dashboard's empty cards say what to do next, the badge is shown once and in the
// page's language, the coaching hours come with the dashboard's answer, and a skeleton keeps the
// page's shape while it loads. The seeded members stand in each situation
// (server/src/seed/demo-programme.ts): John has neither a project nor a request, Kerem's projects
// are all closed, Mehmet coaches; every answer is the real server's.

const routes = [
  { path: '/user/dashboard', element: <DashboardPage /> },
  { path: '/en/user/dashboard', element: <DashboardPage /> },
];

afterEach(() => mockServer.events.removeAllListeners());

/** Opens the dashboard as the demo member, or the seeded member with `email`; `calls` lists every path asked. */
async function open(path: string, email?: string) {
  await signInAs(email);
  return render(path);
}

function render(path: string) {
  const calls: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname);
  });
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, calls };
}

const dashboardOf = async (email: string) =>
  (await callAs<MemberDashboard>(await tokenOf(email), 'GET', '/api/accountdashboard')).data;

describe('member dashboard, next steps', () => {
  it('tells a new member how to get a project and hours, without "0 open of 0"', async () => {
    await open('/en/user/dashboard', 'john@example.com');
    const projects = await screen.findByRole('region', { name: 'Open projects' });
    expect(await within(projects).findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(within(projects).getByText(/next matching run looks for a partner/)).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Ask for a project' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
    // John has a coach package and 3 points; his proof of training waits for review and he never
    // asked to be coached: the server's rules name both, and "Ask to coach", which they would
    // refuse, is not offered.
    expect((await dashboardOf('john@example.com')).coachingNeeds).toEqual([
      { need: 'proofOfEducation', proofState: 'pending' },
      { need: 'coacheeRequest' },
    ]);
    const hours = screen.getByRole('region', { name: 'Coaching hours' });
    expect(within(hours).getByText('Before you can coach, you need:')).toBeInTheDocument();
    expect(
      within(hours).getByText('Your proof of coach training, approved: it is being reviewed.'),
    ).toBeInTheDocument();
    expect(
      within(hours).getByRole('link', { name: 'To be coached once first: ask to be coached.' }),
    ).toHaveAttribute('href', '/en/user/projects');
    expect(within(hours).queryByRole('link', { name: 'Ask to coach' })).toBeNull();
    expect(screen.queryByText(/0 open of 0/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
  });

  it('says the next step in Turkish on Turkish pages', async () => {
    await open('/user/dashboard', 'john@example.com');
    const projects = await screen.findByRole('region', { name: 'Açık projeler' });
    expect(await within(projects).findByRole('heading', { name: 'Henüz projeniz yok' })).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Proje talebi' })).toHaveAttribute(
      'href',
      '/user/projects',
    );
  });

  it('says a request waits for the matching run rather than asking for another', async () => {
    await askedToBeCoached('john@example.com', ['en']);
    await open('/en/user/dashboard', 'john@example.com');
    const projects = await screen.findByRole('region', { name: 'Open projects' });
    expect(
      await within(projects).findByRole('heading', { name: 'Your request waits for a partner' }),
    ).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'See your requests' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
    expect(within(projects).queryByRole('link', { name: 'Ask for a project' })).toBeNull();
  });

  it('leads a member whose projects are all closed to a new one', async () => {
    // Kerem's one project ended; he withdraws his open request to coach.
    const kerem = await tokenOf('kerem@example.com');
    const requests = await callAs<{ items: { id: string }[] }>(kerem, 'GET', '/api/projectrequests');
    for (const { id } of requests.data.items) {
      await callAs(kerem, 'POST', '/api/projectrequests/cancel', { projectRequestId: id });
    }
    await open('/en/user/dashboard', 'kerem@example.com');
    const projects = await screen.findByRole('region', { name: 'Open projects' });
    expect(await within(projects).findByRole('heading', { name: 'No open project' })).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Ask for a project' })).toBeInTheDocument();
  });

  it('asks a coach without hours yet to log a session', async () => {
    // Kerem is paired with Ayşe today; his training started after he coached Emre, so none of
    // his hours count yet.
    await pairedWithKerem('ayse@example.com');
    const { asOf } = (
      await callAs<{ asOf: string }>(await tokenOf('kerem@example.com'), 'GET', '/api/coachinglog')
    ).data;
    await callAs(await tokenOf('kerem@example.com'), 'PUT', '/api/coachinglog/preferences', {
      trainingStartedOn: asOf,
      shareEmailWithCoaches: false,
    });
    const dashboard = await dashboardOf('kerem@example.com');
    expect([dashboard.coaching?.hours, dashboard.projects.openAsCoach]).toEqual([0, 1]);
    await open('/en/user/dashboard', 'kerem@example.com');
    const hours = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(within(hours).getByText(/Log each session you hold as coach/)).toBeInTheDocument();
    expect(within(hours).getByRole('link', { name: 'Log a session' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('shows a guest that projects come with a membership, and no projects or hours of their own', async () => {
    const { guest } = (await realServer()).accounts;
    act(() => store.set(tokenAtom, guest.token));
    const { calls } = render('/en/user/dashboard');
    const projects = await screen.findByRole('region', { name: 'Projects' });
    expect(
      within(projects).getByRole('heading', { name: 'Projects come with a membership' }),
    ).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Choose a package' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
    const chart = screen.getByRole('region', { name: 'Points over time' });
    expect(
      await within(chart).findByText(/Projects start once you hold a membership package/),
    ).toBeInTheDocument();
    expect(within(chart).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Open projects' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Coaching hours' })).toBeNull();
    expect(calls).toContain('/api/ledger');
    expect(calls).not.toContain('/api/projects/getmyopenprojects');
  });
});

describe('member dashboard, badge and coaching hours', () => {
  it('shows the badge once, among the figures, in English on English pages', async () => {
    const { badge } = await dashboardOf('ayse@example.com');
    await open('/en/user/dashboard');
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    expect(within(figures).getByText(badge?.nameEn ?? 'no badge')).toBeInTheDocument();
    expect(screen.getAllByText(badge?.nameEn ?? 'no badge')).toHaveLength(1);
    expect(screen.queryByText(badge?.nameTr ?? 'no badge')).toBeNull();
  });

  it('shows the badge once in Turkish on Turkish pages', async () => {
    const { badge } = await dashboardOf('ayse@example.com');
    await open('/user/dashboard');
    const figures = await screen.findByRole('region', { name: 'Rakamlarınız' });
    expect(within(figures).getByText(badge?.nameTr ?? 'no badge')).toBeInTheDocument();
    expect(screen.getAllByText(badge?.nameTr ?? 'no badge')).toHaveLength(1);
  });

  it("reads the coaching hours from the dashboard's answer, with no call of their own", async () => {
    // Mehmet has coached Ayşe, Burak and Sarah.
    const { coaching } = await dashboardOf('mehmet@example.com');
    const counted = String(coaching?.hours);
    const { calls } = await open('/en/user/dashboard', 'mehmet@example.com');
    const hours = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(within(hours).getByText(counted)).toBeInTheDocument();
    expect(within(hours).getByText('hours coached that count')).toBeInTheDocument();
    expect(within(hours).getByRole('progressbar', { name: 'Hours towards ACC' })).toHaveAttribute(
      'aria-valuetext',
      `${counted} of 100 hours`,
    );
    expect(within(hours).getByRole('link', { name: 'See your coaching log' })).toHaveAttribute(
      'href',
      '/en/user/coaching-log',
    );
    await waitFor(() => expect(calls).toContain('/api/projects/getmyopenprojects'));
    expect(calls).not.toContain('/api/coachinglog');
  });

  it('offers "Ask to coach" when nothing stands in the way, and a coach package to a coachee-level member', async () => {
    const [acc] = progressTowards({ hours: 0, paidHours: 0, clients: 0, recentHours: 0 });
    const card = (needs: CoachingNeed[]) => (
      <CoachingHoursCard coaching={{ hours: 0, next: acc ?? null }} coachingNow={false} needs={needs} />
    );
    const ready = renderRoutes([{ path: '/en/user/dashboard', element: card([]) }], {
      path: '/en/user/dashboard',
      catalogues: { tr, en },
    });
    const hours = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(within(hours).getByText(/count towards ACC: 100 hours/)).toBeInTheDocument();
    expect(within(hours).getByRole('link', { name: 'Ask to coach' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
    ready.unmount();

    renderRoutes(
      [
        {
          path: '/user/dashboard',
          element: card([{ need: 'coachLevelPackage' }, { need: 'points', points: 5, missing: 2 }]),
        },
      ],
      {
        path: '/user/dashboard',
        catalogues: { tr, en },
      },
    );
    const turkish = await screen.findByRole('region', { name: 'Koçluk saatleri' });
    expect(within(turkish).getByRole('link', { name: /^Koç paketi/ })).toHaveAttribute(
      'href',
      '/user/membership-renewal',
    );
    expect(within(turkish).getByText(/^2 puan daha/)).toBeInTheDocument();
    expect(within(turkish).queryByRole('link', { name: 'Koçluk talebi' })).toBeNull();
  });

  it('moves on to PCC once ACC is met', async () => {
    // No seeded coach comes near ACC: the card is shown with the core's own progress for figures
    // the real server would answer for such a coach.
    const [, pcc] = progressTowards({ hours: 120, paidHours: 90, clients: 9, recentHours: 60 });
    const card = <CoachingHoursCard coaching={{ hours: 120, next: pcc ?? null }} coachingNow needs={[]} />;
    renderRoutes([{ path: '/en/user/dashboard', element: card }], {
      path: '/en/user/dashboard',
      catalogues: { tr, en },
    });
    const hours = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(within(hours).getByRole('progressbar', { name: 'Hours towards PCC' })).toHaveAttribute(
      'aria-valuetext',
      '120 of 500 hours',
    );
    expect(within(hours).getByText(/^Still to go for PCC: 380 more hours/)).toBeInTheDocument();
  });
});

describe('member dashboard while it loads', () => {
  it('keeps the shape of the page in a busy region that says what loads, with no spinner', async () => {
    const dashboard = heldAnswerOn('get', '*/api/accountdashboard');
    mockServer.use(dashboard.handler);
    const { container } = await open('/en/user/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your dashboard…');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('svg circle')).toBeNull();
    await waitFor(() => expect(dashboard.calls).toBe(1));
    dashboard.release();
    expect(await screen.findByRole('region', { name: 'Your figures' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard…')).toBeNull();
  });
});
