import { Toaster } from '@coach/kit';
import { answerOf } from '@coach/kit/test/hand-made-answers.ts';
import {
  browserClockAtTheServers,
  callAs,
  settingsChangedTo,
  signInAs,
} from '@coach/kit/test/real-member.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { ProjectsPage } from './projects-page.tsx';
import { formatDay } from './session-labels.ts';

// The real server's seeded logs (server/src/seed/demo-programme.ts): Elif started coaching Emre six
// days ago and logged one hour four days ago, which waits for him; Selin's log with Ayşe confirms
// 3.5 hours; Mehmet's with Burak confirms seven; Ayşe's past project with Mehmet has six sessions.

const page = (
  <>
    <ProjectsPage />
    <Toaster />
  </>
);
const routes = [
  { path: '/user/projects', element: page },
  { path: '/en/user/projects', element: page },
  { path: '/error', element: <p>Error page</p> },
];

beforeEach(async () => {
  await browserClockAtTheServers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function open(path: string, email?: string) {
  const token = await signInAs(email);
  renderRoutes(routes, { path, catalogues: { tr, en } });
  return token;
}

type Session = { id: string; heldOn: string; hours: number };
/** The log of the member's only open project, as the server answers it. */
async function logOf(token: string) {
  const projects = await callAs<{ items: { id: string }[] }>(token, 'GET', '/api/projects/getmyopenprojects');
  const projectId = projects.data.items[0]?.id as string;
  return (
    await callAs<{ items: Session[]; earliestDay: string; latestDay: string }>(
      token,
      'GET',
      `/api/projectsessions?projectId=${projectId}`,
    )
  ).data;
}

const english = (day: string) => formatDay(day, 'en');

/** Opens the session log of the (only) project of a list, by keyboard, and answers the log's panel. */
async function openLog(regionName: string, buttonName = 'Session log') {
  const user = userEvent.setup();
  const region = await screen.findByRole('region', { name: regionName });
  const toggle = await within(region).findByRole('button', { name: buttonName });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  toggle.focus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panelId = toggle.getAttribute('aria-controls') ?? '';
  // The panel may come a moment after the button says it is open (its part loads when first asked).
  const panel = await waitFor(() => {
    const element = document.getElementById(panelId);
    expect(element).not.toBeNull();
    return element as HTMLElement;
  });
  await within(panel).findByRole('heading', {
    name: regionName === 'Geçmiş projeler' ? 'Seanslar' : 'Sessions',
  });
  return { user, panel: () => document.getElementById(panelId) as HTMLElement, region };
}

describe('session log of an open project', () => {
  it('logs a session with a private note; it waits for the partner and counts as pending', async () => {
    const token = await open('/en/user/projects', 'emre@example.com');
    const log = await logOf(token);
    const { user, panel } = await openLog('Open projects');
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
    const day = within(panel()).getByLabelText(/Day of the session/);
    expect(day).toHaveAttribute('min', log.earliestDay);
    expect(day).toHaveAttribute('max', log.latestDay);
    expect(day).toHaveValue(log.latestDay);

    const held = log.earliestDay;
    fireEvent.change(day, { target: { value: held } });
    await user.click(within(panel()).getByRole('button', { name: /Length/ }));
    await user.click(await screen.findByRole('option', { name: '1.5 hours' }));
    const note = within(panel()).getByRole('textbox', { name: 'Private note' });
    expect(note).toHaveAccessibleDescription('Only you can read this; Elif Kaya never sees it.');
    await user.type(note, 'Talked about goals.');
    await user.click(within(panel()).getByRole('button', { name: 'Log the session' }));

    expect(
      await screen.findByText(
        `Your session of ${english(held)} (1.5 hours) is logged. Elif Kaya is asked to confirm it.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2));
    const item = within(panel())
      .getAllByRole('listitem')
      .find((entry) => entry.textContent?.includes('Talked about goals.')) as HTMLElement;
    expect(item).toHaveTextContent(`${english(held)} · 1.5 hours`);
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(item).toHaveTextContent('Logged by you · waiting for Elif Kaya to confirm it');
    expect(item).toHaveTextContent('Your private note: Talked about goals.');
    expect(within(item).getByRole('button', { name: /Remove the session of/ })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Confirm the session of/ })).not.toBeInTheDocument();
    // Elif's hour waits for Emre, his hour and a half for her.
    expect(within(panel()).getByText('Waiting for confirmation').nextElementSibling).toHaveTextContent(
      '2.5 hours',
    );
    // The form is ready for the next one, and the project's own figures follow the log.
    expect(within(panel()).getByRole('textbox', { name: 'Private note' })).toHaveValue('');
    expect(await screen.findByText('0 hours confirmed, 2.5 hours waiting')).toBeInTheDocument();
  });

  it('keeps a day typed for the next session while the projects list is still being read again', async () => {
    const token = await open('/en/user/projects', 'emre@example.com');
    const log = await logOf(token);
    const { user, panel } = await openLog('Open projects');
    // The projects list, read again after the log, is held until the member has typed the next day.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockServer.use(
      http.get(/\/api\/projects\/getmy/, async () => {
        await held;
        // No answer here: the real server's handler answers.
      }),
    );
    fireEvent.change(within(panel()).getByLabelText(/Day of the session/), {
      target: { value: log.earliestDay },
    });
    await user.click(within(panel()).getByRole('button', { name: 'Log the session' }));
    await waitFor(() => expect(within(panel()).getAllByRole('listitem')).toHaveLength(2));

    const next = within(panel()).getByLabelText(/Day of the session/);
    expect(next).toHaveValue(log.latestDay);
    fireEvent.change(next, { target: { value: log.earliestDay } });
    release();
    expect(await screen.findByText('0 hours confirmed, 2 hours waiting')).toBeInTheDocument();
    expect(within(panel()).getByLabelText(/Day of the session/)).toHaveValue(log.earliestDay);
  });

  it('refuses a day before the project started, in words, without sending it', async () => {
    const token = await open('/en/user/projects', 'emre@example.com');
    const log = await logOf(token);
    const dayBefore = new Date(Date.parse(`${log.earliestDay}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const { user, panel } = await openLog('Open projects');
    fireEvent.change(within(panel()).getByLabelText(/Day of the session/), { target: { value: dayBefore } });
    await user.click(within(panel()).getByRole('button', { name: 'Log the session' }));
    expect(
      await within(panel()).findByText(
        `Choose a day from ${english(log.earliestDay)} to ${english(log.latestDay)}.`,
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getByLabelText(/Day of the session/)).toHaveFocus();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the server’s refusal when the log is full (4067), in the page’s language', async () => {
    // Elif's hour fills a log the administrator limited to one.
    await settingsChangedTo({ maxSessionsPerProject: 1 });
    await open('/en/user/projects', 'emre@example.com');
    const { user, panel } = await openLog('Open projects');
    await user.click(within(panel()).getByRole('button', { name: 'Log the session' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      /A project can log at most 1 hours? of sessions\./,
    );
  });

  it('disputes the partner’s session with a reason; the hours stop counting and it can still be confirmed', async () => {
    const token = await open('/en/user/projects', 'emre@example.com');
    const [session] = (await logOf(token)).items;
    const heldOn = session?.heldOn as string;
    const { user, panel } = await openLog('Open projects');
    const item = within(panel()).getByRole('listitem');
    expect(item).toHaveTextContent('Logged by Elif Kaya · confirm it if it took place as logged');
    await user.click(
      within(item).getByRole('button', { name: `Dispute the session of ${english(heldOn)} (1 hour)` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this session?' });
    expect(dialog).toHaveTextContent(`Elif Kaya logged a session of 1 hour on ${english(heldOn)}.`);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'We did not meet that day.');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));

    expect(
      await screen.findByText(
        `You disputed the session of ${english(heldOn)}. Elif Kaya sees your answer in the log.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const disputed = within(panel()).getByRole('listitem');
    expect(await within(disputed).findByText('Disputed')).toBeInTheDocument();
    expect(disputed).toHaveTextContent('You disputed it: We did not meet that day.');
    expect(within(disputed).queryByRole('button', { name: /Dispute the session/ })).not.toBeInTheDocument();
    expect(within(disputed).getByRole('button', { name: /Confirm the session/ })).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByRole('listitem')).toHaveFocus());
    expect(within(panel()).getByText('Waiting for confirmation').nextElementSibling).toHaveTextContent(
      '0 hours',
    );
  });

  it('confirms the partner’s session: it counts as confirmed', async () => {
    const token = await open('/en/user/projects', 'emre@example.com');
    const [session] = (await logOf(token)).items;
    const { user, panel } = await openLog('Open projects');
    // Elif's note is hers alone.
    expect(within(panel()).queryByText(/İlk görüşme/)).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: /Confirm the session of/ }));
    expect(
      await screen.findByText(`You confirmed the session of ${english(session?.heldOn as string)}.`),
    ).toBeInTheDocument();
    const item = within(panel()).getByRole('listitem');
    expect(await within(item).findByText('Confirmed')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Confirmed', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1 hour',
    );
    expect(await screen.findByText('1 hour confirmed, 0 hours waiting')).toBeInTheDocument();
  });

  it('removes the member’s own session after asking; the focus goes to the list', async () => {
    const token = await open('/en/user/projects', 'elif@example.com');
    const [session] = (await logOf(token)).items;
    const heldOn = session?.heldOn as string;
    const { user, panel } = await openLog('Open projects');
    await user.click(within(panel()).getByRole('button', { name: /Remove the session of/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this session?' });
    expect(dialog).toHaveTextContent(`Your session of 1 hour on ${english(heldOn)} leaves the log.`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }));
    expect(
      await screen.findByText(`The session of ${english(heldOn)} is removed from the log.`),
    ).toBeInTheDocument();
    expect(await within(panel()).findByText('No session logged yet.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByRole('heading', { name: 'Sessions' })).toHaveFocus());
  });

  it('says the server’s refusal when the partner decided meanwhile (4068), and reads the log again', async () => {
    const token = await open('/en/user/projects', 'emre@example.com');
    const [session] = (await logOf(token)).items;
    const { user, panel } = await openLog('Open projects');
    // Emre confirms it in another tab while this page still offers to confirm it.
    const confirmed = await callAs(token, 'POST', '/api/projectsessions/confirm', {
      projectSessionId: session?.id,
    });
    expect(confirmed.status).toBeLessThan(300);
    await user.click(within(panel()).getByRole('button', { name: /Confirm the session of/ }));
    expect(
      await screen.findByText(
        'This session has already been confirmed or disputed. Reload the page to see it as it is now.',
      ),
    ).toBeInTheDocument();
  });
});

describe('session log of a closed project', () => {
  it('is read-only, with a word on why', async () => {
    // Ayşe's past project with Mehmet, six sessions.
    await open('/en/user/projects');
    const { panel } = await openLog('Past projects');
    expect(
      within(panel()).getByText(
        'The project is closed: its session log is kept as it was and can no longer be changed.',
      ),
    ).toBeInTheDocument();
    // Ayşe was the coachee: once her ratings are read, she may still rate the confirmed sessions
    // (ADR 0058). Waited for, so that the checks below do not race that answer.
    expect(await within(panel()).findAllByRole('button', { name: /^Rate the session of/ })).toHaveLength(6);
    const sessions = within(panel()).getAllByRole('listitem');
    expect(sessions).toHaveLength(6);
    // Nothing in the log itself changes it: no confirm, dispute or remove, no form to log one.
    for (const session of sessions) expect(within(session).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel()).queryByLabelText(/Day of the session/)).not.toBeInTheDocument();
  });

  it('speaks Turkish at /user/projects', async () => {
    await open('/user/projects');
    const { panel } = await openLog('Geçmiş projeler', 'Seans günlüğü');
    expect(within(panel()).getAllByText('Onaylandı')).toHaveLength(6);
    expect(within(panel()).getByText('7 saat', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel()).getAllByText(/1,5 saat/)).toHaveLength(2);
  });
});

describe('closing with the session log', () => {
  it('pre-fills the confirmed whole hours and asks before sending a count above them', async () => {
    const user = userEvent.setup();
    // Selin's log with Ayşe confirms 3.5 hours.
    await open('/en/user/projects', 'selin@example.com');
    const send = await screen.findByRole('button', { name: 'Send closing request to Ayşe Demir' });
    // The button waits for the settings that say when a closing request may be sent.
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send a closing request' });
    const hours = within(dialog).getByRole('spinbutton', { name: /Session hours/ });
    await waitFor(() => expect(hours).toHaveValue(3));
    expect(hours).toHaveAccessibleDescription(
      'A whole number, at least 1. Filled in with the whole hours your session log confirms (3.5 hours).',
    );
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '5');
    expect(
      await within(dialog).findByText(/Your session log confirms 3.5 hours; 5 hours is more than that\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const box = await within(dialog).findByRole('checkbox', {
      name: 'Yes, close with 5 hours, more than the log confirms',
    });
    await waitFor(() => expect(box).toHaveFocus());
    expect(
      within(dialog).getByText('Tick the box to close with more hours than the log confirms.'),
    ).toBeInTheDocument();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your closing request for 5 hours was sent to Ayşe Demir.'),
    ).toBeInTheDocument();
  });

  it('sends the pre-filled count as it is, with no question', async () => {
    const user = userEvent.setup();
    // Burak's log with Mehmet confirms seven hours.
    await open('/en/user/projects', 'burak@example.com');
    await user.click(await screen.findByRole('button', { name: 'Complete the project with Mehmet Öztürk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the project' });
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: /Session hours/ })).toHaveValue(7),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('The project with Mehmet Öztürk is completed with 7 hours.'),
    ).toBeInTheDocument();
  });

  it('asks for the confirmation when the server answers 4066 (the log moved meanwhile)', async () => {
    const user = userEvent.setup();
    await open('/en/user/projects', 'burak@example.com');
    // A confirmed session cannot leave the real log on purpose: the refusal of that race is the
    // catalogue's, once, in front of the real server.
    mockServer.use(
      http.post(
        '*/api/projects/completedprojectbycoachee',
        ({ request }) => answerOf(request, 'sessionCountAboveLog', { sessionCount: 7, loggedHours: 5 }),
        { once: true },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Complete the project with Mehmet Öztürk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the project' });
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: /Session hours/ })).toHaveValue(7),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await within(dialog).findByText(
        'The session log holds 5 confirmed hours. Confirm that you want to close with 7.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Your session log confirms 5 hours; 7 hours is more than that\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Yes, close with 7 hours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('The project with Mehmet Öztürk is completed with 7 hours.'),
    ).toBeInTheDocument();
  });
});
