import { type CoachingLog, catalogue, progressTowards, translate } from '@coach/core/contracts';
import { store, Toaster, tokenAtom } from '@coach/kit';
import { catalogueAnswerOn, watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { callAs, signInAs, tokenOf } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { catchSavedFiles } from '@coach/kit/test/saved-files.ts';
import { mockServer } from '@coach/kit/test/setup.ts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { coachMoreHours } from '../../../test-support/coached-hours.ts';
import { CoachingLogPage } from './coaching-log-page.tsx';
import { CredentialProgressBlock } from './credential-progress.tsx';

// The seeded session logs (server/src/seed/demo-programme.ts): Mehmet coached Ayşe (who lets her
// coaches list her e-mail), Burak and Sarah, all pro bono, as he was never coached here; Elif
// coached Burak after Selin coached her, so her oldest hours are paid; the demo member (Ayşe) has
// coached nobody. Every figure is the real server's.

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

/** Opens the page as the demo member, or as the seeded member with `email`; answers the session's token. */
async function open(path: string, email?: string) {
  const token = await signInAs(email);
  renderRoutes(routes, { path, catalogues: { tr, en } });
  return token;
}

/** The coaching log of the seeded member with `email`, as the server answers it. */
async function logOf(email: string): Promise<CoachingLog> {
  return (await callAs<CoachingLog>(await tokenOf(email), 'GET', '/api/coachinglog')).data;
}

/** The member with `email` sets their coaching-log choices, as the settings page would. */
async function preferencesOf(
  email: string,
  trainingStartedOn: string | null,
  shareEmailWithCoaches: boolean,
) {
  const token = await tokenOf(email);
  await callAs(token, 'PUT', '/api/coachinglog/preferences', { trainingStartedOn, shareEmailWithCoaches });
}

const credential = (log: CoachingLog, name: 'ACC' | 'PCC') => {
  const progress = log.progress.find((candidate) => candidate.credential === name);
  if (!progress) throw new Error(`no progress towards ${name}`);
  return progress;
};

/** A number as the page writes it in Turkish: a decimal comma. */
const turkish = (value: number) => String(value).replace('.', ',');

const region = (name: string | RegExp) => screen.findByRole('region', { name });

describe('coaching log page: progress', () => {
  it('says what is still missing for each credential, with a bar per requirement', async () => {
    // Mehmet coaches Sarah ten more hours: his hours of the last 18 months pass ACC's target.
    await coachMoreHours('mehmet@example.com', 'sarah@example.com', 10);
    const log = await logOf('mehmet@example.com');
    const acc = credential(log, 'ACC');
    expect(acc.reached.recentHours).toBeGreaterThan(acc.target.recentHours);
    await open('/en/user/coaching-log', 'mehmet@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Coaching log' })).toBeInTheDocument();
    const accBlock = await region('ACC');
    expect(
      within(accBlock).getByText(
        `Still to go for ACC: ${acc.missing.hours} more hours, ${acc.missing.paidHours} more paid hours, ${acc.missing.clients} more clients`,
      ),
    ).toBeInTheDocument();
    expect(within(accBlock).getByRole('progressbar', { name: 'Hours of coaching' })).toHaveAttribute(
      'aria-valuetext',
      `${acc.reached.hours} of ${acc.target.hours} hours`,
    );
    expect(within(accBlock).getByRole('progressbar', { name: 'Clients' })).toHaveAttribute(
      'aria-valuetext',
      `${acc.reached.clients} of ${acc.target.clients} clients`,
    );
    // Reached beyond the target: the bar is full, the figures say by how much.
    const recent = within(accBlock).getByRole('progressbar', { name: 'Hours in the last 18 months' });
    expect(recent).toHaveAttribute('aria-valuenow', '100');
    expect(recent).toHaveAttribute(
      'aria-valuetext',
      `${acc.reached.recentHours} of ${acc.target.recentHours} hours`,
    );
    const pcc = credential(log, 'PCC');
    expect(
      within(await region('PCC')).getByText(
        `Still to go for PCC: ${pcc.missing.hours} more hours, ${pcc.missing.paidHours} more paid hours, ${pcc.missing.clients} more clients, ${pcc.missing.recentHours} more hours in the last 18 months`,
      ),
    ).toBeInTheDocument();
  });

  it('says when every requirement of a credential is met, and half hours in singular and plural', async () => {
    // No seeded coach comes near ACC, let alone PCC: the block is shown with the core's own
    // progress for figures the real server would answer for such a coach.
    const [acc, pcc] = progressTowards({ hours: 499, paidHours: 450, clients: 25, recentHours: 49.5 });
    const blocks = (
      <>
        {acc ? <CredentialProgressBlock progress={acc} /> : null}
        {pcc ? <CredentialProgressBlock progress={pcc} /> : null}
      </>
    );
    renderRoutes([{ path: '/en/user/coaching-log', element: blocks }], {
      path: '/en/user/coaching-log',
      catalogues: { tr, en },
    });
    const accBlock = await region('ACC');
    expect(within(accBlock).getByText('All requirements met')).toBeInTheDocument();
    expect(within(accBlock).getByText('Requirements met')).toBeInTheDocument();
    expect(within(accBlock).queryByText(/Still to go/)).not.toBeInTheDocument();
    expect(
      within(await region('PCC')).getByText(
        'Still to go for PCC: 1 more hour, 0.5 more hours in the last 18 months',
      ),
    ).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages, decimals with a comma', async () => {
    const acc = credential(await logOf('mehmet@example.com'), 'ACC');
    // Mehmet's half hours, so that the comma shows.
    expect(acc.reached.hours % 1).toBe(0.5);
    await open('/user/coaching-log', 'mehmet@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Koçluk günlüğü' })).toBeInTheDocument();
    const accBlock = await region('ACC');
    expect(
      within(accBlock).getByText(new RegExp(`^ACC için kalan: ${turkish(acc.missing.hours)} saat daha, `)),
    ).toBeInTheDocument();
    expect(within(accBlock).getByRole('progressbar', { name: 'Koçluk saati' })).toHaveAttribute(
      'aria-valuetext',
      `${turkish(acc.reached.hours)} / ${acc.target.hours} saat`,
    );
  });
});

describe('coaching log page: the log', () => {
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('lists one row per client, the e-mail only where the client agreed, and the totals', async () => {
    const log = await logOf('mehmet@example.com');
    const shared = log.rows.find((row) => row.contactEmail !== null);
    const withheld = log.rows.find((row) => row.emailWithheld);
    if (!shared?.contactEmail || !withheld) throw new Error("Mehmet's clients are no longer mixed");
    await open('/en/user/coaching-log', 'mehmet@example.com');
    const clients = await screen.findByRole('region', { name: /Your clients, in the order/ });
    const rows = within(clients).getAllByRole('row');
    expect(rows.map((row) => within(row).queryByRole('rowheader')?.textContent ?? 'head')).toEqual([
      'head',
      ...log.rows.map((row) => row.clientName),
      'Total',
    ]);
    const rowOf = (name: string) =>
      rows.find((row) => within(row).queryByRole('rowheader')?.textContent === name);
    expect(rowOf(shared.clientName)).toHaveTextContent(shared.contactEmail);
    expect(rowOf(shared.clientName)).toHaveTextContent('Individual');
    expect(rowOf(withheld.clientName)).toHaveTextContent('Not shared');
    expect(rowOf(withheld.clientName)).toHaveTextContent(
      'The client has not agreed to share their e-mail; ask them before you apply.',
    );
    // The totals above the log, and the chart's numbers as a table.
    expect(screen.getByText('Hours coached').closest('dt')?.nextElementSibling).toHaveTextContent(
      String(log.totals.hours),
    );
    const chart = await region('Hours over time');
    const table = await within(chart).findByRole('table', {
      name: 'Hours coached so far, at the end of each day of sessions',
    });
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(
      new RegExp(`${log.totals.hours}\\s*${log.totals.paidHours}$`),
    );
  });

  it('counts the oldest hours coached as paid, up to the hours received, the rest pro bono', async () => {
    const log = await logOf('elif@example.com');
    const [burak] = log.rows;
    expect(burak?.paidHours).toBe(log.totals.receivedHours);
    expect(burak?.proBonoHours).toBeGreaterThan(0);
    await open('/en/user/coaching-log', 'elif@example.com');
    const clients = await screen.findByRole('region', { name: /Your clients, in the order/ });
    const rows = within(clients).getAllByRole('row');
    expect(cells(rows[1] as HTMLElement).slice(-2)).toEqual([
      String(burak?.paidHours),
      String(burak?.proBonoHours),
    ]);
    expect(cells(rows.at(-1) as HTMLElement)).toEqual([
      String(log.totals.paidHours),
      String(log.totals.proBonoHours),
    ]);
  });

  it('downloads the log as .xlsx and .csv in the page language, under the server’s file name', async () => {
    const saved = catchSavedFiles();
    const user = userEvent.setup();
    const downloads = watchedCallsOn('get', '*/api/coachinglog/download');
    mockServer.use(downloads.handler);
    const { asOf } = await logOf('mehmet@example.com');
    const token = await open('/en/user/coaching-log', 'mehmet@example.com');
    await user.click(await screen.findByRole('button', { name: 'Download .xlsx' }));
    expect(
      await screen.findByText(`Your coaching log was saved as coaching-log-${asOf}.xlsx.`),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download .csv' }));
    await waitFor(() => expect(saved).toEqual([`coaching-log-${asOf}.xlsx`, `coaching-log-${asOf}.csv`]));
    expect(downloads.calls.map((call) => new URL(call.url).search)).toEqual([
      '?format=xlsx&language=en',
      '?format=csv&language=en',
    ]);
    // With the session, like every other call: a plain link would carry no token.
    expect(downloads.calls.map((call) => call.headers.get('authorization'))).toEqual([
      `Bearer ${token}`,
      `Bearer ${token}`,
    ]);
  });

  it('asks for the Turkish file on a Turkish page', async () => {
    const saved = catchSavedFiles();
    const downloads = watchedCallsOn('get', '*/api/coachinglog/download');
    mockServer.use(downloads.handler);
    const { asOf } = await logOf('mehmet@example.com');
    await open('/user/coaching-log', 'mehmet@example.com');
    await userEvent.click(await screen.findByRole('button', { name: '.xlsx indir' }));
    await waitFor(() => expect(saved).toEqual([`kocluk-gunlugu-${asOf}.xlsx`]));
    expect(new URL(downloads.calls[0]?.url ?? '').searchParams.get('language')).toBe('tr');
  });

  it('says why a download failed', async () => {
    mockServer.use(catalogueAnswerOn('get', '*/api/coachinglog/download', 'somethingWentWrong'));
    await open('/en/user/coaching-log', 'mehmet@example.com');
    await userEvent.click(await screen.findByRole('button', { name: 'Download .csv' }));
    expect(await screen.findByText(translate(catalogue.somethingWentWrong.code, 'en'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download .csv' })).toBeEnabled();
  });

  it('tells a member without hours what to do next', async () => {
    // The demo member (Ayşe) was coached, and coached nobody.
    await open('/en/user/coaching-log');
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
    const asked = watchedCallsOn('get', '*/api/coachinglog');
    mockServer.use(asked.handler);
    const { guest } = (await realServer()).accounts;
    act(() => store.set(tokenAtom, guest.token));
    renderRoutes(routes, { path: '/en/user/coaching-log', catalogues: { tr, en } });
    expect(await screen.findByText('The coaching log is for members')).toBeInTheDocument();
    expect(asked.calls).toHaveLength(0);
  });
});

describe('coaching log page: the training start', () => {
  it('saves the training start with the consent as it was', async () => {
    const user = userEvent.setup();
    const saves = watchedCallsOn('put', '*/api/coachinglog/preferences');
    // Elif has entered no training start; she lets her coaches list her e-mail.
    await preferencesOf('elif@example.com', null, true);
    mockServer.use(saves.handler);
    const { asOf } = await logOf('elif@example.com');
    await open('/en/user/coaching-log', 'elif@example.com');
    const field = await screen.findByLabelText('Training started on');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('max', asOf);
    fireEvent.change(field, { target: { value: '2024-09-01' } });
    await user.click(screen.getByRole('button', { name: 'Save the training start' }));
    expect(await screen.findByText('Your training start was saved.')).toBeInTheDocument();
    // Both consents go back as they were: the e-mail's on, the name's off (left out above: off).
    expect(await Promise.all(saves.calls.map((call) => call.json()))).toEqual([
      { trainingStartedOn: '2024-09-01', shareEmailWithCoaches: true, shareNameWithCoaches: false },
    ]);
    const saved = await logOf('elif@example.com');
    expect([saved.trainingStartedOn, saved.shareEmailWithCoaches]).toEqual(['2024-09-01', true]);
  });

  it('shows the server’s refusal of a day after today next to the field', async () => {
    const user = userEvent.setup();
    const { asOf } = await logOf('mehmet@example.com');
    const token = await open('/en/user/coaching-log', 'mehmet@example.com');
    // What the server says of that day, asked the same way beforehand (nothing is saved).
    const refusal = await callAs<{ fields: { trainingStartedOn: string } }>(
      token,
      'PUT',
      '/api/coachinglog/preferences',
      { trainingStartedOn: '2999-01-01', shareEmailWithCoaches: false },
    );
    expect(refusal.data.fields.trainingStartedOn).toMatch(new RegExp(`^Choose a day from .* to ${asOf}\\.$`));
    const field = await screen.findByLabelText('Training started on');
    fireEvent.change(field, { target: { value: '2999-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Save the training start' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(refusal.data.fields.trainingStartedOn);
    expect(field).toHaveFocus();
  });

  it('says how many hours the training start leaves out', async () => {
    // Mehmet's training started after he coached Ayşe.
    await preferencesOf('mehmet@example.com', '2025-12-01', false);
    const { totals } = await logOf('mehmet@example.com');
    expect(totals.hoursBeforeTraining).toBeGreaterThan(0);
    await open('/en/user/coaching-log', 'mehmet@example.com');
    expect(await screen.findByLabelText('Training started on')).toHaveValue('2025-12-01');
    expect(
      screen.getByText(
        `${totals.hoursBeforeTraining} hours you coached before this day are left out of your log and your progress.`,
      ),
    ).toBeInTheDocument();
  });
});
