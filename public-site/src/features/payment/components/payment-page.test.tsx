import { store, tokenAtom } from '@coach/kit';
import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { packageOnSale, registrationCheckout, renewalCheckout } from '../../../test-support/checkouts.ts';
import { watchLeavingThePage } from '../../../test-support/leaving-the-page.ts';
import { mailsTo } from '../../../test-support/outbox.ts';
import { PaymentPage } from './payment-page.tsx';

const pages = [{ path: 'payment', element: <PaymentPage /> }];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

function open(path: string) {
  const retrieved = watchedCallsOn('post', '*/api/payment/retrieve');
  const retried = watchedCallsOn('post', '*/api/payment/retry');
  mockServer.use(retrieved.handler, retried.handler);
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return {
    ...view,
    retrieved: retrieved.calls,
    retried: retried.calls,
    user: userEvent.setup({ delay: null }),
  };
}

const declined = { status: 'failed', errorCode: '10051', errorMessage: 'The card was declined.' } as const;

const resultOf = (token: string, lang: 'en' | 'tr' = 'en') =>
  `${lang === 'en' ? '/en' : ''}/payment?token=${encodeURIComponent(token)}`;

let leaving: ReturnType<typeof watchLeavingThePage>;
beforeEach(() => {
  leaving = watchLeavingThePage();
});

describe('payment result page', () => {
  it('shows a registration’s paid order and asks to verify the e-mail before signing in', async () => {
    const { token } = await registrationCheckout('COACH-12', { status: 'paid' });
    const bought = await packageOnSale('COACH-12');
    const { retrieved, user } = open(resultOf(token));
    expect(screen.getByRole('status')).toHaveTextContent('Reading the result of your payment…');
    const heading = await screen.findByRole('heading', { name: 'Payment successful' });
    await waitFor(() => expect(heading).toHaveFocus());
    const { order } = await (await realServer()).run('retrieveCheckout', { token }, { as: 'anonymous' });
    expect(screen.getByText(String(order?.orderNumber))).toBeInTheDocument();
    expect(screen.getByText(`${bought.nameEn} (${bought.periodMonths} months)`)).toBeInTheDocument();
    expect(screen.getByText(`US$${bought.priceUsd}`)).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to d•••@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    // Asked once when the page opened.
    expect(retrieved).toHaveLength(1);

    await user.click(screen.getByText('No mail? Send it again'));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'deniz@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/If deniz@example.com is waiting for verification/)).toBeInTheDocument();
    // The link the payment sent, then the new one, in the page's language.
    const verifications = (await mailsTo('deniz@example.com')).filter(
      (mail) => mail.template === 'verifyEmail',
    );
    expect(verifications).toHaveLength(2);
    expect(verifications[0]).toMatchObject({ language: 'en' });
  });

  it('names the package in the page’s language', async () => {
    const { token } = await registrationCheckout('COACH-12', { status: 'paid' });
    const bought = await packageOnSale('COACH-12');
    open(resultOf(token, 'tr'));
    expect(await screen.findByText(`${bought.nameTr} (${bought.periodMonths} ay)`)).toBeInTheDocument();
  });

  it('sends a renewing member to the dashboard', async () => {
    const { token } = await renewalCheckout('COACH-12', { status: 'paid' });
    store.set(tokenAtom, (await realServer()).accounts.member.token);
    open(resultOf(token));
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/en/user/dashboard',
    );
    expect(screen.queryByText(/verification link/)).toBeNull();
  });

  it('shows the provider’s reason for a failure and retries with a new checkout', async () => {
    const { token } = await registrationCheckout('COACH-12', declined);
    const { retried, user } = open(resultOf(token));
    await screen.findByRole('heading', { name: 'The payment did not go through' });
    expect(screen.getByText('The payment provider said: The card was declined.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    // Off to the provider's page of the new checkout.
    await waitFor(() => expect(leaving).toHaveBeenCalledWith(expect.stringMatching(/^https?:\/\//)));
    // The same package: nothing but the token is sent, and the page's language (ADR 0034).
    expect(await retried[0]?.json()).toEqual({ token, language: 'en' });
  });

  it('lets a visitor whose registration payment failed pay for another package instead', async () => {
    const { token } = await registrationCheckout('COACH-12', declined);
    const other = await packageOnSale('COACHEE-6');
    const { retried, user } = open(resultOf(token));
    await screen.findByRole('heading', { name: 'The payment did not go through' });
    // No renewal page yet for a visitor: the packages on sale are offered here.
    expect(screen.queryByRole('link', { name: 'Choose another package' })).toBeNull();
    const choice = await screen.findByRole('radiogroup', { name: 'Package to pay for' });
    await user.click(within(choice).getByRole('radio', { name: new RegExp(other.nameEn) }));
    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(leaving).toHaveBeenCalled());
    expect(await retried[0]?.json()).toEqual({
      token,
      language: 'en',
      membershipPackageId: other.membershipPackageId,
    });
  });

  it('offers a signed-in member the renewal page to choose another package', async () => {
    const { token } = await renewalCheckout('COACH-12', declined);
    store.set(tokenAtom, (await realServer()).accounts.member.token);
    open(resultOf(token));
    const link = await screen.findByRole('link', { name: 'Choose another package' });
    // Once the member is known: their own renewal page rather than the registration.
    await waitFor(() => expect(link).toHaveAttribute('href', '/en/user/membership-renewal'));
  });

  it('says it is still waiting for a pending payment, and checks again on request', async () => {
    const { token } = await registrationCheckout('COACH-12', { status: 'pending' });
    const { retrieved, user } = open(resultOf(token));
    await screen.findByRole('heading', { name: 'We are still waiting for the payment' });
    await (await realServer()).scriptPayment({ status: 'paid' }, token);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(retrieved).toHaveLength(2);
  });

  it('explains a page opened without a payment, or with an unknown one', async () => {
    const { retrieved, unmount } = open('/en/payment');
    expect(screen.getByRole('heading', { name: 'There is no payment to show' })).toBeInTheDocument();
    expect(retrieved).toHaveLength(0);
    unmount();
    open(resultOf('no-such-token'));
    expect(await screen.findByRole('heading', { name: 'There is no payment to show' })).toBeInTheDocument();
  });
});
