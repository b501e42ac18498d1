import { store, tokenAtom } from '@coach/kit';
import { fill } from '@coach/kit/test/fill.ts';
import { catalogueAnswerOn, watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { packageOnSale } from '../../../test-support/checkouts.ts';
import { watchLeavingThePage } from '../../../test-support/leaving-the-page.ts';
import { RegistrationPage } from './registration-page.tsx';

// The browser never leaves in a test: the hand-over to the payment page is watched instead.

const pages = [
  { path: 'register', element: <RegistrationPage /> },
  { path: 'login', element: <p>Sign-in page</p> },
];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

const register = '*/api/auth/register';

function open(path = '/en/register') {
  const registrations = watchedCallsOn('post', register);
  mockServer.use(registrations.handler);
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, registrations: registrations.calls, user: userEvent.setup({ delay: null }) };
}

/** A package's radio, by its name in the seed's catalogue (the rest of its label says price and period). */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The seed's packages the wizard is walked through with. */
const coach12 = () => packageOnSale('COACH-12');
const coachee6 = () => packageOnSale('COACHEE-6');
const coach6 = () => packageOnSale('COACH-6');

let leaving: ReturnType<typeof watchLeavingThePage>;
beforeEach(() => {
  leaving = watchLeavingThePage();
});
afterEach(() => {
  window.sessionStorage.clear();
});

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: /^Next/ }));

async function heading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 2, name });
}

async function choosePackage(user: UserEvent) {
  await user.click(await screen.findByRole('radio', { name: named((await coach12()).nameEn) }));
  await next(user);
  // The step's heading takes the focus a frame after it appears: a field clicked before that
  // frame would lose the focus, and the text pasted into it, to the heading.
  const personal = await heading('Tell us about yourself');
  await waitFor(() => expect(personal).toHaveFocus());
}

/** A place field once its list has come: enabled and ready for typing. */
async function placeField(name: string) {
  await waitFor(() => expect(screen.getByRole('combobox', { name })).toBeEnabled());
  return screen.getByRole('combobox', { name });
}

/**
 * Goes on from the personal step to the payment, which the server refuses for a number already
 * in use: the wizard is back on the personal step, the field focused and saying why.
 */
async function expectRefusedBackOnItsField(user: UserEvent, field: string, message: string) {
  await next(user);
  await heading('Confirm the agreements');
  await acceptAll(user);
  await next(user);
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await heading('Tell us about yourself');
  await waitFor(() => expect(screen.getByRole('textbox', { name: field })).toHaveFocus());
  expect(screen.getByRole('textbox', { name: field })).toHaveAccessibleDescription(
    expect.stringContaining(message),
  );
}

async function fillPersonal(user: UserEvent, email = 'deniz@example.com') {
  await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Deniz');
  await fill(user, screen.getByRole('textbox', { name: 'Surname' }), 'Kaya');
  await fill(user, screen.getByRole('textbox', { name: 'T.C. identity number' }), '12345678950');
  await fill(user, screen.getByRole('textbox', { name: /^E-mail/ }), email);
  await fill(user, screen.getByLabelText(/^Password\*?$/), 'Strong!Pass1');
  await fill(user, screen.getByLabelText(/^Repeat the password/), 'Strong!Pass1');
  await fill(user, screen.getByRole('textbox', { name: /Mobile phone/ }), '+90 532 123 45 67');
  await fill(user, await placeField('Province'), 'Ank');
  await user.click(await screen.findByRole('option', { name: 'Ankara' }));
  await fill(user, await placeField('District'), 'Çan');
  await user.click(await screen.findByRole('option', { name: 'Çankaya' }));
  await user.click(screen.getByRole('checkbox', { name: 'Türkçe' }));
}

async function acceptAll(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: /accept the terms of use/ }));
  await user.click(screen.getByRole('checkbox', { name: /data-protection notice/ }));
  await user.click(screen.getByRole('checkbox', { name: /18 years of age/ }));
}

/** From the first step to the summary, with valid answers. */
async function reachSummary(user: UserEvent, email?: string) {
  await choosePackage(user);
  await fillPersonal(user, email);
  await next(user);
  await heading('Confirm the agreements');
  await acceptAll(user);
  await next(user);
  await heading('Check and pay');
}

// Long journeys through four steps of typing: more time than the default on a busy machine.
describe('registration wizard', () => {
  it('lists the packages on sale with their price, period and level, and marks the step', async () => {
    const [offered, other] = [await coach12(), await coachee6()];
    const { user } = open();
    const coach = await screen.findByRole('radio', { name: named(offered.nameEn) });
    expect(coach).toHaveAccessibleName(
      expect.stringMatching(
        new RegExp(`US\\$${offered.priceUsd}.*${offered.periodMonths} months.*Coach level`),
      ),
    );
    // Before paying, what else coaching asks, as the server's rules work it out for a newcomer.
    expect(coach).toHaveAccessibleName(
      expect.stringContaining(
        'To coach you will also need: a proof of coach training, approved by the programme; to have asked to be coached once; 1 point, earned by being coached.',
      ),
    );
    const coachee = screen.getByRole('radio', { name: named(other.nameEn) });
    expect(coachee).toHaveAccessibleName(expect.stringMatching(/Coachee level/));
    expect(coachee).toHaveAccessibleName(expect.not.stringContaining('To coach you will also need'));
    expect(screen.getByText(/Only a coach-level package lets you coach/)).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Registration steps' });
    expect(within(steps).getByText(/Step 1 of 4/)).toBeInTheDocument();
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Package');

    await user.click(coach);
    await next(user);
    const personal = await heading('Tell us about yourself');
    await waitFor(() => expect(personal).toHaveFocus());
    expect(within(steps).getByText(/Step 2 of 4/)).toBeInTheDocument();
    expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent('Personal details');
  });

  it('does not move on until the step passes its schema', async () => {
    const { user } = open();
    await screen.findByRole('radio', { name: named((await coach12()).nameEn) });
    await next(user);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your package' })).toBeInTheDocument();

    await choosePackage(user);
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'Deniz');
    await fill(user, screen.getByRole('textbox', { name: 'T.C. identity number' }), '12345678951');
    await fill(user, screen.getByLabelText(/^Password\*?$/), 'weak');
    await next(user);
    expect(screen.getByRole('heading', { level: 2, name: 'Tell us about yourself' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('textbox', { name: 'Surname' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'T.C. identity number' })).toHaveAccessibleDescription(
      expect.stringContaining('The Turkish identity number is not valid'),
    );
    expect(screen.getByRole('group', { name: /Coaching languages/ })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one coaching language.'),
    );
    // A place left out is "required", not "wrong type".
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveAccessibleDescription(
      'This field is required.',
    );
  });

  it('asks for a passport number instead of a T.C. number from non-citizens', async () => {
    const { user } = open();
    await choosePackage(user);
    await user.click(screen.getByRole('radio', { name: /No: I give my passport number/ }));
    expect(screen.queryByRole('textbox', { name: 'T.C. identity number' })).toBeNull();
    // The contract checks the document once the names and the passwords themselves are fine.
    await fill(user, screen.getByRole('textbox', { name: 'Name' }), 'John');
    await fill(user, screen.getByRole('textbox', { name: 'Surname' }), 'Smith');
    await fill(user, screen.getByLabelText(/^Password\*?$/), 'Strong!Pass1');
    await fill(user, screen.getByLabelText(/^Repeat the password/), 'Strong!Pass1');
    await next(user);
    expect(screen.getByRole('textbox', { name: 'Passport number' })).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
  });

  it('keeps what was typed when going back, and the confirmations too', async () => {
    const { user } = open();
    await choosePackage(user);
    await fillPersonal(user);
    await next(user);
    await heading('Confirm the agreements');
    await user.click(screen.getByRole('checkbox', { name: /accept the terms of use/ }));
    // The consent step refuses to go on with two boxes unticked.
    await next(user);
    // The step is checked by its schema, which may still be loading (it loads on first focus).
    expect(await screen.findAllByText('You need to accept this to continue.')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const personal = await heading('Tell us about yourself');
    await waitFor(() => expect(personal).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Deniz');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('deniz@example.com');
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveValue('Strong!Pass1');
    expect(await placeField('District')).toHaveValue('Çankaya');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Choose your package');
    expect(screen.getByRole('radio', { name: named((await coach12()).nameEn) })).toBeChecked();
    await next(user);
    await next(user);
    await heading('Confirm the agreements');
    expect(screen.getByRole('checkbox', { name: /accept the terms of use/ })).toBeChecked();
  });

  it('sums everything up and sends it with the page language and no price, then goes to pay', async () => {
    const chosen = await coach12();
    const { user, registrations } = open();
    await reachSummary(user);
    expect(screen.getByText(chosen.nameEn)).toBeInTheDocument();
    expect(screen.getByText('Deniz Kaya')).toBeInTheDocument();
    expect(screen.getByText('Çankaya, Ankara, Türkiye')).toBeInTheDocument();
    expect(screen.getByText(`US$${chosen.priceUsd}`)).toBeInTheDocument();
    expect(screen.getByText(/We send a verification link to deniz@example.com/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    // Off to the payment provider's page of the checkout the server started.
    await waitFor(() => expect(leaving).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\//)));
    const body = (await registrations[0]?.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      membershipPackageId: chosen.membershipPackageId,
      name: 'Deniz',
      surname: 'Kaya',
      email: 'deniz@example.com',
      identityNumber: '12345678950',
      phone: '+905321234567',
      countryCode: 'TR',
      stateCode: 'TR-06',
      city: 'Çankaya',
      languages: ['tr'],
      acceptTerms: true,
      acceptDataProtection: true,
      confirmAdult: true,
      language: 'en',
    });
    expect(body).not.toHaveProperty('passportNumber');
    expect(JSON.stringify(body)).not.toMatch(new RegExp(`price|${chosen.priceUsd.replace('.', '\\.')}`, 'i'));
    // Sent: the draft is gone.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends Turkish as the language from the Turkish page', async () => {
    const { registrations } = open('/register');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: named((await coach12()).nameTr) }));
    await user.click(screen.getByRole('button', { name: /^İleri/ }));
    await screen.findByRole('heading', { level: 2, name: 'Kendinizi tanıtın' });
    expect(screen.getByText(/Adım 2 \/ 4/)).toBeInTheDocument();
    expect(registrations).toHaveLength(0);
  });

  it('brings a taken e-mail back to its field, with the ways to sign in', async () => {
    const { email: taken } = (await realServer()).accounts.member;
    const { user } = open();
    await reachSummary(user, taken);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await heading('Tell us about yourself')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('This e-mail address is already in use.'),
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/en/login?email=${encodeURIComponent(taken)}`,
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/forgotpassword',
    );
    expect(leaving).not.toHaveBeenCalled();
  });

  it('brings a used identity number back to its field', async () => {
    const api = await realServer();
    const { identityNumber } = await api.run('getAccount', { id: api.accounts.member.id }, { as: 'admin' });
    const { user } = open();
    await choosePackage(user);
    await fillPersonal(user);
    const identity = screen.getByRole('textbox', { name: 'T.C. identity number' });
    await user.clear(identity);
    await fill(user, identity, identityNumber ?? '');
    await expectRefusedBackOnItsField(
      user,
      'T.C. identity number',
      'This identity number is already in use.',
    );
  });

  it('brings a used passport number back to its field', async () => {
    const { user } = open();
    await choosePackage(user);
    await fillPersonal(user);
    await user.click(screen.getByRole('radio', { name: /No: I give my passport number/ }));
    // John Smith's in the seed (server/src/seed/demo-data.ts), typed as a person might.
    await fill(user, screen.getByRole('textbox', { name: 'Passport number' }), 'u 12345678');
    await expectRefusedBackOnItsField(user, 'Passport number', 'This passport number is already in use.');
  });

  it("puts the server's field messages on their step", async () => {
    const { user } = open();
    // The wizard checks each step with the server's own schema, so the real server refuses no field
    // the steps let through: its refusal of fields on an earlier step is answered by hand.
    mockServer.use(
      catalogueAnswerOn('post', register, 'validationFailed', {
        fields: { 'languages.0': 'Not a language.', phone: 'The phone number is not valid.' },
      }),
    );
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await heading('Tell us about yourself');
    expect(screen.getByRole('textbox', { name: /Mobile phone/ })).toHaveAccessibleDescription(
      expect.stringContaining('The phone number is not valid.'),
    );
    expect(screen.getByRole('group', { name: /Coaching languages/ })).toHaveAccessibleDescription(
      expect.stringContaining('Not a language.'),
    );
  });

  it('says so on the summary when the payment provider cannot be reached', async () => {
    const { user } = open();
    // The test server's payment provider cannot be made to refuse a start from here: by hand.
    mockServer.use(catalogueAnswerOn('post', register, 'paymentProviderUnavailable'));
    await reachSummary(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment service cannot be reached right now.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Check and pay' })).toBeInTheDocument();
  });

  it('preselects the package of a link', async () => {
    const linked = await coach6();
    open(`/en/register?package=${linked.membershipPackageId}`);
    expect(await screen.findByRole('radio', { name: named(linked.nameEn) })).toBeChecked();
  });

  it('goes back to the package step when the chosen package went off sale', async () => {
    // An administrator takes a package members bought off sale: it is retired.
    const { membershipPackageId } = await coach6();
    await (await realServer()).run('deleteMembershipPackage', { membershipPackageId }, { as: 'admin' });
    const { user } = open(`/en/register?package=${membershipPackageId}`);
    await screen.findByRole('radio', { name: named((await coach12()).nameEn) });
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    await next(user);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('keeps the draft over a reload, except the password', async () => {
    const first = open();
    await choosePackage(first.user);
    await fillPersonal(first.user);
    await next(first.user);
    await heading('Confirm the agreements');
    expect(window.sessionStorage.getItem('coach.registration-draft')).not.toMatch(/Strong!Pass1/);
    first.unmount();

    const second = open();
    await heading('Tell us about yourself');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Deniz');
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveValue('');
    await next(second.user);
    expect(screen.getByLabelText(/^Password\*?$/)).toHaveAccessibleDescription(
      expect.stringContaining('This field is required.'),
    );
  });

  it('sends a signed-in member to the renewal page instead', async () => {
    const { member } = (await realServer()).accounts;
    store.set(tokenAtom, member.token);
    open();
    expect(
      await screen.findByText(`You are signed in as ${member.fullName}`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew or change your membership' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
