import { store, Toaster, tokenAtom } from '@coach/kit';
import {
  browserClockAtTheServers,
  callAs,
  settingsChangedTo,
  signInAs,
  tokenOf,
  whoIs,
} from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { ProjectsPage } from './projects-page.tsx';

// The demo member (Ayşe Demir) has an open coachee request, an open project coached by Selin
// Arslan and a past one with Mehmet Öztürk; other seeded members stand in other situations
// (server/src/seed/demo-programme.ts). Every answer is the real server's.

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

/** Opens the page as the demo member, or as the seeded member with `email`. */
async function open(path: string, email?: string) {
  const token = await signInAs(email);
  return { token, ...renderRoutes(routes, { path, catalogues: { tr, en } }) };
}

type MyProject = {
  id: string;
  partner: { fullName: string };
  closingRequest: { confirmBy: string } | null;
};
async function myOpenProjects(token: string) {
  return (await callAs<{ items: MyProject[] }>(token, 'GET', '/api/projects/getmyopenprojects')).data.items;
}

const region = (name: string) => screen.findByRole('region', { name });

describe('projects page: requests', () => {
  it('asks to be coached in the member’s own languages and lists the request as waiting', async () => {
    const user = userEvent.setup();
    // John has neither a request nor a project; the administrator gives him both languages.
    const api = await realServer();
    const john = await whoIs(await tokenOf('john@example.com'));
    await api.run('updateAccount', { accountId: john.accountId, languages: ['tr', 'en'] } as never, {
      as: 'admin',
    });
    await open('/en/user/projects', 'john@example.com');
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
    // The next run as the server's settings answer says it.
    expect(
      await within(requests).findByText(/Waiting for the next matching run, on .*2026/),
    ).toBeInTheDocument();
  });

  it('offers only the member’s languages and asks for at least one', async () => {
    const user = userEvent.setup();
    // John speaks English only.
    await open('/en/user/projects', 'john@example.com');
    const ask = await region('Ask for a project');
    const english = await within(ask).findByRole('checkbox', { name: 'English' });
    expect(within(ask).queryByRole('checkbox', { name: 'Türkçe' })).not.toBeInTheDocument();
    await user.click(english);
    await user.click(within(ask).getByRole('button', { name: 'Ask to be coached' }));
    expect(await within(ask).findByText('This field is required.')).toBeInTheDocument();
  });

  it('says in words why a coach request is refused: the rule and how many points are missing', async () => {
    const user = userEvent.setup();
    // Elif may coach; the administrator raises the bar above her score.
    const { score } = await whoIs(await tokenOf('elif@example.com'));
    const points = score + 8;
    await settingsChangedTo({ minScoreToCoach: points });
    await open('/en/user/projects', 'elif@example.com');
    const ask = await region('Ask for a project');
    await user.click(await within(ask).findByRole('radio', { name: 'To coach' }));
    await user.click(within(ask).getByRole('button', { name: 'Ask to coach' }));
    const alert = await within(ask).findByRole('alert');
    expect(alert).toHaveTextContent(`You need at least ${points} points to coach.`);
    expect(alert).toHaveTextContent('You need 8 more points to coach.');
  });

  it('links a refusal about the proof of education to the page that fixes it', async () => {
    const user = userEvent.setup();
    // An administrator rejects John's proof, which waited for review.
    const api = await realServer();
    const john = await whoIs(await tokenOf('john@example.com'));
    const [proof] = await api.run('listAccountFiles', { accountId: john.accountId }, { as: 'admin' });
    await api.run(
      'changeFileStatus',
      { accountFileId: proof?.id as string, fileApproveState: 'rejected', reason: 'Unreadable scan.' },
      { as: 'admin' },
    );
    await open('/en/user/projects', 'john@example.com');
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
    // Sarah's six months run out: both clocks move past the end of her membership.
    const subscription = await callAs<{ subscriptionEndDate: string }>(
      await tokenOf('sarah@example.com'),
      'GET',
      '/api/accounts/checkaccountsubscription',
    );
    const after = new Date(Date.parse(subscription.data.subscriptionEndDate) + 86_400_000);
    await (await realServer()).clock.set(after);
    vi.setSystemTime(after);
    await open('/en/user/projects', 'sarah@example.com');
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
    // Ayşe holds a coachee package.
    await open('/user/projects');
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
    // Sarah is coached in one open project; the administrator allows one.
    await settingsChangedTo({ maxCoacheeProjects: 1 });
    await open('/en/user/projects', 'sarah@example.com');
    const ask = await region('Ask for a project');
    await user.click(await within(ask).findByRole('button', { name: 'Ask to be coached' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(
      'You have reached the maximum of 1 projects as coachee.',
    );
  });

  it('tells why an open request was not matched yet, in words, and lists no cancelled one', async () => {
    // Kerem's open coach request has not met a run yet; his first request, cancelled, is not listed.
    const { unmount } = await open('/en/user/projects', 'kerem@example.com');
    const keremsRequests = await region('Open requests');
    expect(await within(keremsRequests).findAllByRole('listitem')).toHaveLength(1);
    expect(within(keremsRequests).getByRole('heading', { name: 'To coach' })).toBeInTheDocument();
    unmount();
    // Ayşe's request met the last run with nobody in her language.
    await open('/en/user/projects');
    const requests = await region('Open requests');
    expect(await within(requests).findAllByRole('listitem')).toHaveLength(1);
    expect(
      within(requests).getByText(/Nobody waiting on the other side shares one of your languages yet\./),
    ).toBeInTheDocument();
  });

  it('cancels an open request after confirmation, by keyboard', async () => {
    const user = userEvent.setup();
    await open('/en/user/projects');
    const cancel = await screen.findByRole('button', { name: 'Cancel request to be coached' });
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
    // Selin coaches Ayşe in Turkish; the project's fifteen weeks end in six days.
    await open('/en/user/projects');
    const projects = await region('Open projects');
    const item = (await within(projects).findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(item).getByRole('heading', { name: 'Selin Arslan' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'selin@example.com' })).toHaveAttribute(
      'href',
      'mailto:selin@example.com',
    );
    expect(within(item).getByText('You are coached')).toBeInTheDocument();
    expect(within(item).getByText('Türkçe')).toBeInTheDocument();
    expect(within(item).getByText('6 days left')).toBeInTheDocument();
  });

  it('tells a coach that the coachee keeps the e-mail private, in English and Turkish (ADR 0033)', async () => {
    // Mehmet coaches Sarah, who does not share her e-mail with her coaches.
    for (const [path, text] of [
      ['/en/user/projects', 'Keeps their e-mail private; they will get in touch with you.'],
      ['/user/projects', 'E-postasını paylaşmıyor; sizinle kendisi iletişime geçecek.'],
    ] as const) {
      const { unmount } = await open(path, 'mehmet@example.com');
      const projects = await region(path === '/user/projects' ? 'Açık projeler' : 'Open projects');
      const heading = await within(projects).findByRole('heading', { name: 'Sarah Johnson' });
      const item = heading.closest('li') as HTMLElement;
      expect(within(item).getByText(text)).toBeInTheDocument();
      expect(within(item).queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('opens on the project a mail links to, with its session log and messages open and the focus on it', async () => {
    // Mehmet has two open projects; the mail links to the one with Sarah.
    const { unmount, token } = await open('/en/user/projects', 'mehmet@example.com');
    unmount();
    const project = (await myOpenProjects(token)).find((open) => open.partner.fullName === 'Sarah Johnson');
    renderRoutes(routes, { path: `/en/user/projects#project-${project?.id}`, catalogues: { tr, en } });
    const item = await waitFor(() => {
      const found = document.getElementById(`project-${project?.id}`);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await waitFor(() => expect(item).toHaveFocus());
    expect(within(item).getByRole('button', { name: 'Session log' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The reminder and the new-message mails link here: the thread opens too (ADR 0057).
    expect(within(item).getByRole('button', { name: 'Messages' })).toHaveAttribute('aria-expanded', 'true');
    const expanded = document.querySelectorAll('[id^="project-"] button[aria-expanded="true"]');
    expect(expanded).toHaveLength(2);
  });

  it('completes a project as coachee: checks the hours, shows the server’s limit, then moves it to the past', async () => {
    const user = userEvent.setup();
    await settingsChangedTo({ maxSessionsPerProject: 30 });
    await open('/en/user/projects');
    await user.click(await screen.findByRole('button', { name: 'Complete the project with Selin Arslan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the project' });
    const hours = within(dialog).getByRole('spinbutton', { name: /Session hours/ });
    // Filled in with the whole hours the log confirms (3 of 3.5).
    expect(hours).toHaveValue(3);

    await user.clear(hours);
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await user.type(hours, '0');
    expect(await within(dialog).findByText('The value must be at least 1.')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '40');
    // The session log confirms 3.5 hours: a count above it is sent only once confirmed.
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await within(dialog).findByText('Tick the box to close with more hours than the log confirms.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Yes, close with 40 hours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByText('The session count can be at most 30.')).toBeInTheDocument();

    await user.clear(hours);
    await user.type(hours, '6');
    // The box ticked for 40 hours stays ticked for six, also above the log.
    expect(within(dialog).getByRole('checkbox', { name: /Yes, close with 6 hours/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(
      await screen.findByText('The project with Selin Arslan is completed with 6 hours.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const past = await region('Past projects');
    expect(await within(past).findByText('Completed by the coachee')).toBeInTheDocument();
    expect(within(past).getByText('+6 points')).toBeInTheDocument();
    expect(within(await region('Open projects')).getByText('No open project')).toBeInTheDocument();
    await waitFor(() => expect(past).toHaveFocus());
  });

  it('lets the coach send a closing request only the set number of days after the start', async () => {
    // Elif started coaching Emre six days ago.
    await open('/en/user/projects', 'elif@example.com');
    const send = await screen.findByRole('button', { name: 'Send closing request to Emre Koç' });
    expect(send).toBeDisabled();
    await waitFor(() =>
      expect(send).toHaveAccessibleDescription(/A closing request can be sent 14 days after the start: from/),
    );
  });

  it('says the wait an administrator set (closingRequestMinDays), from the public settings', async () => {
    await settingsChangedTo({ closingRequestMinDays: 10 });
    // Elif's project with Emre is six days old: four more to wait.
    const { unmount } = await open('/en/user/projects', 'elif@example.com');
    const early = await screen.findByRole('button', { name: 'Send closing request to Emre Koç' });
    await waitFor(() =>
      expect(early).toHaveAccessibleDescription(
        /A closing request can be sent 10 days after the start: from/,
      ),
    );
    expect(early).toBeDisabled();
    expect(screen.queryByText(/14 days/)).not.toBeInTheDocument();
    unmount();
    // Eleven days in: past the ten days set, though before the default fourteen.
    vi.setSystemTime(Date.now() + 5 * 86_400_000);
    await open('/en/user/projects', 'elif@example.com');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send closing request to Emre Koç' })).toBeEnabled(),
    );
  });

  it('sends the coach’s closing request with the hours and then says it waits for the coachee', async () => {
    const user = userEvent.setup();
    // Selin coaches Ayşe, 99 days in.
    await open('/en/user/projects', 'selin@example.com');
    const send = await screen.findByRole('button', { name: 'Send closing request to Ayşe Demir' });
    // The button waits for the settings that say when a closing request may be sent.
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send a closing request' });
    const hours = within(dialog).getByRole('spinbutton', { name: /Session hours/ });
    await user.clear(hours);
    await user.type(hours, '7');
    // The log confirms 3.5 hours: seven are sent only once ticked.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: /Yes, close with 7 hours/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Your closing request for 7 hours was sent to Ayşe Demir.'),
    ).toBeInTheDocument();
    const projects = await region('Open projects');
    expect(
      await within(projects).findByText(/You sent a closing request for 7 hours on/),
    ).toBeInTheDocument();
    expect(
      within(projects).queryByRole('button', { name: 'Send closing request to Ayşe Demir' }),
    ).not.toBeInTheDocument();
  });

  it('lets the coachee confirm a waiting closing request, and the points move', async () => {
    const user = userEvent.setup();
    // Mehmet sent Burak a closing request for 7 hours two days ago.
    await open('/en/user/projects', 'burak@example.com');
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
    expect(within(past).getAllByText('+7 points')).not.toHaveLength(0);
  });

  it('says when the confirmation came too late', async () => {
    const user = userEvent.setup();
    // Burak opens the page in time, and confirms after the window closed (the server's clock moved on).
    const { token } = await open('/en/user/projects', 'burak@example.com');
    await user.click(await screen.findByRole('button', { name: 'Confirm 7 hours' }));
    const dialog = await screen.findByRole('alertdialog');
    const [project] = await myOpenProjects(token);
    await (await realServer()).clock.set(new Date(project?.closingRequest?.confirmBy as string));
    // The sessions ended with the window: Burak signs in again to confirm.
    const again = await tokenOf('burak@example.com');
    act(() => store.set(tokenAtom, again));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm 7 hours' }));
    expect(
      await screen.findByText('The time to confirm this closing request has passed.'),
    ).toBeInTheDocument();
  });

  it('lists past projects with their outcome in words and the points they moved', async () => {
    // Selin's project with Sarah was aborted by an administrator; Kerem's with Emre ended by the system.
    const { unmount } = await open('/en/user/projects', 'sarah@example.com');
    const sarahsPast = await region('Past projects');
    const aborted = (await within(sarahsPast).findByText('Aborted by an administrator')).closest(
      'li',
    ) as HTMLElement;
    expect(
      within(aborted).getByText('Danışan şehir değiştirdi; taraflar görüşmelere devam edemedi.'),
    ).toBeInTheDocument();
    expect(within(aborted).getByText('0 points')).toBeInTheDocument();
    unmount();
    await open('/en/user/projects', 'kerem@example.com');
    const keremsPast = await region('Past projects');
    const ended = (await within(keremsPast).findByText('Ended by the system')).closest('li') as HTMLElement;
    expect(within(ended).getByText(/^-\d+ points$/)).toBeInTheDocument();
    expect(within(ended).getByText('You coach')).toBeInTheDocument();
  });

  it('speaks Turkish at /user/projects, the server’s refusal included', async () => {
    const user = userEvent.setup();
    await open('/user/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projelerim' })).toBeInTheDocument();
    expect(await screen.findByText('6 gün kaldı')).toBeInTheDocument();
    const ask = await region('Proje talebi');
    await user.click(await within(ask).findByRole('radio', { name: 'Koçluk yapmak' }));
    await user.click(within(ask).getByRole('button', { name: 'Koç talebi gönder' }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent('Şu anda danışan üyeliğiniz var');
  });
});
