import { store, Toaster, tokenAtom } from '@coach/kit';
import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { SettingsPage } from './settings-page.tsx';

const page = (
  <>
    <SettingsPage />
    <Toaster />
  </>
);
const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/settings', element: page },
      { path: '/en/admin/settings', element: page },
    ],
    { path, catalogues: { tr, en } },
  );

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});

/** The settings as the real server keeps them, with one changed from its default (coach projects: 3). */
async function settingsWithThreeCoachProjects() {
  const api = await realServer();
  const { applicationSettings } = await api.run('getApplicationSettings', {}, { as: 'admin' });
  const changed = { ...applicationSettings, maxCoachProjects: 3 };
  await api.run('updateApplicationSettings', { applicationSettings: changed }, { as: 'admin' });
  return changed;
}

/** Types `text` over the field's whole value, as a person selecting it all and typing does. */
async function replaceText(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  const length = String((field as HTMLInputElement).value).length;
  await user.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: length });
}

describe('settings page', () => {
  it('shows every setting with what it does and its default, and the next matching runs', async () => {
    await settingsWithThreeCoachProjects();
    open('/en/admin/settings');
    const coach = await screen.findByLabelText(/Projects as coach, at most/);
    expect(coach).toHaveValue(3);
    expect(coach).toHaveAccessibleDescription(/Default: 2\./);
    for (const label of [
      /Projects as coachee, at most/,
      /Score needed to coach/,
      /Sessions per project, at most/,
      /Days until a project ends by itself/,
      /Penalty points/,
      /Days before a closing request/,
      /Days to confirm a closing request/,
      /Hours a sign-in lasts at most/,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/Matching schedule/)).toHaveValue('0 9 * * 1-5');
    expect(screen.getByLabelText(/Matching schedule/)).toHaveAccessibleDescription(
      /not a working day in Turkey \(a weekend or a public holiday\) does nothing/,
    );
    expect(
      screen.getByText(
        /Changes apply to checks made from now on\. Nothing already decided is worked out again/,
      ),
    ).toBeInTheDocument();
    // The server's clock stands at noon on Monday 2 March in Istanbul: that day's 09:00 has passed.
    const runs = await screen.findAllByRole('listitem');
    expect(runs[0]).toHaveTextContent('Tuesday, 3 March 2026 at 09:00');
  });

  it('saves every key and says so', async () => {
    const user = userEvent.setup();
    const settings = await settingsWithThreeCoachProjects();
    const saves = watchedCallsOn('put', '*/api/applicationsettings');
    mockServer.use(saves.handler);
    open('/en/admin/settings');
    const penalty = await screen.findByLabelText(/Penalty points/);
    await replaceText(user, penalty, '9');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('The settings are saved.')).toBeInTheDocument();
    expect(await saves.calls[0]?.json()).toEqual({ applicationSettings: { ...settings, penaltyPoints: 9 } });
    const api = await realServer();
    const saved = await api.run('getApplicationSettings', {}, { as: 'admin' });
    expect(saved.applicationSettings.penaltyPoints).toBe(9);
  });

  it('refuses in the browser a closing request that could only come after the project ended', async () => {
    const user = userEvent.setup();
    open('/en/admin/settings');
    const closing = await screen.findByLabelText(/Days before a closing request/);
    await replaceText(user, closing, '200');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(closing).toHaveAccessibleDescription(/The value must be at most 104\./));
  });

  it('shows the server’s cronInvalid next to the schedule, and the preview says why too', async () => {
    const user = userEvent.setup();
    const cronInvalid = 'Enter a valid cron expression (e.g. 0 9 * * 1-5).';
    open('/en/admin/settings');
    const schedule = await screen.findByLabelText(/Matching schedule/);
    await replaceText(user, schedule, '0 25 * * *');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(schedule).toHaveAccessibleDescription(expect.stringContaining(cronInvalid)));
    expect(await screen.findByText(cronInvalid, { selector: 'p' })).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    open('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uygulama ayarları' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Koç olarak en fazla proje/)).toHaveAccessibleDescription(
      /Varsayılan: 2\./,
    );
    const preview = screen
      .getByText('Sonraki eşleştirme çalışmaları (İstanbul saati)')
      .closest('div') as HTMLElement;
    expect(await within(preview).findByText(/3 Mart 2026 Salı/)).toBeInTheDocument();
  });
});
