import { translateValidationMessage } from '@coach/core/contracts';
import { Toaster } from '@coach/kit';
import { fill } from '@coach/kit/test/fill.ts';
import { catalogueAnswerOn } from '@coach/kit/test/hand-made-answers.ts';
import { callAs, signInAs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { SettingsPage } from './settings-page.tsx';

// The demo member, Ayşe Demir, as the seed made her (server/src/seed/demo-data.ts): a bio, a phone,
// Kadıköy in İstanbul, Türkiye, Turkish as her only coaching language. Every answer is the real
// server's; what a save changed is read back from it.

const page = (
  <>
    <SettingsPage />
    <Toaster />
  </>
);
const routes = [
  { path: '/user/settings', element: page },
  { path: '/en/user/settings', element: page },
  { path: '/error', element: <p>Error page</p> },
];

type OwnProfile = {
  email: string;
  bio: string | null;
  address: string | null;
  phone: string | null;
  place: { countryCode: string | null; stateCode: string | null; city: string | null };
  languages: string[];
  language: string;
  themePack: string;
  themeMode: string;
  profilePhotoPath: string | null;
};

/** The profile as the server keeps it. */
async function savedProfile(token: string) {
  return (await callAs<OwnProfile>(token, 'GET', '/api/accounts/accountprofiledetail')).data;
}

/** Opens the page as the demo member; answers her token. */
async function open(path: string) {
  const token = await signInAs();
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, token };
}

/** A place field once its list has come: it shows `value` and takes typing. */
async function placeField(name: string, value: string) {
  await waitFor(() => {
    const field = screen.getByRole('combobox', { name });
    expect(field).toHaveValue(value);
    expect(field).toBeEnabled();
  });
  return screen.getByRole('combobox', { name });
}

/**
 * Reaches for the profile form as a person does (a click into it): its place fields, the browser's
 * inputs until then, become react-aria's combo boxes (each with its "Show suggestions" button).
 */
async function reachForTheForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('textbox', { name: 'About you' }));
  await waitFor(() => expect(screen.getAllByRole('button', { name: /Show suggestions/ })).toHaveLength(3));
}

/** A one-pixel PNG the server's image check reads. */
const onePixelPng = () =>
  Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (character) => character.charCodeAt(0),
  );

describe('settings page', () => {
  it('shows the saved profile and saves a change with the other sections kept', async () => {
    const user = userEvent.setup();
    const { token } = await open('/en/user/settings');
    const before = await savedProfile(token);
    const about = await screen.findByRole('textbox', { name: 'About you' });
    expect(about).toHaveValue(before.bio);
    await placeField('Country', 'Türkiye');
    await placeField('Province', 'İstanbul');
    await placeField('District', before.place.city ?? '');
    // Read-only: the e-mail and the identity number are shown, never editable.
    expect(screen.getByText(before.email)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();

    await user.clear(about);
    await fill(user, about, 'Kariyer koçluğu');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(await savedProfile(token)).toEqual({ ...before, bio: 'Kariyer koçluğu' });
  });

  it('chooses the place country → province → district, clearing what lies below a change', async () => {
    const user = userEvent.setup();
    const { token } = await open('/en/user/settings');
    await placeField('District', 'Kadıköy');
    await reachForTheForm(user);
    const province = await placeField('Province', 'İstanbul');
    await user.clear(province);
    await fill(user, province, 'Ank');
    await user.click(await screen.findByRole('option', { name: 'Ankara' }));
    const district = await placeField('District', '');
    await fill(user, district, 'Çan');
    await user.click(await screen.findByRole('option', { name: 'Çankaya' }));

    const country = await placeField('Country', 'Türkiye');
    await user.clear(country);
    await fill(user, country, 'Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await placeField('State or region', '');
    expect(screen.queryByRole('combobox', { name: /District|City/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile was saved.');
    expect((await savedProfile(token)).place).toMatchObject({
      countryCode: 'DE',
      stateCode: null,
      city: null,
    });
  });

  it('checks the phone in the page language before sending, and shows the server refusal by its field', async () => {
    const user = userEvent.setup();
    await open('/user/settings');
    const phone = await screen.findByRole('textbox', { name: 'Telefon' });
    await user.clear(phone);
    await fill(user, phone, '+90 532');
    await user.tab();
    expect(await screen.findByText(/Telefon numarası geçerli değil/)).toBeInTheDocument();
    await user.clear(phone);

    // The page offers only listed places, so the server's refusal of one (the location data
    // changed since the list came) is answered by hand: the catalogue's 4034 with the server's
    // field message.
    const notListed = translateValidationMessage('locationInvalid', 'tr');
    mockServer.use(
      catalogueAnswerOn('put', '*/api/accounts/accountprofiledetail', 'validationFailed', {
        fields: { city: notListed },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Profili kaydet' }));
    const district = await screen.findByRole('combobox', { name: 'İlçe' });
    await waitFor(() => expect(district).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(notListed)).toBeInTheDocument();
  });

  it('changes the password, with the current one checked by the server and the repetition here', async () => {
    const user = userEvent.setup();
    await open('/en/user/settings?section=password');
    const { member } = (await realServer()).accounts;
    await fill(user, await screen.findByLabelText(/^Current password/), 'wrong');
    await fill(user, screen.getByLabelText(/^New password/), 'Kuzey-Rüzgarı!7');
    await fill(user, screen.getByLabelText(/^Repeat the new password/), 'Kuzey-Rüzgarı!8');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await fill(user, screen.getByLabelText(/^Repeat the new password/), 'Kuzey-Rüzgarı!7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Current password/));
    await fill(user, screen.getByLabelText(/^Current password/), member.password);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. Other devices are signed out.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    // The new password is the one that signs in now.
    const signedIn = await callAs<{ token: string }>(null, 'POST', '/api/auth/login', {
      email: member.email,
      password: 'Kuzey-Rüzgarı!7',
    });
    expect(signedIn.data.token).toEqual(expect.any(String));
  });

  it('keeps at least one coaching language for a member, and saves the member’s language', async () => {
    const user = userEvent.setup();
    const { token } = await open('/en/user/settings?section=languages');
    const before = await savedProfile(token);
    expect(before.languages).toEqual(['tr']);
    const group = await screen.findByRole('group', { name: /Languages you coach/ });
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Türkçe' })).toBeChecked());
    await user.click(within(group).getByRole('checkbox', { name: 'Türkçe' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(await within(group).findByText('Choose at least one coaching language.')).toBeInTheDocument();
    expect((await savedProfile(token)).languages).toEqual(['tr']);

    await user.click(within(group).getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(await screen.findByText('Your languages were saved.')).toBeInTheDocument();
    // The rest of the profile kept: the mail's language and the place.
    expect(await savedProfile(token)).toEqual({ ...before, languages: ['en'] });
  });

  it('saves the theme with the account and shows it at once', async () => {
    const user = userEvent.setup();
    const { token } = await open('/en/user/settings?section=theme');
    await user.click(await screen.findByRole('radio', { name: 'Indigo' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Your theme was saved.')).toBeInTheDocument();
    expect(document.documentElement.dataset.accent).toBe('theme3');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('theme=dark');
    expect(await savedProfile(token)).toMatchObject({ themePack: 'theme3', themeMode: 'dark' });

    await user.click(screen.getByRole('radio', { name: 'As on this device' }));
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBeUndefined());
  });

  it("uploads a photo, shows the server's refusal of a file that only pretends, and removes it", async () => {
    const user = userEvent.setup();
    const { token } = await open('/en/user/settings?section=photo');
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    await user.upload(input, new File(['not a picture'], 'photo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(/This file type is not accepted/)).toBeInTheDocument();

    await user.upload(input, new File([onePixelPng()], 'photo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Your photo was saved.')).toBeInTheDocument();
    expect((await savedProfile(token)).profilePhotoPath).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo was removed.')).toBeInTheDocument();
    expect(await screen.findByText('Without a photo, your initials are shown.')).toBeInTheDocument();
    expect((await savedProfile(token)).profilePhotoPath).toBeNull();
  });

  it('speaks Turkish on Turkish pages', async () => {
    await open('/user/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayarlar' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dil yetkinlikleri' })).toBeInTheDocument();
    await placeField('İl', 'İstanbul');
  });
});
