import { permissionsOf } from '@coach/core/contracts';
import { store, Toaster, tokenAtom } from '@coach/kit';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { currentUserQuery, queryClient } from '@coach/kit/query';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { coachingHandlers, coachingLogOf, demoSessions } from '../../../mocks/coaching-handlers.ts';
import { profileHandlers } from '../../../mocks/profile-handlers.ts';
import { SettingsPage } from './settings-page.tsx';

const page = (
  <>
    <SettingsPage />
    <Toaster />
  </>
);

/** Opens the settings; `sent` collects the bodies of the preference calls. */
function open(path: string, shareEmailWithCoaches = false) {
  const sent: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/api/coachinglog/preferences'))
      sent.push(await request.clone().json());
  });
  mockServer.use(
    ...profileHandlers(),
    ...coachingHandlers({
      log: coachingLogOf(demoSessions, { trainingStartedOn: '2024-09-01', shareEmailWithCoaches }),
    }),
  );
  store.set(tokenAtom, demoMember.token);
  renderRoutes(
    [
      { path: '/user/settings', element: page },
      { path: '/en/user/settings', element: page },
    ],
    { path, catalogues: { tr, en } },
  );
  return { sent };
}

afterEach(() => mockServer.events.removeAllListeners());

describe('settings: the e-mail in coaches’ logs', () => {
  it('shows the saved choice and saves a change with the training start kept', async () => {
    const user = userEvent.setup();
    const { sent } = open('/en/user/settings?section=coaching');
    const consent = await screen.findByRole('switch', {
      name: 'Let my coaches see my e-mail, on our projects and in their coaching logs',
    });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your coaches now see your e-mail, on your projects and in their coaching logs.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ trainingStartedOn: '2024-09-01', shareEmailWithCoaches: true }]);
  });

  it('switches the consent off again', async () => {
    const user = userEvent.setup();
    const { sent } = open('/en/user/settings?section=coaching', true);
    const consent = await screen.findByRole('switch', {
      name: 'Let my coaches see my e-mail, on our projects and in their coaching logs',
    });
    expect(consent).toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your coaches no longer see your e-mail, on your projects or in their coaching logs.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ trainingStartedOn: '2024-09-01', shareEmailWithCoaches: false }]);
  });

  it('is offered in its own tab, in Turkish too', async () => {
    const user = userEvent.setup();
    open('/user/settings');
    await user.click(await screen.findByRole('tab', { name: 'Koçluk günlüğü' }));
    expect(
      await screen.findByRole('switch', {
        name: 'Koçlarım e-postamı görebilsin: projelerimizde ve koçluk günlüklerinde',
      }),
    ).toBeInTheDocument();
  });

  it('is not offered to a guest, who has no coaches', async () => {
    mockServer.use(
      http.get('*/api/auth/userinfo', () =>
        HttpResponse.json({
          code: 2004,
          message: 'ok',
          data: { ...demoMember.user, accountRoleType: 'Guest', permissions: [...permissionsOf('Guest')] },
        }),
      ),
    );
    open('/en/user/settings?section=coaching');
    // Once the page knows who is signed in: the address asks for the tab, the profile opens instead.
    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQuery(demoMember.token).queryKey)).toMatchObject({
        accountRoleType: 'Guest',
      }),
    );
    expect(await screen.findByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Coaching log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
