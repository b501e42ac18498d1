import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { createCheckoutStore, demoPackages } from '../../../mocks/checkout-store.ts';
import {
  createIdentityStore,
  identityHandlers,
  mockNewcomer,
  mockOidcLabel,
} from '../../../mocks/identity-handlers.ts';
import { locationHandlers } from '../../../mocks/location-handlers.ts';
import { registrationHandlers } from '../../../mocks/registration-handlers.ts';
import { goToCheckout } from '../../payment/utils/go-to-checkout.ts';
import { RegistrationPage } from './registration-page.tsx';

// The browser never leaves in a test: the hand-over to the payment page is watched instead.
vi.mock('../../payment/utils/go-to-checkout.ts', () => ({ goToCheckout: vi.fn() }));

function SignInPage() {
  const location = useLocation();
  return <p>Sign-in page {location.search}</p>;
}

const pages = [
  { path: 'register', element: <RegistrationPage /> },
  { path: 'login', element: <SignInPage /> },
];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

/** A `register` ticket for someone new, as `provider` describes them. */
function newcomerTicket(provider: 'oidc' | 'microsoft') {
  const identities = createIdentityStore();
  const ticket = identities.issue((own) => ({
    kind: 'register',
    ticket: own,
    profile: { provider, ...mockNewcomer },
  }));
  return { identities, ticket };
}

function open(path: string, identities = createIdentityStore()) {
  const checkouts = createCheckoutStore();
  mockServer.use(...registrationHandlers(checkouts), ...locationHandlers, ...identityHandlers(identities));
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, checkouts, identities, user: userEvent.setup({ delay: null }) };
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.mocked(goToCheckout).mockClear();
});

async function placeField(name: string) {
  await waitFor(() => expect(screen.getByRole('combobox', { name })).toBeEnabled());
  return screen.getByRole('combobox', { name });
}

/** The rest of the personal step: what no provider knows. */
async function fillTheRest(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: 'T.C. identity number' }), '12345678950');
  await user.type(screen.getByRole('textbox', { name: /Mobile phone/ }), '+90 532 123 45 67');
  await user.type(await placeField('Province'), 'Ank');
  await user.click(await screen.findByRole('option', { name: 'Ankara' }));
  await user.type(await placeField('District'), 'Çan');
  await user.click(await screen.findByRole('option', { name: 'Çankaya' }));
  await user.click(screen.getByRole('checkbox', { name: 'Türkçe' }));
}

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: /^Next/ }));
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('registration wizard, joining with a provider', () => {
  it("fills in the provider's name and address, asks no password and sends the ticket", async () => {
    const { identities, ticket } = newcomerTicket('oidc');
    const { user, checkouts } = open(`/en/register?identity=${ticket}`, identities);
    expect(await screen.findByText(`Joining with ${mockOidcLabel}`)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Coach 12 months/ }));
    await next(user);
    await heading('Tell us about yourself');

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(mockNewcomer.name);
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue(mockNewcomer.surname);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue(mockNewcomer.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(`From your ${mockOidcLabel} account`);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.queryByLabelText(/Repeat the password/)).toBeNull();

    // The step's schema lets it through without a password.
    await fillTheRest(user);
    await next(user);
    await heading('Confirm the agreements');
    await user.click(screen.getByRole('checkbox', { name: /accept the terms of use/ }));
    await user.click(screen.getByRole('checkbox', { name: /data-protection notice/ }));
    await user.click(screen.getByRole('checkbox', { name: /18 years of age/ }));
    await next(user);
    await heading('Check and pay');
    expect(
      screen.getByText(
        `Then you sign in with ${mockOidcLabel}: it has verified your e-mail address already.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We send a verification link/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    const body = checkouts.registrations[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      membershipPackageId: demoPackages.coach12.membershipPackageId,
      name: mockNewcomer.name,
      surname: mockNewcomer.surname,
      email: mockNewcomer.email,
      identityTicket: ticket,
      language: 'en',
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('passwordConfirmation');
  });

  it('says it in Turkish on the Turkish page', async () => {
    const { identities, ticket } = newcomerTicket('microsoft');
    const { user } = open(`/register?identity=${ticket}`, identities);
    expect(await screen.findByText('Microsoft ile katılıyorsunuz')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /Koç 12 ay/ }));
    await user.click(screen.getByRole('button', { name: /^İleri/ }));
    await heading('Kendinizi tanıtın');
    const email = screen.getByRole('textbox', { name: 'E-posta' });
    expect(email).toHaveValue(mockNewcomer.email);
    expect(email).toHaveAccessibleDescription('Microsoft hesabınızdan');
    expect(screen.queryByLabelText(/^Şifre/)).toBeNull();
  });

  it('keeps the address the provider gave over one in a kept draft', async () => {
    window.sessionStorage.setItem(
      'coach.registration-draft',
      JSON.stringify({ step: 'personal', values: { name: 'Deniz Can', email: 'other@example.com' } }),
    );
    const { identities, ticket } = newcomerTicket('microsoft');
    open(`/en/register?identity=${ticket}`, identities);
    await heading('Tell us about yourself');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(mockNewcomer.email);
    // A name the visitor corrected stays.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Deniz Can');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue(mockNewcomer.surname);
  });

  it('says when the ticket ran out (4073), and opens the usual wizard', async () => {
    const { user } = open('/en/register?identity=spent-ticket');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This sign-in attempt has expired or was already used. Please start again.',
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.queryByText(/Joining with/)).toBeNull();
    await user.click(await screen.findByRole('radio', { name: /Coach 12 months/ }));
    await next(user);
    await heading('Tell us about yourself');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Password\*?$/)).toBeInTheDocument();
  });

  it('leaves a ticket of another kind to the login page, with the answer it already has', async () => {
    const identities = createIdentityStore();
    const ticket = identities.issue({
      kind: 'signedIn',
      token: demoMember.token,
      expiresIn: 1800,
      user: demoMember.user,
    });
    const { router } = open(`/en/register?identity=${ticket}`, identities);
    expect(await screen.findByText(`Sign-in page ?identity=${ticket}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/login');
    expect(identities.redeemed).toEqual([ticket]);
  });
});
