import { store, Toaster, tokenAtom } from '@coach/kit';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { membershipHandlers, subscriptionStatus } from '../../../mocks/membership-handlers.ts';
import {
  dayAgo,
  daysAgo,
  myProject,
  mySession,
  type ProjectMockOptions,
  partners,
  projectHandlers,
} from '../../../mocks/project-handlers.ts';
import { ProjectsPage } from './projects-page.tsx';
import { formatDay } from './session-labels.ts';

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

function open(path: string, options: ProjectMockOptions) {
  mockServer.use(
    ...projectHandlers(options),
    ...membershipHandlers({ subscription: subscriptionStatus('active') }),
  );
  store.set(tokenAtom, 'demo-token-member');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
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
  const panel = document.getElementById(panelId) as HTMLElement;
  expect(panel).not.toBeNull();
  await within(panel).findByRole('heading', {
    name: regionName === 'Geçmiş projeler' ? 'Seanslar' : 'Sessions',
  });
  return { user, panel: () => document.getElementById(panelId) as HTMLElement, region };
}

describe('session log of an open project', () => {
  it('logs a session with a private note; it waits for the partner and counts as pending', async () => {
    const project = myProject({ myRole: 'coachee', startedAt: daysAgo(20) });
    open('/en/user/projects', { projects: [project] });
    const { user, panel } = await openLog('Open projects');
    expect(within(panel()).getByText('No session logged yet.')).toBeInTheDocument();
    const day = within(panel()).getByLabelText(/Day of the session/);
    expect(day).toHaveAttribute('min', dayAgo(20));
    expect(day).toHaveAttribute('max', dayAgo(0));
    expect(day).toHaveValue(dayAgo(0));

    fireEvent.change(day, { target: { value: dayAgo(3) } });
    await user.click(within(panel()).getByRole('button', { name: /Length/ }));
    await user.click(await screen.findByRole('option', { name: '1.5 hours' }));
    const note = within(panel()).getByRole('textbox', { name: 'Private note' });
    expect(note).toHaveAccessibleDescription('Only you can read this; Mehmet Öztürk never sees it.');
    await user.type(note, 'Talked about goals.');
    await user.click(within(panel()).getByRole('button', { name: 'Log the session' }));

    expect(
      await screen.findByText(
        `Your session of ${english(dayAgo(3))} (1.5 hours) is logged. Mehmet Öztürk is asked to confirm it.`,
      ),
    ).toBeInTheDocument();
    const item = await within(panel()).findByRole('listitem');
    expect(item).toHaveTextContent(`${english(dayAgo(3))} · 1.5 hours`);
    expect(within(item).getByText('Pending')).toBeInTheDocument();
    expect(item).toHaveTextContent('Logged by you · waiting for Mehmet Öztürk to confirm it');
    expect(item).toHaveTextContent('Your private note: Talked about goals.');
    expect(within(item).getByRole('button', { name: /Remove the session of/ })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /Confirm the session of/ })).not.toBeInTheDocument();
    expect(within(panel()).getByText('Waiting for confirmation').nextElementSibling).toHaveTextContent(
      '1.5 hours',
    );
    // The form is ready for the next one, and the project's own figures follow the log.
    expect(within(panel()).getByRole('textbox', { name: 'Private note' })).toHaveValue('');
    expect(await screen.findByText('0 hours confirmed, 1.5 hours waiting')).toBeInTheDocument();
  });

  it('refuses a day before the project started, in words, without sending it', async () => {
    open('/en/user/projects', { projects: [myProject({ startedAt: daysAgo(20) })] });
    const { user, panel } = await openLog('Open projects');
    fireEvent.change(within(panel()).getByLabelText(/Day of the session/), { target: { value: dayAgo(25) } });
    await user.click(within(panel()).getByRole('button', { name: 'Log the session' }));
    expect(
      await within(panel()).findByText(`Choose a day from ${english(dayAgo(20))} to ${english(dayAgo(0))}.`),
    ).toBeInTheDocument();
    expect(within(panel()).getByLabelText(/Day of the session/)).toHaveFocus();
    expect(within(panel()).getByText('No session logged yet.')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the log is full (4067), in the page’s language', async () => {
    const project = myProject({ startedAt: daysAgo(20) });
    open('/en/user/projects', {
      projects: [project],
      maxSessions: 2,
      sessions: [mySession(project.id, { hours: 1.5, state: 'confirmed' })],
    });
    const { user, panel } = await openLog('Open projects');
    await user.click(within(panel()).getByRole('button', { name: 'Log the session' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'A project can log at most 2 hours of sessions.',
    );
  });

  it('disputes the partner’s session with a reason; the hours stop counting and it can still be confirmed', async () => {
    const project = myProject({ myRole: 'coach', startedAt: daysAgo(20) });
    const session = mySession(project.id, { heldOn: dayAgo(5), hours: 2 });
    open('/en/user/projects', { projects: [project], sessions: [session] });
    const { user, panel } = await openLog('Open projects');
    const item = within(panel()).getByRole('listitem');
    expect(item).toHaveTextContent('Logged by Mehmet Öztürk · confirm it if it took place as logged');
    await user.click(
      within(item).getByRole('button', { name: `Dispute the session of ${english(dayAgo(5))} (2 hours)` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this session?' });
    expect(dialog).toHaveTextContent(`Mehmet Öztürk logged a session of 2 hours on ${english(dayAgo(5))}.`);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'We did not meet that day.');
    await user.click(within(dialog).getByRole('button', { name: 'Dispute' }));

    expect(
      await screen.findByText(
        `You disputed the session of ${english(dayAgo(5))}. Mehmet Öztürk sees your answer in the log.`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const disputed = within(panel()).getByRole('listitem');
    expect(within(disputed).getByText('Disputed')).toBeInTheDocument();
    expect(disputed).toHaveTextContent('You disputed it: We did not meet that day.');
    expect(within(disputed).queryByRole('button', { name: /Dispute the session/ })).not.toBeInTheDocument();
    expect(within(disputed).getByRole('button', { name: /Confirm the session/ })).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByRole('listitem')).toHaveFocus());
    expect(within(panel()).getByText('Waiting for confirmation').nextElementSibling).toHaveTextContent(
      '0 hours',
    );
  });

  it('confirms the partner’s session: it counts as confirmed', async () => {
    const project = myProject({ myRole: 'coachee', startedAt: daysAgo(20) });
    open('/en/user/projects', {
      projects: [project],
      sessions: [mySession(project.id, { heldOn: dayAgo(2), hours: 2.5, note: 'The partner’s own words' })],
    });
    const { user, panel } = await openLog('Open projects');
    // The partner's note is theirs alone.
    expect(within(panel()).queryByText(/The partner’s own words/)).not.toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: /Confirm the session of/ }));
    expect(
      await screen.findByText(`You confirmed the session of ${english(dayAgo(2))}.`),
    ).toBeInTheDocument();
    const item = within(panel()).getByRole('listitem');
    expect(await within(item).findByText('Confirmed')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel()).getByText('Confirmed', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2.5 hours',
    );
    expect(await screen.findByText('2.5 hours confirmed, 0 hours waiting')).toBeInTheDocument();
  });

  it('removes the member’s own session after asking; the focus goes to the list', async () => {
    const project = myProject({ startedAt: daysAgo(20) });
    open('/en/user/projects', {
      projects: [project],
      sessions: [mySession(project.id, { heldOn: dayAgo(1), hours: 1, byMe: true, note: 'Mine' })],
    });
    const { user, panel } = await openLog('Open projects');
    await user.click(within(panel()).getByRole('button', { name: /Remove the session of/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this session?' });
    expect(dialog).toHaveTextContent(`Your session of 1 hour on ${english(dayAgo(1))} leaves the log.`);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it' }));
    expect(
      await screen.findByText(`The session of ${english(dayAgo(1))} is removed from the log.`),
    ).toBeInTheDocument();
    expect(await within(panel()).findByText('No session logged yet.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel()).getByRole('heading', { name: 'Sessions' })).toHaveFocus());
  });

  it('says the server’s refusal when the partner decided meanwhile (4068), and reads the log again', async () => {
    const project = myProject({ myRole: 'coach', startedAt: daysAgo(20) });
    const session = mySession(project.id, { heldOn: dayAgo(2) });
    open('/en/user/projects', { projects: [project], sessions: [session] });
    mockServer.use(
      http.post(
        '*/api/projectsessions/confirm',
        ({ request }) => answer(request, 409, 'sessionAlreadyDecided', { state: 'disputed' }),
        { once: true },
      ),
    );
    const { user, panel } = await openLog('Open projects');
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
    const project = myProject({
      myRole: 'coachee',
      partner: partners.can,
      state: 'completed_confirmed',
      startedAt: daysAgo(120),
      closedAt: daysAgo(60),
      sessionCount: 4,
      points: { coach: -4, coachee: 4 },
    });
    open('/en/user/projects', {
      projects: [project],
      sessions: [
        mySession(project.id, { heldOn: dayAgo(100), hours: 4, state: 'confirmed' }),
        mySession(project.id, { heldOn: dayAgo(90), hours: 1 }),
      ],
    });
    const { panel } = await openLog('Past projects');
    expect(
      within(panel()).getByText(
        'The project is closed: its session log is kept as it was and can no longer be changed.',
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel()).queryByRole('button')).not.toBeInTheDocument();
    expect(within(panel()).queryByLabelText(/Day of the session/)).not.toBeInTheDocument();
  });

  it('speaks Turkish at /user/projects', async () => {
    const project = myProject({ state: 'completed_by_coachee', closedAt: daysAgo(1), sessionCount: 2 });
    open('/user/projects', {
      projects: [project],
      sessions: [mySession(project.id, { hours: 1.5, state: 'confirmed' })],
    });
    const { panel } = await openLog('Geçmiş projeler', 'Seans günlüğü');
    expect(within(panel()).getByText('Onaylandı')).toBeInTheDocument();
    expect(within(panel()).getByText('1,5 saat', { selector: 'dd' })).toBeInTheDocument();
  });
});

describe('closing with the session log', () => {
  it('pre-fills the confirmed whole hours and asks before sending a count above them', async () => {
    const user = userEvent.setup();
    const project = myProject({ myRole: 'coach', startedAt: daysAgo(20) });
    open('/en/user/projects', {
      projects: [project],
      sessions: [
        mySession(project.id, { heldOn: dayAgo(15), hours: 2, state: 'confirmed', byMe: true }),
        mySession(project.id, { heldOn: dayAgo(8), hours: 1.5, state: 'confirmed', byMe: true }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Send closing request to Mehmet Öztürk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a closing request' });
    const hours = within(dialog).getByRole('spinbutton', { name: /Session hours/ });
    expect(hours).toHaveValue(3);
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
      await screen.findByText('Your closing request for 5 hours was sent to Mehmet Öztürk.'),
    ).toBeInTheDocument();
  });

  it('sends the pre-filled count as it is, with no question', async () => {
    const user = userEvent.setup();
    const project = myProject({ myRole: 'coachee', startedAt: daysAgo(20) });
    open('/en/user/projects', {
      projects: [project],
      sessions: [mySession(project.id, { hours: 4, state: 'confirmed' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Complete the project with Mehmet Öztürk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the project' });
    expect(within(dialog).getByRole('spinbutton', { name: /Session hours/ })).toHaveValue(4);
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('The project with Mehmet Öztürk is completed with 4 hours.'),
    ).toBeInTheDocument();
  });

  it('asks for the confirmation when the server answers 4066 (the log moved meanwhile)', async () => {
    const user = userEvent.setup();
    const project = myProject({ myRole: 'coachee', startedAt: daysAgo(20) });
    open('/en/user/projects', {
      projects: [project],
      sessions: [mySession(project.id, { hours: 4, state: 'confirmed' })],
    });
    mockServer.use(
      http.post(
        '*/api/projects/completedprojectbycoachee',
        ({ request }) => answer(request, 409, 'sessionCountAboveLog', { sessionCount: 4, loggedHours: 2 }),
        { once: true },
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Complete the project with Mehmet Öztürk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the project' });
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await within(dialog).findByText(
        'The session log holds 2 confirmed hours. Confirm that you want to close with 4.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Your session log confirms 2 hours; 4 hours is more than that\./),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Yes, close with 4 hours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('The project with Mehmet Öztürk is completed with 4 hours.'),
    ).toBeInTheDocument();
  });
});
