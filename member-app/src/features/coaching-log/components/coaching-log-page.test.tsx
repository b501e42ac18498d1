import { permissionsOf } from '@coach/core/contracts';
import { store, Toaster, tokenAtom } from '@coach/kit';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import {
  type CoachingMockOptions,
  coachingHandlers,
  coachingLogOf,
  demoSessions,
  emptyCoachingLog,
  progressOf,
  today,
} from '../../../mocks/coaching-handlers.ts';
import { CoachingLogPage } from './coaching-log-page.tsx';

const page = (
  <>
    <CoachingLogPage />
    <Toaster />
  </>
);
const routes = [
  { path: '/user/coaching-log', element: page },
  { path: '/en/user/coaching-log', element: page },
  { path: '/user/projects', element: <p>Projects page</p> },
  { path: '/en/user/projects', element: <p>Projects page</p> },
  { path: '/error', element: <p>Error page</p> },
];

/** Opens the page; `sent` collects the bodies of the preference calls, `downloads` the download calls. */
function open(path: string, options: CoachingMockOptions = {}) {
  const sent: unknown[] = [];
  const downloads: { url: URL; authorization: string | null }[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/api/coachinglog/preferences'))
      sent.push(await request.clone().json());
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/coachinglog/download')
      downloads.push({ url: new URL(request.url), authorization: request.headers.get('authorization') });
  });
  mockServer.use(...coachingHandlers(options));
  store.set(tokenAtom, demoMember.token);
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, sent, downloads };
}

/** Records the names of the files the page hands to the browser. */
function catchSavedFiles() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => mockServer.events.removeAllListeners());

const region = (name: string | RegExp) => screen.findByRole('region', { name });

/** 86 hours, 80 paid, 6 clients, 30 recent: ACC lacks hours and clients only. */
const nearAcc = () => ({
  ...coachingLogOf(demoSessions, { receivedHours: 6 }),
  progress: progressOf({ hours: 86, paidHours: 80, clients: 6, recentHours: 30 }),
});

describe('coaching log page: progress', () => {
  it('says what is still missing for each credential, with a bar per requirement', async () => {
    open('/en/user/coaching-log', { log: nearAcc() });
    expect(screen.getByRole('heading', { level: 1, name: 'Coaching log' })).toBeInTheDocument();
    const acc = await region('ACC');
    expect(within(acc).getByText('Still to go for ACC: 14 more hours, 2 more clients')).toBeInTheDocument();
    const hours = within(acc).getByRole('progressbar', { name: 'Hours of coaching' });
    expect(hours).toHaveAttribute('aria-valuenow', '86');
    expect(hours).toHaveAttribute('aria-valuetext', '86 of 100 hours');
    expect(within(acc).getByRole('progressbar', { name: 'Clients' })).toHaveAttribute(
      'aria-valuetext',
      '6 of 8 clients',
    );
    // Reached beyond the target: the bar is full, the figures say by how much.
    const paid = within(acc).getByRole('progressbar', { name: 'Paid hours' });
    expect(paid).toHaveAttribute('aria-valuenow', '100');
    expect(paid).toHaveAttribute('aria-valuetext', '80 of 75 hours');
    const pcc = await region('PCC');
    expect(
      within(pcc).getByText(
        'Still to go for PCC: 414 more hours, 370 more paid hours, 19 more clients, 20 more hours in the last 18 months',
      ),
    ).toBeInTheDocument();
  });

  it('says when every requirement of a credential is met, and half hours in singular and plural', async () => {
    open('/en/user/coaching-log', {
      log: {
        ...coachingLogOf(demoSessions),
        progress: progressOf({ hours: 499, paidHours: 450, clients: 25, recentHours: 49.5 }),
      },
    });
    const acc = await region('ACC');
    expect(within(acc).getByText('All requirements met')).toBeInTheDocument();
    expect(within(acc).getByText('Requirements met')).toBeInTheDocument();
    expect(within(acc).queryByText(/Still to go/)).not.toBeInTheDocument();
    expect(
      within(await region('PCC')).getByText(
        'Still to go for PCC: 1 more hour, 0.5 more hours in the last 18 months',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages, decimals with a comma', async () => {
    open('/user/coaching-log', {
      log: {
        ...nearAcc(),
        progress: progressOf({ hours: 85.5, paidHours: 80, clients: 7, recentHours: 30 }),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Koçluk günlüğü' })).toBeInTheDocument();
    const acc = await region('ACC');
    expect(within(acc).getByText('ACC için kalan: 14,5 saat daha, 1 danışan daha')).toBeInTheDocument();
    expect(within(acc).getByRole('progressbar', { name: 'Koçluk saati' })).toHaveAttribute(
      'aria-valuetext',
      '85,5 / 100 saat',
    );
  });
});

describe('coaching log page: the log', () => {
  it('lists one row per client, the e-mail only where the client agreed, and the totals', async () => {
    open('/en/user/coaching-log');
    const clients = await screen.findByRole('region', { name: /Your clients, in the order/ });
    const rows = within(clients).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent ?? 'head')).toEqual([
      'head',
      'Mehmet Öztürk',
      'Zeynep Kaya',
      'Can Yıldız',
      'Total',
    ]);
    expect(rows[1]).toHaveTextContent('mehmet@example.com');
    expect(rows[1]).toHaveTextContent('Individual');
    expect(rows[2]).toHaveTextContent('Not shared');
    expect(rows[2]).toHaveTextContent(
      'The client has not agreed to share their e-mail; ask them before you apply.',
    );
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Paid, then pro bono: the oldest 6 of 13 hours are paid (6 hours received).
    expect(cells(rows[2] as HTMLElement).slice(-2)).toEqual(['2', '1.5']);
    expect(cells(rows[4] as HTMLElement)).toEqual(['6', '7']);
    // The totals above the log, and the chart's numbers as a table.
    expect(screen.getByText('Hours coached').closest('dt')?.nextElementSibling).toHaveTextContent('13');
    const chart = await region('Hours over time');
    const table = await within(chart).findByRole('table', {
      name: 'Hours coached so far, at the end of each day of sessions',
    });
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/13\s*6$/);
  });

  it('downloads the log as .xlsx and .csv in the page language, under the server’s file name', async () => {
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    const { downloads } = open('/en/user/coaching-log');
    await user.click(await screen.findByRole('button', { name: 'Download .xlsx' }));
    expect(
      await screen.findByText(`Your coaching log was saved as coaching-log-${today()}.xlsx.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download .csv' }));
    await waitFor(() =>
      expect(saved).toEqual([`coaching-log-${today()}.xlsx`, `coaching-log-${today()}.csv`]),
    );
    expect(downloads.map(({ url }) => url.search)).toEqual([
      '?format=xlsx&language=en',
      '?format=csv&language=en',
    ]);
    // With the session, like every other call: a plain link would carry no token.
    expect(downloads.map(({ authorization }) => authorization)).toEqual([
      `Bearer ${demoMember.token}`,
      `Bearer ${demoMember.token}`,
    ]);
  });

  it('asks for the Turkish file on a Turkish page', async () => {
    const saved = catchSavedFiles();
    const { downloads } = open('/user/coaching-log');
    await userEvent.click(await screen.findByRole('button', { name: '.xlsx indir' }));
    await waitFor(() => expect(saved).toEqual([`koclik-gunlugu-${today()}.xlsx`]));
    expect(downloads[0]?.url.searchParams.get('language')).toBe('tr');
  });

  it('says why a download failed', async () => {
    open('/en/user/coaching-log');
    mockServer.use(
      http.get('*/api/coachinglog/download', () =>
        HttpResponse.json({ code: 2005, message: 'Something went wrong', data: null }, { status: 500 }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download .csv' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download .csv' })).toBeEnabled();
  });

  it('tells a member without hours what to do next', async () => {
    open('/en/user/coaching-log', { log: emptyCoachingLog() });
    expect(await screen.findByRole('heading', { name: 'No coaching hours yet' })).toBeInTheDocument();
    expect(screen.getByText(/Ask to coach in a project, then log each session in it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my projects' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
    // A member who coached nobody yet can still download the (empty) log, as the issue asks of both partners.
    expect(screen.getByRole('button', { name: 'Download .xlsx' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    // The training start can be set before the first hour.
    expect(screen.getByLabelText('Training started on')).toBeInTheDocument();
  });

  it('tells a guest the log is for members, without asking the server', async () => {
    let asked = false;
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/coachinglog') asked = true;
    });
    mockServer.use(
      http.get('*/api/auth/userinfo', () =>
        HttpResponse.json({
          code: 2004,
          message: 'ok',
          data: { ...demoMember.user, accountRoleType: 'Guest', permissions: [...permissionsOf('Guest')] },
        }),
      ),
    );
    open('/en/user/coaching-log');
    expect(await screen.findByText('The coaching log is for members')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});

describe('coaching log page: the training start', () => {
  it('saves the training start with the consent as it was', async () => {
    const user = userEvent.setup();
    const { sent } = open('/en/user/coaching-log', {
      log: coachingLogOf(demoSessions, { shareEmailWithCoaches: true, trainingStartedOn: null }),
    });
    const field = await screen.findByLabelText('Training started on');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('max', today());
    fireEvent.change(field, { target: { value: '2024-09-01' } });
    await user.click(screen.getByRole('button', { name: 'Save the training start' }));
    expect(await screen.findByText('Your training start was saved.')).toBeInTheDocument();
    expect(sent).toEqual([{ trainingStartedOn: '2024-09-01', shareEmailWithCoaches: true }]);
  });

  it('shows the server’s refusal of a day after today next to the field', async () => {
    const user = userEvent.setup();
    open('/en/user/coaching-log');
    const field = await screen.findByLabelText('Training started on');
    fireEvent.change(field, { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save the training start' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(`Choose a day from 1900-01-01 to ${today()}.`);
    expect(field).toHaveFocus();
  });

  it('says how many hours the training start leaves out', async () => {
    open('/en/user/coaching-log', {
      log: coachingLogOf(demoSessions, { trainingStartedOn: '2025-01-01', hoursBeforeTraining: 2.5 }),
    });
    expect(await screen.findByLabelText('Training started on')).toHaveValue('2025-01-01');
    expect(
      screen.getByText('2.5 hours you coached before this day are left out of your log and your progress.'),
    ).toBeInTheDocument();
  });
});
