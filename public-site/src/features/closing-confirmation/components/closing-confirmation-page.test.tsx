import type { MyProjectView } from '@coach/core/contracts';
import { store, tokenAtom } from '@coach/kit';
import { browserClockAtTheServers, callAs, tokenOf } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { LoginPage } from '../../auth/components/login-page.tsx';
import { ClosingConfirmationPage } from './closing-confirmation-page.tsx';

// The seed's closing requests (server/src/seed/demo-programme.ts): Mehmet's to Burak, sent two days
// ago and waiting; Mehmet's to Ayşe (the demo member), confirmed long ago; Selin's to Emre, expired.
// The page's own clock stands at the server's, as it would in a real browser.

const pages = [
  {
    path: 'projectcompletionrequestapprovalbycoachee/:projectCompletionRequestId?',
    element: <ClosingConfirmationPage />,
  },
  { path: 'login', element: <LoginPage /> },
  { path: 'user/projects', element: <p>Projects page</p> },
  { path: 'user/dashboard', element: <p>Dashboard page</p> },
];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

beforeEach(() => browserClockAtTheServers());
afterEach(() => vi.useRealTimers());

type ClosingState = NonNullable<MyProjectView['closingRequest']>['state'];

/** The project of `email` whose closing request stands in `state`, as that member's projects list shows it. */
async function projectOf(email: string, state: ClosingState) {
  const token = await tokenOf(email);
  const { data } = await callAs<{ items: MyProjectView[] }>(token, 'GET', '/api/projects/getmyallprojects');
  const found = data.items.find((project) => project.closingRequest?.state === state);
  if (!found?.closingRequest) throw new Error(`${email} has no ${state} closing request`);
  return { token, project: found, closingRequest: found.closingRequest };
}

/** Mehmet's closing request to Burak, waiting for Burak (the coachee). */
const waitingForBurak = () => projectOf('burak@example.com', 'waiting');

/**
 * Both clocks, the server's and the browser's, at `at`; Burak signs in then (a session opened
 * before would have ended meanwhile).
 */
async function burakAt(at: Date): Promise<string> {
  await (await realServer()).clock.set(at);
  vi.setSystemTime(at);
  return tokenOf('burak@example.com');
}

const minutes = (count: number) => count * 60_000;

function open(path: string, token: string | null) {
  if (token) store.set(tokenAtom, token);
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const page = (id: string, lang: 'tr' | 'en' = 'en') =>
  `${lang === 'en' ? '/en' : ''}/projectcompletionrequestapprovalbycoachee/${id}`;

describe('closing request confirm page', () => {
  it('shows the project and the hours, confirms them, and says so', async () => {
    const { token, project, closingRequest } = await waitingForBurak();
    const hours = closingRequest.sessionCount;
    const user = userEvent.setup();
    open(page(closingRequest.id), token);
    const card = await screen.findByRole('region', { name: 'The closing request' });
    expect(within(card).getByText(project.partner.fullName)).toBeInTheDocument();
    expect(within(card).getByText(`${hours} hours`)).toBeInTheDocument();
    expect(within(card).getByText('Türkçe')).toBeInTheDocument();
    expect(
      within(card).getByText(
        new RegExp(`Confirm by .*you get ${hours} points and your coach spends as many`),
      ),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `Confirm ${hours} hours` }));
    const done = await screen.findByRole('heading', { name: 'Closing request confirmed' });
    expect(
      screen.getByText(
        `The project with ${project.partner.fullName} is completed with ${hours} hours: you got ${hours} points. Thank you!`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('asks a visitor to sign in and comes back to the page afterwards', async () => {
    const { closingRequest } = await waitingForBurak();
    const { member } = (await realServer()).accounts;
    const user = userEvent.setup();
    const { router } = open(page(closingRequest.id), null);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute(
      'href',
      `/en/login?returnTo=${encodeURIComponent(`/projectcompletionrequestapprovalbycoachee/${closingRequest.id}`)}`,
    );
    await user.click(signIn);
    // Burak signs in with the password every demo member has.
    await user.type(await screen.findByLabelText('E-mail'), 'burak@example.com');
    await user.type(screen.getByLabelText('Password'), member.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(page(closingRequest.id)));
    expect(
      await screen.findByRole('button', { name: `Confirm ${closingRequest.sessionCount} hours` }),
    ).toBeInTheDocument();
  });

  it('says when the closing request was already confirmed', async () => {
    const { closingRequest } = await projectOf('ayse@example.com', 'confirmed');
    open(page(closingRequest.id), (await realServer()).accounts.member.token);
    expect(
      await screen.findByRole('heading', { name: 'This closing request is already confirmed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Completed: hours confirmed on .*\. Nothing more to do here\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('says when the project was closed another way', async () => {
    const { token, project, closingRequest } = await waitingForBurak();
    // Burak completes it with his own count instead of confirming Mehmet's.
    const completed = await callAs(token, 'POST', '/api/projects/completedprojectbycoachee', {
      projectId: project.id,
      sessionCount: closingRequest.sessionCount,
    });
    expect(completed.data).toMatchObject({ state: 'completed_by_coachee' });
    open(page(closingRequest.id), token);
    expect(
      await screen.findByRole('heading', { name: 'This project is already closed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Completed by the coachee on /)).toBeInTheDocument();
  });

  it('says when the project closed while the page was open (4050)', async () => {
    const { token, project, closingRequest } = await waitingForBurak();
    const user = userEvent.setup();
    open(page(closingRequest.id), token);
    const confirm = await screen.findByRole('button', {
      name: `Confirm ${closingRequest.sessionCount} hours`,
    });
    await (await realServer()).run(
      'abortProjectByAdministrator',
      { projectId: project.id, reason: 'The partners asked to stop.' },
      { as: 'admin' },
    );
    await user.click(confirm);
    const heading = await screen.findByRole('heading', { name: 'This project is already closed' });
    expect(screen.getByText(/^Aborted by an administrator on /)).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says when the time to confirm has passed, whether or not the system has closed it yet', async () => {
    const { token, closingRequest } = await projectOf('emre@example.com', 'expired');
    open(page(closingRequest.id), token);
    expect(
      await screen.findByRole('heading', { name: 'The time to confirm has passed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/you get no points for it/)).toBeInTheDocument();
  });

  it('does not offer to confirm once the window has passed, before the system closes the project', async () => {
    const { closingRequest } = await waitingForBurak();
    // A minute past the window; the job that expires it has not run.
    const token = await burakAt(new Date(new Date(closingRequest.confirmBy).getTime() + minutes(1)));
    open(page(closingRequest.id), token);
    expect(
      await screen.findByRole('heading', { name: 'The time to confirm has passed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('answers the window closing while the page was open (4053)', async () => {
    const { closingRequest } = await waitingForBurak();
    const confirmBy = new Date(closingRequest.confirmBy).getTime();
    const token = await burakAt(new Date(confirmBy - minutes(5)));
    const user = userEvent.setup();
    open(page(closingRequest.id), token);
    const confirm = await screen.findByRole('button', {
      name: `Confirm ${closingRequest.sessionCount} hours`,
    });
    // The server's clock passes the window while the page stands open.
    await (await realServer()).clock.set(new Date(confirmBy + minutes(1)));
    await user.click(confirm);
    const heading = await screen.findByRole('heading', { name: 'The time to confirm has passed' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('tells a member whose project it is not, and offers another account', async () => {
    const { closingRequest } = await waitingForBurak();
    const { member } = (await realServer()).accounts;
    open(page(closingRequest.id), member.token);
    expect(
      await screen.findByRole('heading', { name: 'This closing request is not yours to confirm' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`You are signed in as ${member.fullName}.`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
  });

  it('tells the coach that the coachee confirms their closing request', async () => {
    const { token, project, closingRequest } = await projectOf('mehmet@example.com', 'waiting');
    open(page(closingRequest.id), token);
    expect(
      await screen.findByRole('heading', { name: 'This closing request is not yours to confirm' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `You sent this closing request as the coach; ${project.partner.fullName}, your coachee`,
        { exact: false },
      ),
    ).toBeInTheDocument();
  });

  it('speaks Turkish at the Turkish address', async () => {
    const { token, closingRequest } = await waitingForBurak();
    open(page(closingRequest.id, 'tr'), token);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kapanış talebini onaylayın' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `${closingRequest.sessionCount} saati onayla` }),
    ).toBeInTheDocument();
  });
});
