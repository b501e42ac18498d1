import { permissionsOf, progressTowards } from '@coach/core/contracts';
import { store, tokenAtom } from '@coach/kit';
import { demoMember, memberDashboard } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import type { MemberDashboard } from '@coach/server/app-type';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { membershipHandlers, subscriptionStatus } from '../../../mocks/membership-handlers.ts';
import {
  myProject,
  myRequest,
  type ProjectMockOptions,
  projectHandlers,
} from '../../../mocks/project-handlers.ts';
import { DashboardPage } from './dashboard-page.tsx';

// Issue 10: the dashboard's empty cards say what to do next, the badge is shown once and in the
// page's language, the coaching hours come with the dashboard's answer, and a skeleton keeps the
// page's shape while it loads.

const routes = [
  { path: '/user/dashboard', element: <DashboardPage /> },
  { path: '/en/user/dashboard', element: <DashboardPage /> },
];

/** A new member: no projects, no hours, no points. */
const newcomer: Partial<MemberDashboard> = {
  score: 0,
  hoursCoached: 0,
  hoursReceived: 0,
  projects: { openAsCoach: 0, totalAsCoach: 0, openAsCoachee: 0, totalAsCoachee: 0 },
  activeProjectCount: 0,
  totalProjectCount: 0,
  coaching: {
    hours: 0,
    next: progressTowards({ hours: 0, paidHours: 0, clients: 0, recentHours: 0 })[0] ?? null,
  },
};

afterEach(() => mockServer.events.removeAllListeners());

/** Every call that reached the mock server, by path. */
function open(path: string, changes: Partial<MemberDashboard> = {}, projects: ProjectMockOptions = {}) {
  const calls: string[] = [];
  mockServer.use(
    ...projectHandlers({ ledger: [], ...projects }),
    ...membershipHandlers({ subscription: subscriptionStatus('active') }),
    http.get('*/api/accountdashboard', ({ request }) =>
      answer(request, 200, 'done', { ...memberDashboard, ...changes } satisfies MemberDashboard),
    ),
  );
  mockServer.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname);
  });
  store.set(tokenAtom, demoMember.token);
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, calls };
}

/** The signed-in user is a guest: no projects, no coaching. */
function asGuest() {
  mockServer.use(
    http.get('*/api/auth/userinfo', ({ request }) =>
      answer(request, 200, 'done', {
        ...demoMember.user,
        accountRoleType: 'Guest',
        permissions: [...permissionsOf('Guest')],
      }),
    ),
  );
}

describe('member dashboard, next steps', () => {
  it('tells a new member how to get a project and hours, without "0 open of 0"', async () => {
    open('/en/user/dashboard', newcomer);
    const projects = await screen.findByRole('region', { name: 'Open projects' });
    expect(await within(projects).findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(within(projects).getByText(/next matching run looks for a partner/)).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Ask for a project' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
    const hours = screen.getByRole('region', { name: 'Coaching hours' });
    expect(within(hours).getByRole('heading', { name: 'No coaching hours yet' })).toBeInTheDocument();
    expect(within(hours).getByText(/count towards ACC: 100 hours/)).toBeInTheDocument();
    expect(within(hours).getByRole('link', { name: 'Ask to coach' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
    expect(screen.queryByText(/0 open of 0/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
  });

  it('says the next step in Turkish on Turkish pages', async () => {
    open('/user/dashboard', newcomer);
    const projects = await screen.findByRole('region', { name: 'Açık projeler' });
    expect(await within(projects).findByRole('heading', { name: 'Henüz projeniz yok' })).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Proje talebi' })).toHaveAttribute(
      'href',
      '/user/projects',
    );
  });

  it('says a request waits for the matching run rather than asking for another', async () => {
    open('/en/user/dashboard', newcomer, { requests: [myRequest()] });
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
    open('/en/user/dashboard', { activeProjectCount: 0 }, { projects: [] });
    const projects = await screen.findByRole('region', { name: 'Open projects' });
    expect(await within(projects).findByRole('heading', { name: 'No open project' })).toBeInTheDocument();
    expect(within(projects).getByRole('link', { name: 'Ask for a project' })).toBeInTheDocument();
  });

  it('asks a coach without hours yet to log a session', async () => {
    open(
      '/en/user/dashboard',
      { ...newcomer, projects: { openAsCoach: 1, totalAsCoach: 1, openAsCoachee: 0, totalAsCoachee: 0 } },
      { projects: [myProject({ myRole: 'coach' })] },
    );
    const hours = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(within(hours).getByText(/Log each session you hold as coach/)).toBeInTheDocument();
    expect(within(hours).getByRole('link', { name: 'Log a session' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('shows a guest that projects come with a membership, and no projects or hours of their own', async () => {
    asGuest();
    const { calls } = open('/en/user/dashboard', { ...newcomer, accountRoleType: 'Guest', coaching: null });
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
    expect(calls).not.toContain('/api/projects/getmyopenprojects');
  });
});

describe('member dashboard, badge and coaching hours', () => {
  it('shows the badge once, among the figures, in English on English pages', async () => {
    open('/en/user/dashboard');
    const figures = await screen.findByRole('region', { name: 'Your figures' });
    expect(within(figures).getByText('Bronze')).toBeInTheDocument();
    expect(screen.getAllByText('Bronze')).toHaveLength(1);
    expect(screen.queryByText('Bronz')).toBeNull();
  });

  it('shows the badge once in Turkish on Turkish pages', async () => {
    open('/user/dashboard');
    const figures = await screen.findByRole('region', { name: 'Rakamlarınız' });
    expect(within(figures).getByText('Bronz')).toBeInTheDocument();
    expect(screen.getAllByText('Bronz')).toHaveLength(1);
  });

  it("reads the coaching hours from the dashboard's answer, with no call of their own", async () => {
    const { calls } = open('/en/user/dashboard');
    const hours = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(within(hours).getByText('13')).toBeInTheDocument();
    expect(within(hours).getByText('hours coached that count')).toBeInTheDocument();
    expect(within(hours).getByRole('progressbar', { name: 'Hours towards ACC' })).toHaveAttribute(
      'aria-valuetext',
      '13 of 100 hours',
    );
    expect(within(hours).getByRole('link', { name: 'See your coaching log' })).toHaveAttribute(
      'href',
      '/en/user/coaching-log',
    );
    await waitFor(() => expect(calls).toContain('/api/projects/getmyopenprojects'));
    expect(calls).not.toContain('/api/coachinglog');
  });

  it('moves on to PCC once ACC is met', async () => {
    const [, pcc] = progressTowards({ hours: 120, paidHours: 90, clients: 9, recentHours: 60 });
    open('/en/user/dashboard', { coaching: { hours: 120, next: pcc ?? null } });
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
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer.use(
      ...projectHandlers({ ledger: [] }),
      ...membershipHandlers({ subscription: subscriptionStatus('active') }),
      http.get('*/api/accountdashboard', async ({ request }) => {
        await held;
        return answer(request, 200, 'done', memberDashboard);
      }),
    );
    store.set(tokenAtom, demoMember.token);
    const { container } = renderRoutes(routes, { path: '/en/user/dashboard', catalogues: { tr, en } });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your dashboard…');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('svg circle')).toBeNull();
    release();
    expect(await screen.findByRole('region', { name: 'Your figures' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard…')).toBeNull();
  });
});
