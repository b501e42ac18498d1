import { store, Toaster, tokenAtom } from '@coach/kit';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import {
  demoIdentityState,
  type IdentityMockState,
  identityHandlers,
  linkedIdentity,
  type MockTicket,
} from '../../../mocks/identity-handlers.ts';
import { profileHandlers } from '../../../mocks/profile-handlers.ts';
import { SettingsPage } from './settings-page.tsx';

// Strict mode runs every effect twice, as in development: a ticket must still be sent once.
const page = (
  <StrictMode>
    <SettingsPage />
    <Toaster />
  </StrictMode>
);

/** Opens the settings on the mock API; `sent` collects the bodies of the identity calls by path. */
function open(path: string, held: IdentityMockState = demoIdentityState()) {
  const sent: Record<string, unknown[]> = {};
  mockServer.events.on('request:start', async ({ request }) => {
    const call = new URL(request.url).pathname.match(/\/api\/auth\/(oauth\/\w+|identities\/unlink)$/)?.[1];
    if (request.method !== 'POST' || !call) return;
    sent[call] = [...(sent[call] ?? []), await request.clone().json()];
  });
  mockServer.use(...profileHandlers(), ...identityHandlers(held));
  store.set(tokenAtom, demoMember.token);
  const view = renderRoutes(
    [
      { path: '/user/settings', element: page },
      { path: '/en/user/settings', element: page },
    ],
    { path, catalogues: { tr, en } },
  );
  return { ...view, sent, held };
}

/** A state whose "provider" left `ticket` for the settings to redeem. */
const withTicket = (ticket: string, outcome: MockTicket, overrides: Partial<IdentityMockState> = {}) =>
  demoIdentityState({ tickets: new Map([[ticket, outcome]]), ...overrides });

/** The list of ways in (the toasts are a list too). */
const methodList = async () =>
  within(await screen.findByRole('region', { name: /^(Sign-in methods|Giriş yöntemleri)$/ })).findByRole(
    'list',
  );

/** The list item of one way in, found by its name. */
async function method(name: string) {
  const list = await methodList();
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.querySelector('p')?.textContent?.startsWith(name));
  if (!item) throw new Error(`no sign-in method ${name}`);
  return item;
}

afterEach(() => mockServer.events.removeAllListeners());

describe('settings: sign-in methods', () => {
  it('lists the password and every offered service, linked ones with their e-mail and dates', async () => {
    open('/en/user/settings?section=sign-in');
    expect(await screen.findByRole('tab', { name: 'Sign-in methods', selected: true })).toBeInTheDocument();
    expect(await method('Password')).toHaveTextContent('Set');
    expect(await method('Password')).toHaveTextContent(
      'You can sign in with your e-mail address and password.',
    );

    const google = await method('Google');
    expect(google).toHaveTextContent('Linked');
    expect(google).toHaveTextContent('ayse@example.com');
    expect(google).toHaveTextContent('Linked on 2 March 2026 · last used 10 Apr 2026, 12:15');
    expect(within(google).getByRole('button', { name: 'Unlink Google' })).not.toHaveAttribute(
      'aria-disabled',
    );

    expect(await method('Microsoft')).toHaveTextContent('Not linked');
    expect(within(await method('Microsoft')).getByRole('button', { name: 'Link Microsoft' })).toBeEnabled();
    expect(
      within(await method('Koçluk Okulu')).getByRole('button', { name: 'Link Koçluk Okulu' }),
    ).toBeEnabled();
  });

  it('sends the browser to the provider to link it, the settings’ language with it, and waits meanwhile', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { sent } = open('/en/user/settings?section=sign-in');
    const link = await screen.findByRole('button', { name: 'Link Microsoft' });
    await user.click(link);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sent['oauth/start']).toEqual([{ provider: 'microsoft', intent: 'link', language: 'en' }]);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/en/user/settings');
    expect(target.searchParams.get('section')).toBe('sign-in');

    // Busy until the browser has left; no second trip meanwhile, yet the buttons keep their focus.
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    const other = screen.getByRole('button', { name: 'Link Koçluk Okulu' });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    await user.click(other);
    expect(sent['oauth/start']).toHaveLength(1);
  });

  it('says why the provider could not be started, and stays', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    open('/en/user/settings?section=sign-in');
    mockServer.use(
      http.post('*/api/auth/oauth/start', () =>
        HttpResponse.json(
          {
            code: 4075,
            message:
              'Microsoft cannot be reached right now. Please try again later, or sign in with your password.',
            data: { provider: 'Microsoft' },
          },
          { status: 503 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Link Microsoft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Microsoft cannot be reached right now.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Link Microsoft' })).not.toHaveAttribute('aria-disabled');
  });

  it('redeems the ticket it comes back with once, takes it out of the address and shows the link', async () => {
    const { sent, router, held } = open(
      '/en/user/settings?section=sign-in&identity=ticket-1',
      withTicket('ticket-1', { linked: 'microsoft', email: 'ayse@outlook.example' }),
    );
    expect(await screen.findByText('Microsoft is linked. You can now sign in with it.')).toBeInTheDocument();
    expect(sent['oauth/ticket']).toEqual([{ ticket: 'ticket-1' }]);
    expect(router.state.location.search).toBe('?section=sign-in');
    expect(router.state.historyAction).toBe('REPLACE');
    const microsoft = await method('Microsoft');
    expect(microsoft).toHaveTextContent('ayse@outlook.example');
    expect(microsoft).toHaveTextContent('not used to sign in yet');
    expect(within(microsoft).getByRole('button', { name: 'Unlink Microsoft' })).toBeInTheDocument();
    expect(held.tickets.size).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the refusal a ticket carries: the provider account belongs to someone else', async () => {
    const { sent, router } = open(
      '/en/user/settings?section=sign-in&identity=ticket-2',
      withTicket('ticket-2', { refused: 'identityLinkedElsewhere', provider: 'microsoft' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This Microsoft account is already linked to another account.',
    );
    expect(sent['oauth/ticket']).toHaveLength(1);
    expect(router.state.location.search).toBe('?section=sign-in');
    expect(
      within(await method('Microsoft')).getByRole('button', { name: 'Link Microsoft' }),
    ).toBeInTheDocument();
  });

  it('unlinks after asking', async () => {
    const user = userEvent.setup();
    const { sent } = open('/en/user/settings?section=sign-in');
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unlink Google?' });
    expect(dialog).toHaveTextContent(
      'You will no longer be able to sign in with the Google account ayse@example.com.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sent['identities/unlink']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Unlink Google' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, unlink it' }),
    );
    expect(
      await screen.findByText('Google is unlinked. You can no longer sign in with it.'),
    ).toBeInTheDocument();
    expect(sent['identities/unlink']).toEqual([{ provider: 'google' }]);
    expect(within(await method('Google')).getByRole('button', { name: 'Link Google' })).toBeInTheDocument();
  });

  it('shows the server’s refusal to unlink the last way in, and the list as it is now', async () => {
    const user = userEvent.setup();
    const { held } = open(
      '/en/user/settings?section=sign-in',
      demoIdentityState({
        hasPassword: false,
        linked: [linkedIdentity('google'), linkedIdentity('microsoft')],
      }),
    );
    const unlink = await screen.findByRole('button', { name: 'Unlink Google' });
    expect(unlink).not.toHaveAttribute('aria-disabled');
    // Meanwhile Microsoft was unlinked on another device: Google is the last way in now.
    held.linked = held.linked.filter((one) => one.provider !== 'microsoft');
    await user.click(unlink);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, unlink it' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is your only way to sign in. Set a password or link another service before you unlink it.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unlink Google' })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(
      within(await method('Microsoft')).getByRole('button', { name: 'Link Microsoft' }),
    ).toBeInTheDocument();
  });

  it('explains beforehand that the only way in cannot be unlinked, and how to set a password', async () => {
    const user = userEvent.setup();
    const { sent } = open(
      '/en/user/settings?section=sign-in',
      demoIdentityState({ hasPassword: false, linked: [linkedIdentity('google')] }),
    );
    const unlink = await screen.findByRole('button', { name: 'Unlink Google' });
    expect(unlink).toHaveAttribute('aria-disabled', 'true');
    expect(unlink).toHaveAccessibleDescription(
      'This is your only way to sign in, so it cannot be unlinked. Set a password or link another service first.',
    );
    await user.click(unlink);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent['identities/unlink']).toBeUndefined();

    const password = await method('Password');
    expect(password).toHaveTextContent('Not set');
    expect(within(password).getByRole('link', { name: 'Password' })).toHaveAttribute(
      'href',
      '/en/user/settings?section=password',
    );
  });

  it('counts a linked service this site no longer offers as no way in, and still lets it go', async () => {
    open(
      '/en/user/settings?section=sign-in',
      demoIdentityState({
        hasPassword: false,
        linked: [linkedIdentity('google'), linkedIdentity('linkedin', { email: null })],
      }),
    );
    expect(await screen.findByRole('button', { name: 'Unlink Google' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const linkedin = await method('LinkedIn');
    expect(linkedin).toHaveTextContent('Linked on 2 March 2026 · not used to sign in yet');
    expect(within(linkedin).getByRole('button', { name: 'Unlink LinkedIn' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps the password alone when the site offers no other service', async () => {
    open('/en/user/settings?section=sign-in', demoIdentityState({ linked: [], available: [] }));
    expect(await screen.findByText('No other sign-in services are set up on this site.')).toBeInTheDocument();
    expect(within(await methodList()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('speaks Turkish on Turkish pages, the refusal of a used ticket included', async () => {
    const { router } = open('/user/settings?section=sign-in&identity=used-ticket');
    expect(await screen.findByRole('tab', { name: 'Giriş yöntemleri', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu giriş denemesinin süresi doldu ya da zaten kullanıldı. Lütfen yeniden başlayın.',
    );
    expect(router.state.location.pathname).toBe('/user/settings');
    expect(router.state.location.search).toBe('?section=sign-in');
    expect(await screen.findByRole('button', { name: 'Google bağlantısını kaldır' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microsoft hesabını bağla' })).toBeInTheDocument();
    expect(await method('Google')).toHaveTextContent('2 Mart 2026 tarihinde bağlandı');
  });
});

describe('settings: a first password', () => {
  it('offers an account without a password a mailed link instead of asking for the current one', async () => {
    const asked: unknown[] = [];
    mockServer.use(
      http.post('*/api/accounts/forgotpassword', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ code: 2004, message: 'Transaction successful.', data: null });
      }),
    );
    open('/en/user/settings?section=password', demoIdentityState({ hasPassword: false }));
    const button = await screen.findByRole('button', { name: 'E-mail me a link to set a password' });
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(asked).toEqual([{ email: demoMember.email, language: 'en' }]));
    expect(
      await screen.findByText(`We sent a link to ${demoMember.email}. It works for an hour.`),
    ).toBeVisible();
  });

  it('keeps the change form for an account with a password', async () => {
    open('/en/user/settings?section=password');
    expect(await screen.findByLabelText(/Current password/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'E-mail me a link to set a password' }),
    ).not.toBeInTheDocument();
  });
});
