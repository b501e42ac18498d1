import { store, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { closingRequestHandlers, closingRequestIds } from '../../../mocks/closing-request-handlers.ts';
import { createIdentityStore, identityHandlers } from '../../../mocks/identity-handlers.ts';
import { LoginPage } from '../../auth/components/login-page.tsx';
import { ClosingConfirmationPage } from './closing-confirmation-page.tsx';

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

function open(path: string, { signedIn = true, closeFirst = false } = {}) {
  // The login page lists the providers under its form.
  mockServer.use(...closingRequestHandlers({ closeFirst }), ...identityHandlers(createIdentityStore()));
  if (signedIn) store.set(tokenAtom, 'demo-token-member');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const page = (id: string, lang: 'tr' | 'en' = 'en') =>
  `${lang === 'en' ? '/en' : ''}/projectcompletionrequestapprovalbycoachee/${id}`;

describe('closing request confirm page', () => {
  it('shows the project and the hours, confirms them, and says so', async () => {
    const user = userEvent.setup();
    open(page(closingRequestIds.waiting));
    const card = await screen.findByRole('region', { name: 'The closing request' });
    expect(within(card).getByText('Mehmet Öztürk')).toBeInTheDocument();
    expect(within(card).getByText('7 hours')).toBeInTheDocument();
    expect(within(card).getByText('Türkçe')).toBeInTheDocument();
    expect(
      within(card).getByText(/Confirm by .*you get 7 points and your coach spends as many/),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Confirm 7 hours' }));
    const done = await screen.findByRole('heading', { name: 'Closing request confirmed' });
    expect(
      screen.getByText(
        'The project with Mehmet Öztürk is completed with 7 hours: you got 7 points. Thank you!',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute(
      'href',
      '/en/user/projects',
    );
  });

  it('asks a visitor to sign in and comes back to the page afterwards', async () => {
    const user = userEvent.setup();
    const { router } = open(page(closingRequestIds.waiting), { signedIn: false });
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute(
      'href',
      `/en/login?returnTo=${encodeURIComponent(`/projectcompletionrequestapprovalbycoachee/${closingRequestIds.waiting}`)}`,
    );
    await user.click(signIn);
    await user.type(await screen.findByLabelText('E-mail'), 'ayse@example.com');
    await user.type(screen.getByLabelText('Password'), 'Member!2345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(page(closingRequestIds.waiting)));
    expect(await screen.findByRole('button', { name: 'Confirm 7 hours' })).toBeInTheDocument();
  });

  it('says when the closing request was already confirmed', async () => {
    open(page(closingRequestIds.confirmed));
    expect(
      await screen.findByRole('heading', { name: 'This closing request is already confirmed' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Completed: hours confirmed on .*\. Nothing more to do here\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('says when the project was closed another way', async () => {
    open(page(closingRequestIds.superseded));
    expect(
      await screen.findByRole('heading', { name: 'This project is already closed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Completed by the coachee on /)).toBeInTheDocument();
  });

  it('says when the project closed while the page was open (4050)', async () => {
    const user = userEvent.setup();
    open(page(closingRequestIds.waiting), { closeFirst: true });
    await user.click(await screen.findByRole('button', { name: 'Confirm 7 hours' }));
    const heading = await screen.findByRole('heading', { name: 'This project is already closed' });
    expect(screen.getByText(/^Aborted by an administrator on /)).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('says when the time to confirm has passed, whether or not the system has closed it yet', async () => {
    open(page(closingRequestIds.expired));
    expect(
      await screen.findByRole('heading', { name: 'The time to confirm has passed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/you get no points for it/)).toBeInTheDocument();
  });

  it('does not offer to confirm once the window has passed, before the system closes the project', async () => {
    open(page(closingRequestIds.late));
    expect(
      await screen.findByRole('heading', { name: 'The time to confirm has passed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).not.toBeInTheDocument();
  });

  it('answers the window closing while the page was open (4053)', async () => {
    const user = userEvent.setup();
    open(page(closingRequestIds.waiting));
    mockServer.use(
      http.post('*/api/projects/completedconfirmprojectbycoachee', () =>
        HttpResponse.json(
          { code: 4053, message: 'The time to confirm this closing request has passed.', data: null },
          { status: 409 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm 7 hours' }));
    const heading = await screen.findByRole('heading', { name: 'The time to confirm has passed' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('tells a member whose project it is not, and offers another account', async () => {
    open(page('6b0f3a7e-1d2c-4b5a-9e8f-00000000ffff'));
    expect(
      await screen.findByRole('heading', { name: 'This closing request is not yours to confirm' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are signed in as Ayşe Demir\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeInTheDocument();
  });

  it('tells the coach that the coachee confirms their closing request', async () => {
    open(page(closingRequestIds.mine));
    expect(
      await screen.findByRole('heading', { name: 'This closing request is not yours to confirm' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/You sent this closing request as the coach; Zeynep Kaya, your coachee/),
    ).toBeInTheDocument();
  });

  it('speaks Turkish at the Turkish address', async () => {
    open(page(closingRequestIds.waiting, 'tr'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kapanış talebini onaylayın' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '7 saati onayla' })).toBeInTheDocument();
  });
});
