import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { ownProfile, profileHandlers } from '../../../mocks/profile-handlers.ts';
import { SettingsPage } from './settings-page.tsx';

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

/** Opens the page on the mock API; answers the last body the profile update was sent. */
function open(path: string, profile = ownProfile()) {
  const sent: { body: unknown } = { body: null };
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/api/accounts/accountprofiledetail')) {
      sent.body = await request.clone().json();
    }
  });
  mockServer.use(...profileHandlers(profile));
  store.set(tokenAtom, 'demo-token-member');
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, sent };
}

afterEach(() => mockServer.events.removeAllListeners());

/** A place field once its list has come: it shows `value` and takes typing. */
async function placeField(name: string, value: string) {
  await waitFor(() => {
    const field = screen.getByRole('combobox', { name });
    expect(field).toHaveValue(value);
    expect(field).toBeEnabled();
  });
  return screen.getByRole('combobox', { name });
}

describe('settings page', () => {
  it('shows the saved profile and saves a change with the other sections kept', async () => {
    const user = userEvent.setup();
    const { sent } = open('/en/user/settings');
    const about = await screen.findByRole('textbox', { name: 'About you' });
    expect(about).toHaveValue('Liderlik koçluğu üzerine çalışıyorum.');
    await placeField('Country', 'Türkiye');
    await placeField('Province', 'İstanbul');
    await placeField('District', 'Kadıköy');
    // Read-only: the e-mail and the identity number are shown, never editable.
    expect(screen.getByText('ayse@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();

    await user.clear(about);
    await user.type(about, 'Kariyer koçluğu');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(sent.body).toEqual({
      bio: 'Kariyer koçluğu',
      address: 'Moda Cd. 1',
      phone: '+905321234567',
      countryCode: 'TR',
      stateCode: 'TR-34',
      city: 'Kadıköy',
      languages: ['tr', 'en'],
      language: 'tr',
    });
  });

  it('chooses the place country → province → district, clearing what lies below a change', async () => {
    const user = userEvent.setup();
    const { sent } = open('/en/user/settings');
    await placeField('District', 'Kadıköy');
    const province = await placeField('Province', 'İstanbul');
    await user.clear(province);
    await user.type(province, 'Ank');
    await user.click(await screen.findByRole('option', { name: 'Ankara' }));
    const district = await placeField('District', '');
    await user.type(district, 'Çan');
    await user.click(await screen.findByRole('option', { name: 'Çankaya' }));

    const country = await placeField('Country', 'Türkiye');
    await user.clear(country);
    await user.type(country, 'Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany' }));
    await placeField('State or region', '');
    expect(screen.queryByRole('combobox', { name: /District|City/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Your profile was saved.');
    expect(sent.body).toMatchObject({ countryCode: 'DE', stateCode: null, city: null });
  });

  it('checks the phone in the page language before sending, and shows the server refusal by its field', async () => {
    const user = userEvent.setup();
    open('/user/settings');
    const phone = await screen.findByRole('textbox', { name: 'Telefon' });
    await user.clear(phone);
    await user.type(phone, '+90 532');
    await user.tab();
    expect(await screen.findByText(/Telefon numarası geçerli değil/)).toBeInTheDocument();
    await user.clear(phone);

    mockServer.use(
      http.put('*/api/accounts/accountprofiledetail', () =>
        HttpResponse.json(
          {
            code: 4034,
            message: 'Gönderilen bilgiler geçerli değil.',
            data: { fields: { city: 'Bu konum listede yok; lütfen listeden seçin.' } },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Profili kaydet' }));
    const district = await screen.findByRole('combobox', { name: 'İlçe' });
    await waitFor(() => expect(district).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Bu konum listede yok; lütfen listeden seçin.')).toBeInTheDocument();
  });

  it('changes the password, with the current one checked by the server and the repetition here', async () => {
    const user = userEvent.setup();
    open('/en/user/settings?section=password');
    await user.type(await screen.findByLabelText(/^Current password/), 'wrong');
    await user.type(screen.getByLabelText(/^New password/), 'Kuzey-Rüzgarı!7');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Kuzey-Rüzgarı!8');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Repeat the new password/));
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Kuzey-Rüzgarı!7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'Member!2345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. Other devices are signed out.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('keeps at least one coaching language for a member, and saves the member’s language', async () => {
    const user = userEvent.setup();
    const { sent } = open('/en/user/settings?section=languages');
    const group = await screen.findByRole('group', { name: /Languages you coach/ });
    await user.click(within(group).getByRole('checkbox', { name: 'Türkçe' }));
    await user.click(within(group).getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(await within(group).findByText('This field is required.')).toBeInTheDocument();
    expect(sent.body).toBeNull();

    await user.click(within(group).getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save languages' }));
    expect(await screen.findByText('Your languages were saved.')).toBeInTheDocument();
    expect(sent.body).toMatchObject({ languages: ['en'], language: 'tr', city: 'Kadıköy' });
  });

  it('saves the theme with the account and shows it at once', async () => {
    const user = userEvent.setup();
    open('/en/user/settings?section=theme');
    await user.click(await screen.findByRole('radio', { name: 'Indigo' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Your theme was saved.')).toBeInTheDocument();
    expect(document.documentElement.dataset.accent).toBe('theme3');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.cookie).toContain('theme=dark');

    await user.click(screen.getByRole('radio', { name: 'As on this device' }));
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBeUndefined());
  });

  it("uploads a photo, shows the server's refusal of a file that only pretends, and removes it", async () => {
    const user = userEvent.setup();
    open('/en/user/settings?section=photo');
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    await user.upload(input, new File(['not a picture'], 'photo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText(/This file type is not accepted/)).toBeInTheDocument();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new File([png], 'photo.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByText('Your photo was saved.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo was removed.')).toBeInTheDocument();
    expect(await screen.findByText('Without a photo, your initials are shown.')).toBeInTheDocument();
  });

  it('speaks Turkish on Turkish pages', async () => {
    open('/user/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayarlar' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Dil yetkinlikleri' })).toBeInTheDocument();
    await placeField('İl', 'İstanbul');
  });
});
