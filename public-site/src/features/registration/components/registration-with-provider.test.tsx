import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { packageOnSale } from '../../../test-support/checkouts.ts';
import {
  linkedToDemoMember,
  providerReturn,
  schoolLabel,
  stranger,
} from '../../../test-support/identities.ts';
import { watchLeavingThePage } from '../../../test-support/leaving-the-page.ts';
import { RegistrationPage } from './registration-page.tsx';

// The browser never leaves in a test: the hand-over to the payment page is watched instead.

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

/** A `register` ticket: someone new comes back from `provider` (real start and callback). */
const newcomerTicket = (provider: 'oidc' | 'microsoft') => providerReturn(provider, stranger);

function open(path: string) {
  const registrations = watchedCallsOn('post', '*/api/auth/register');
  const redemptions = watchedCallsOn('post', '*/api/auth/oauth/ticket');
  mockServer.use(registrations.handler, redemptions.handler);
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return {
    ...view,
    registrations: registrations.calls,
    redeemed: async () => Promise.all(redemptions.calls.map(async (call) => (await call.json()).ticket)),
    user: userEvent.setup({ delay: null }),
  };
}

let leaving: ReturnType<typeof watchLeavingThePage>;
beforeEach(() => {
  leaving = watchLeavingThePage();
});
afterEach(() => {
  window.sessionStorage.clear();
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
    const ticket = await newcomerTicket('oidc');
    const coach12 = await packageOnSale('COACH-12');
    const { user, registrations } = open(`/en/register?identity=${ticket}`);
    expect(await screen.findByText(`Joining with ${schoolLabel}`)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: new RegExp(coach12.nameEn) }));
    await next(user);
    // The heading takes the focus a frame after it appears; the fields are filled after that.
    const personal = await heading('Tell us about yourself');
    await waitFor(() => expect(personal).toHaveFocus());

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(stranger.name);
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue(stranger.surname);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue(stranger.email);
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(`From your ${schoolLabel} account`);
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
      screen.getByText(`Then you sign in with ${schoolLabel}: it has verified your e-mail address already.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We send a verification link/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(leaving).toHaveBeenCalled());
    const body = (await registrations[0]?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      membershipPackageId: coach12.membershipPackageId,
      name: stranger.name,
      surname: stranger.surname,
      email: stranger.email,
      identityTicket: ticket,
      language: 'en',
    });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('passwordConfirmation');
  });

  it('says it in Turkish on the Turkish page', async () => {
    const ticket = await newcomerTicket('microsoft');
    const coach12 = await packageOnSale('COACH-12');
    const { user } = open(`/register?identity=${ticket}`);
    expect(await screen.findByText('Microsoft ile katılıyorsunuz')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: new RegExp(coach12.nameTr) }));
    await user.click(screen.getByRole('button', { name: /^İleri/ }));
    await heading('Kendinizi tanıtın');
    const email = screen.getByRole('textbox', { name: 'E-posta' });
    expect(email).toHaveValue(stranger.email);
    expect(email).toHaveAccessibleDescription('Microsoft hesabınızdan');
    expect(screen.queryByLabelText(/^Şifre/)).toBeNull();
  });

  it('keeps the address the provider gave over one in a kept draft', async () => {
    window.sessionStorage.setItem(
      'coach.registration-draft',
      JSON.stringify({ step: 'personal', values: { name: 'Deniz Can', email: 'other@example.com' } }),
    );
    const ticket = await newcomerTicket('microsoft');
    open(`/en/register?identity=${ticket}`);
    await heading('Tell us about yourself');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(stranger.email);
    // A name the visitor corrected stays.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Deniz Can');
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveValue(stranger.surname);
  });

  it('says when the ticket ran out (4073), and opens the usual wizard', async () => {
    const coach12 = await packageOnSale('COACH-12');
    const { user } = open('/en/register?identity=spent-ticket');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This sign-in attempt has expired or was already used. Please start again.',
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(screen.queryByText(/Joining with/)).toBeNull();
    await user.click(await screen.findByRole('radio', { name: new RegExp(coach12.nameEn) }));
    await next(user);
    await heading('Tell us about yourself');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Password\*?$/)).toBeInTheDocument();
  });

  it('leaves a ticket of another kind to the login page, with the answer it already has', async () => {
    // The demo member signs in with a provider they linked: a sign-in ticket, used up at once.
    const ticket = await providerReturn('google', await linkedToDemoMember('google'));
    const { router, redeemed } = open(`/en/register?identity=${ticket}`);
    expect(await screen.findByText(`Sign-in page ?identity=${ticket}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/login');
    expect(await redeemed()).toEqual([ticket]);
  });
});
