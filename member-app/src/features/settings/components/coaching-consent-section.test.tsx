import { Toaster } from '@coach/kit';
import { currentUserQuery, queryClient } from '@coach/kit/query';
import { callAs, signInAs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { SettingsPage } from './settings-page.tsx';

// The seed's coaching preferences (server/src/seed/demo-programme.ts): the demo member, Ayşe,
// lets her coaches see her e-mail; Mehmet does not. Every answer is the real server's.

const page = (
  <>
    <SettingsPage />
    <Toaster />
  </>
);

/** Opens the settings as the demo member, or as the seeded member with `email`. */
async function open(path: string, email?: string) {
  const token = await signInAs(email);
  renderRoutes(
    [
      { path: '/user/settings', element: page },
      { path: '/en/user/settings', element: page },
    ],
    { path, catalogues: { tr, en } },
  );
  return token;
}

/** The two preferences as the server keeps them. */
async function preferencesOf(token: string) {
  const { data } = await callAs<{ trainingStartedOn: string | null; shareEmailWithCoaches: boolean }>(
    token,
    'GET',
    '/api/coachinglog',
  );
  return { trainingStartedOn: data.trainingStartedOn, shareEmailWithCoaches: data.shareEmailWithCoaches };
}

const consentSwitch = () =>
  screen.findByRole('switch', {
    name: 'Let my coaches see my e-mail, on our projects and in their coaching logs',
  });

describe('settings: the e-mail in coaches’ logs', () => {
  it('shows the saved choice and saves a change with the training start kept', async () => {
    const user = userEvent.setup();
    const token = await open('/en/user/settings?section=coaching', 'mehmet@example.com');
    const before = await preferencesOf(token);
    expect(before).toMatchObject({ shareEmailWithCoaches: false, trainingStartedOn: expect.any(String) });
    const consent = await consentSwitch();
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your coaches now see your e-mail, on your projects and in their coaching logs.',
      ),
    ).toBeInTheDocument();
    expect(await preferencesOf(token)).toEqual({ ...before, shareEmailWithCoaches: true });
  });

  it('switches the consent off again', async () => {
    const user = userEvent.setup();
    const token = await open('/en/user/settings?section=coaching');
    const before = await preferencesOf(token);
    expect(before.shareEmailWithCoaches).toBe(true);
    const consent = await consentSwitch();
    await waitFor(() => expect(consent).toBeChecked());
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Your coaches no longer see your e-mail, on your projects or in their coaching logs.',
      ),
    ).toBeInTheDocument();
    expect(await preferencesOf(token)).toEqual({ ...before, shareEmailWithCoaches: false });
  });

  it('is offered in its own tab, in Turkish too', async () => {
    const user = userEvent.setup();
    await open('/user/settings');
    await user.click(await screen.findByRole('link', { name: 'Koçluk günlüğü' }));
    expect(
      await screen.findByRole('switch', {
        name: 'Koçlarım e-postamı görebilsin: projelerimizde ve koçluk günlüklerinde',
      }),
    ).toBeInTheDocument();
  });

  it('is not offered to a guest, who has no coaches', async () => {
    const { guest } = (await realServer()).accounts;
    const token = await open('/en/user/settings?section=coaching', guest.email);
    // Once the page knows who is signed in: the address asks for the tab, the profile opens instead.
    await waitFor(() =>
      expect(queryClient.getQueryData(currentUserQuery(token).queryKey)).toMatchObject({
        accountRoleType: 'Guest',
      }),
    );
    expect(await screen.findByRole('link', { name: 'Profile', current: 'page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Coaching log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
