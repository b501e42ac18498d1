import { store, Toaster, tokenAtom } from '@coach/kit';
import { demoMember, demoPublicSettings } from '@coach/kit/mocks/fixtures.ts';
import { answerOf } from '@coach/kit/mocks/handlers.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { membershipHandlers, subscriptionStatus } from '../../../mocks/membership-handlers.ts';
import {
  daysAgo,
  myProject,
  myRequest,
  type ProjectMockOptions,
  partners,
  projectHandlers,
} from '../../../mocks/project-handlers.ts';
import { ProjectsPage } from './projects-page.tsx';

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

function open(path: string, options: ProjectMockOptions = {}, subscription = subscriptionStatus('active')) {
  mockServer.use(...projectHandlers(options), ...membershipHandlers({ subscription }));
  store.set(tokenAtom, 'demo-token-member');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** The signed-in member with other language abilities. */
function speaking(languages: ('tr' | 'en')[]) {
  mockServer.use(
    http.get('*/api/auth/userinfo', () =>
      HttpResponse.json({ code: 2004, message: 'ok', data: { ...demoMember.user, languages } }),
    ),
  );
}

const region = (name: string) => screen.findByRole('region', { name });

describe('projects page: requests', () => {
  it('asks to be coached in the member’s own languages and lists the request as waiting', async () => {
    const user = userEvent.setup();
    open('/en/user/projects');
    const ask = await region('Ask for a project');
    expect(await within(ask).findByRole('checkbox', { name: 'Türkçe' })).toBeChecked();
    expect(within(ask).getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(within(await region('Open requests')).getByText('No open request')).toBeInTheDocument();
    expect(within(await region('Open projects')).getByText('No open project')).toBeInTheDocument();
    expect(within(await region('Past projects')).getByText('No past project yet')).toBeInTheDocument();

    await user.click(within(ask).getByRole('checkbox', { name: 'English' }));
    await user.click(within(ask).getByRole('button', { name: 'Ask to be coached' }));

    expect(await screen.findByText(/Your request to be coached was sent/)).toBeInTheDocument();
    const requests = await region('Open requests');
    expect(await within(requests).findByRole('heading', { name: 'To be coached' })).toBeInTheDocument();
    expect(within(requests).getByText('Türkçe')).toBeInTheDocument();
    expect(within(requests).queryByText('English')).not.toBeInTheDocument();
    // The next run as the server's settings answer says it (Monday 26 October 2026, 09:00 Istanbul).
    expect(
      await within(requests).findByText(/Waiting for the next matching run, on .*2026/),
    ).toBeInTheDocument();
  });

  it('offers only the member’s languages and asks for at least one', async () => {
    const user = userEvent.setup();
    speaking(['en']);
    open('/en/user/projects');
    const ask = await region('Ask for a project');
    const english = await within(ask).findByRole('checkbox', { name: 'English' });
    expect(within(ask).queryByRole('checkbox', { name: 'Türkçe' })).not.toBeInTheDocument();
    await user.click(english);
    await user.click(within(ask).getByRole('button', { name: 'Ask to be coached' }));
    expect(await within(ask).findByText('This field is required.')).toBeInTheDocument();
  });

  it('says in words why a coach request is refused: the rule and how many points are missing', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', { refuseCoach: { key: 'minScoreToCoach', data: { points: 20, missing: 8 } } });
    const ask = await region('Ask for a project');
    await user.click(await within(ask).findByRole('radio', { name: 'To coach' }));
    await user.click(within(ask).getByRole('button', { name: 'Ask to coach' }));
    const alert = await within(ask).findByRole('alert');
    expect(alert).toHaveTextContent('You need at least 20 points to coach.');
    expect(alert).toHaveTextContent('You need 8 more points to coach.');
  });

  it('links a refusal about the proof of education to the page that fixes it', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', { refuseCoach: { key: 'filesRejected' } });
    const ask = await region('Ask for a project');
    await user.click(await within(ask).findByRole('radio', { name: 'To coach' }));
    await user.click(within(ask).getByRole('button', { name: 'Ask to coach' }));
    const alert = await within(ask).findByRole('alert');
    expect(alert).toHaveTextContent('Your proof of education was rejected; please upload a new file.');
    expect(within(alert).getByRole('link', { name: 'Go to your proof of education' })).toHaveAttribute(
      'href',
      '/en/user/file-operations',
    );
  });

  it('links a refusal for an expired membership (4029) to the renewal page, under the notice', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', { refuseCoachee: { key: 'membershipExpired' } }, subscriptionStatus('expired'));
    expect(await region('Your membership has expired')).toBeInTheDocument();
    const ask = await region('Ask for a project');
    await user.click(await within(ask).findByRole('button', { name: 'Ask to be coached' }));
    const alert = await within(ask).findByRole('alert');
    expect(alert).toHaveTextContent('Your membership has expired; please renew it.');
    expect(within(alert).getByRole('link', { name: 'Renew your membership' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
  });

  it('links a refusal for a coachee-level package (4025) to the renewal page', async () => {
    const user = userEvent.setup();
    open('/user/projects', { refuseCoach: { key: 'coachLevelPackageRequired' } });
    const ask = await region('Proje talebi');
    await user.click(await within(ask).findByRole('radio', { name: 'Koçluk yapmak' }));
    await user.click(within(ask).getByRole('button', { name: 'Koç talebi gönder' }));
    const alert = await within(ask).findByRole('alert');
    expect(alert).toHaveTextContent('koç seviyesinde bir üyelik paketi satın alın');
    expect(within(alert).getByRole('link', { name: 'Üyeliğinizi yenileyin' })).toHaveAttribute(
      'href',
      '/user/membership-renewal',
    );
  });

  it('says the limit of open projects that the server sends', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', { refuseCoachee: { key: 'maxCoacheeProjectsReached', data: { limit: 2 } } });
    const ask = await region('Ask for a project');
    await user.click(await within(ask).findByRole('button', { name: 'Ask to be coached' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'You have reached the maximum of 2 projects as coachee.',
    );
  });

  it('tells why an open request was not matched yet, in words', async () => {
    open('/en/user/projects', {
      requests: [
        myRequest({ role: 'coachee', lastSkip: { reason: 'partners_taken', at: daysAgo(1) } }),
        myRequest({
          role: 'coach',
          languages: ['en'],
          lastSkip: { reason: 'proof_pending', at: daysAgo(1) },
        }),
        myRequest({ role: 'coach', state: 'cancelled', closedAt: daysAgo(2) }),
      ],
    });
    const requests = await region('Open requests');
    expect(await within(requests).findAllByRole('listitem')).toHaveLength(2);
    expect(
      within(requests).getByText(
        /Everyone who could be paired with you was paired with a member who had waited longer/,
      ),
    ).toBeInTheDocument();
    expect(within(requests).getByText(/Your proof of education is awaiting approval\./)).toBeInTheDocument();
    expect(within(requests).getByRole('link', { name: 'Go to your proof of education' })).toBeInTheDocument();
  });

  it('cancels an open request after confirmation, by keyboard', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', { requests: [myRequest({ role: 'coach', languages: ['tr'] })] });
    const cancel = await screen.findByRole('button', { name: 'Cancel request to coach' });
    cancel.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Your request was cancelled.')).toBeInTheDocument();
    expect(await within(await region('Open requests')).findByText('No open request')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Open requests' })).toHaveFocus());
  });
});

describe('projects page: projects', () => {
  it('shows an open project with the partner, role, language, dates and days left', async () => {
    open('/en/user/projects', {
      projects: [myProject({ myRole: 'coachee', language: 'en', startedAt: daysAgo(20) })],
    });
    const projects = await region('Open projects');
    const item = (await within(projects).findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(item).getByRole('heading', { name: 'Mehmet Öztürk' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'mehmet@example.com' })).toHaveAttribute(
      'href',
      'mailto:mehmet@example.com',
    );
    expect(within(item).getByText('You are coached')).toBeInTheDocument();
    expect(within(item).getByText('English')).toBeInTheDocument();
    expect(within(item).getByText('85 days left')).toBeInTheDocument();
  });

  it('tells a coach that the coachee keeps the e-mail private, in English and Turkish (ADR 0033)', async () => {
    const coachee = { ...partners.zeynep, email: null };
    for (const [path, text] of [
      ['/en/user/projects', 'Keeps their e-mail private; they will get in touch with you.'],
      ['/user/projects', 'E-postasını paylaşmıyor; sizinle kendisi iletişime geçecek.'],
    ] as const) {
      const { unmount } = open(path, { projects: [myProject({ myRole: 'coach', partner: coachee })] });
      const item = (
        await within(
          await region(path === '/user/projects' ? 'Açık projeler' : 'Open projects'),
        ).findAllByRole('listitem')
      )[0] as HTMLElement;
      expect(within(item).getByRole('heading', { name: 'Zeynep Kaya' })).toBeInTheDocument();
      expect(within(item).getByText(text)).toBeInTheDocument();
      expect(within(item).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('opens on the project the reminder mail links to, with its session log open and the focus on it', async () => {
    const project = myProject({ myRole: 'coachee', language: 'en', startedAt: daysAgo(20) });
    open(`/en/user/projects#project-${project.id}`, { projects: [myProject({ myRole: 'coach' }), project] });
    const item = await waitFor(() => {
      const found = document.getElementById(`project-${project.id}`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await waitFor(() => expect(item).toHaveFocus());
    expect(within(item).getByRole('button', { name: 'Session log' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const others = document.querySelectorAll('[id^="project-"] button[aria-expanded="true"]');
    expect(others).toHaveLength(1);
  });

  it('completes a project as coachee: checks the hours, shows the server’s limit, then moves it to the past', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', { projects: [myProject({ myRole: 'coachee' })], maxSessions: 30 });
    await user.click(await screen.findByRole('button', { name: 'Complete the project with Mehmet Öztürk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the project' });
    const hours = within(dialog).getByRole('spinbutton', { name: /Session hours/ });

    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(hours, '0');
    expect(await within(dialog).findByText('The value must be at least 1.')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '40');
    // Nothing is confirmed in the session log: a count above it is sent only once confirmed.
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await within(dialog).findByText('Tick the box to close with more hours than the log confirms.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Yes, close with 40 hours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('The session count can be at most 30.')).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('The project with Mehmet Öztürk is completed with 6 hours.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const past = await region('Past projects');
    expect(await within(past).findByText('Completed by the coachee')).toBeInTheDocument();
    expect(within(past).getByText('+6 points')).toBeInTheDocument();
    expect(within(await region('Open projects')).getByText('No open project')).toBeInTheDocument();
    await waitFor(() => expect(past).toHaveFocus());
  });

  it('lets the coach send a closing request only the set number of days after the start', async () => {
    open('/en/user/projects', { projects: [myProject({ myRole: 'coach', startedAt: daysAgo(10) })] });
    const send = await screen.findByRole('button', { name: 'Send closing request to Mehmet Öztürk' });
    expect(send).toBeDisabled();
    await waitFor(() =>
      expect(send).toHaveAccessibleDescription(/A closing request can be sent 14 days after the start: from/),
    );
  });

  it('says the wait an administrator set (closingRequestMinDays 10), from the public settings', async () => {
    mockServer.use(
      http.get('*/api/publicsettings', ({ request }) =>
        answerOf(request, 'done', { ...demoPublicSettings, closingRequestMinDays: 10 }),
      ),
    );
    open('/en/user/projects', {
      projects: [
        myProject({ myRole: 'coach', startedAt: daysAgo(8), partner: partners.mehmet }),
        myProject({ myRole: 'coach', startedAt: daysAgo(11), partner: partners.zeynep }),
      ],
    });
    const early = await screen.findByRole('button', { name: 'Send closing request to Mehmet Öztürk' });
    await waitFor(() =>
      expect(early).toHaveAccessibleDescription(
        /A closing request can be sent 10 days after the start: from/,
      ),
    );
    expect(early).toBeDisabled();
    // Eleven days in: past the ten days set, though before the default fourteen.
    expect(screen.getByRole('button', { name: 'Send closing request to Zeynep Kaya' })).toBeEnabled();
    expect(screen.queryByText(/14 days/)).not.toBeInTheDocument();
  });

  it('sends the coach’s closing request with the hours and then says it waits for the coachee', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', { projects: [myProject({ myRole: 'coach', startedAt: daysAgo(20) })] });
    const send = await screen.findByRole('button', { name: 'Send closing request to Mehmet Öztürk' });
    // The button waits for the settings that say when a closing request may be sent.
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send a closing request' });
    await user.type(within(dialog).getByRole('spinbutton', { name: /Session hours/ }), '7');
    await user.click(within(dialog).getByRole('checkbox', { name: /Yes, close with 7 hours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your closing request for 7 hours was sent to Mehmet Öztürk.'),
    ).toBeInTheDocument();
    const projects = await region('Open projects');
    expect(
      await within(projects).findByText(/You sent a closing request for 7 hours on/),
    ).toBeInTheDocument();
    expect(within(projects).queryByRole('button', { name: /Send closing request/ })).not.toBeInTheDocument();
  });

  it('lets the coachee confirm a waiting closing request, and the points move', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', {
      projects: [
        myProject({
          myRole: 'coachee',
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
    const projects = await region('Open projects');
    expect(
      await within(projects).findByText(/Mehmet Öztürk sent a closing request for 7 hours\. Confirm it by/),
    ).toBeInTheDocument();
    await user.click(within(projects).getByRole('button', { name: 'Confirm 7 hours' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm the closing request?' });
    expect(dialog).toHaveTextContent('you get 7 points and your coach spends as many');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm 7 hours' }));
    expect(
      await screen.findByText('You confirmed 7 hours. The project with Mehmet Öztürk is completed.'),
    ).toBeInTheDocument();
    const past = await region('Past projects');
    expect(await within(past).findByText('Completed: hours confirmed')).toBeInTheDocument();
    expect(within(past).getByText('+7 points')).toBeInTheDocument();
  });

  it('says when the confirmation came too late', async () => {
    const user = userEvent.setup();
    open('/en/user/projects', {
      projects: [
        myProject({
          closingRequest: {
            id: crypto.randomUUID(),
            sessionCount: 3,
            state: 'waiting',
            createdAt: daysAgo(6),
            confirmBy: daysAgo(0.01),
          },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm 3 hours' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm 3 hours' }));
    expect(
      await screen.findByText('The time to confirm this closing request has passed.'),
    ).toBeInTheDocument();
  });

  it('lists past projects with their outcome in words and the points they moved', async () => {
    open('/en/user/projects', {
      projects: [
        myProject({
          myRole: 'coach',
          partner: partners.zeynep,
          state: 'aborted_by_system',
          startedAt: daysAgo(200),
          closedAt: daysAgo(95),
          points: { coach: -7, coachee: -7 },
        }),
        myProject({
          partner: partners.can,
          state: 'aborted_by_administrator',
          startedAt: daysAgo(50),
          closedAt: daysAgo(40),
          abortReason: 'The coachee moved abroad.',
        }),
      ],
    });
    const past = await region('Past projects');
    const [aborted, ended] = (await within(past).findAllByRole('listitem')) as HTMLElement[];
    expect(within(aborted as HTMLElement).getByText('Aborted by an administrator')).toBeInTheDocument();
    expect(within(aborted as HTMLElement).getByText('The coachee moved abroad.')).toBeInTheDocument();
    expect(within(aborted as HTMLElement).getByText('0 points')).toBeInTheDocument();
    expect(within(ended as HTMLElement).getByText('Ended by the system')).toBeInTheDocument();
    expect(within(ended as HTMLElement).getByText('-7 points')).toBeInTheDocument();
    expect(within(ended as HTMLElement).getByText('You coach')).toBeInTheDocument();
  });

  it('speaks Turkish at /user/projects, the server’s refusal included', async () => {
    const user = userEvent.setup();
    open('/user/projects', {
      refuseCoach: { key: 'minScoreToCoach', data: { points: 20, missing: 8 } },
      projects: [myProject({ startedAt: daysAgo(20) })],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Projelerim' })).toBeInTheDocument();
    expect(await screen.findByText('85 gün kaldı')).toBeInTheDocument();
    const ask = await region('Proje talebi');
    await user.click(await within(ask).findByRole('radio', { name: 'Koçluk yapmak' }));
    await user.click(within(ask).getByRole('button', { name: 'Koç talebi gönder' }));
    const alert = await within(ask).findByRole('alert');
    expect(alert).toHaveTextContent('Koçluk yapabilmek için en az 20 puanınız olmalıdır.');
    expect(alert).toHaveTextContent('Koçluk yapabilmek için 8 puana daha ihtiyacınız var.');
  });
});
