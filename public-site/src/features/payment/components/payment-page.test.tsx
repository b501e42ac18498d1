import { store, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { createCheckoutStore, mockCheckoutTokens } from '../../../mocks/checkout-store.ts';
import { paymentHandlers } from '../../../mocks/payment-handlers.ts';
import { registrationHandlers } from '../../../mocks/registration-handlers.ts';
import { goToCheckout } from '../utils/go-to-checkout.ts';
import { PaymentPage } from './payment-page.tsx';

vi.mock('../utils/go-to-checkout.ts', () => ({ goToCheckout: vi.fn() }));

const pages = [{ path: 'payment', element: <PaymentPage /> }];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

function open(path: string) {
  const checkouts = createCheckoutStore();
  mockServer.use(...paymentHandlers(checkouts), ...registrationHandlers(checkouts));
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, checkouts, user: userEvent.setup({ delay: null }) };
}

const resultOf = (token: string, lang: 'en' | 'tr' = 'en') =>
  `${lang === 'en' ? '/en' : ''}/payment?token=${encodeURIComponent(token)}`;

afterEach(() => vi.mocked(goToCheckout).mockClear());

describe('payment result page', () => {
  it('shows a registration’s paid order and asks to verify the e-mail before signing in', async () => {
    const { checkouts, user } = open(resultOf(mockCheckoutTokens.paidRegistration));
    expect(screen.getByRole('status')).toHaveTextContent('Reading the result of your payment…');
    const heading = await screen.findByRole('heading', { name: 'Payment successful' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('100001')).toBeInTheDocument();
    expect(screen.getByText('Coach 12 months (12 months)')).toBeInTheDocument();
    expect(screen.getByText('US$99.00')).toBeInTheDocument();
    expect(screen.getByText(/We sent a verification link to d•••@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    // Asked once when the page opened.
    expect(checkouts.retrieveCalls).toBe(1);

    await user.click(screen.getByText('No mail? Send it again'));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'deniz@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(/If deniz@example.com is waiting for verification/)).toBeInTheDocument();
    expect(checkouts.resendRequests).toEqual([{ email: 'deniz@example.com', language: 'en' }]);
  });

  it('names the package in the page’s language', async () => {
    open(resultOf(mockCheckoutTokens.paidRegistration, 'tr'));
    expect(await screen.findByText('Koç 12 ay (12 ay)')).toBeInTheDocument();
  });

  it('sends a renewing member to the dashboard', async () => {
    store.set(tokenAtom, 'demo-token-member');
    open(resultOf(mockCheckoutTokens.paidRenewal));
    await screen.findByRole('heading', { name: 'Payment successful' });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/en/user/dashboard',
    );
    expect(screen.queryByText(/verification link/)).toBeNull();
  });

  it('shows the provider’s reason for a failure and retries with a new checkout', async () => {
    const { checkouts, user } = open(resultOf(mockCheckoutTokens.declined));
    await screen.findByRole('heading', { name: 'The payment did not go through' });
    expect(screen.getByText('The payment provider said: The card was declined.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('/en/sandbox-checkout/mock-checkout-1'));
    // The same package: nothing but the token is sent, and the page's language (ADR 0034).
    expect(checkouts.retryRequests).toEqual([{ token: mockCheckoutTokens.declined, language: 'en' }]);
  });

  it('lets a visitor whose registration payment failed pay for another package instead', async () => {
    const { checkouts, user } = open(resultOf(mockCheckoutTokens.declined));
    await screen.findByRole('heading', { name: 'The payment did not go through' });
    // No renewal page yet for a visitor: the packages on sale are offered here.
    expect(screen.queryByRole('link', { name: 'Choose another package' })).toBeNull();
    const choice = await screen.findByRole('radiogroup', { name: 'Package to pay for' });
    await user.click(within(choice).getByRole('radio', { name: /Coachee 6 months/ }));
    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(checkouts.retryRequests).toEqual([
      {
        token: mockCheckoutTokens.declined,
        language: 'en',
        membershipPackageId: '6b1f0c3e-2d4a-4e8b-9c1d-000000000001',
      },
    ]);
  });

  it('offers a signed-in member the renewal page to choose another package', async () => {
    store.set(tokenAtom, 'demo-token-member');
    open(resultOf(mockCheckoutTokens.declined));
    const link = await screen.findByRole('link', { name: 'Choose another package' });
    // Once the member is known: their own renewal page rather than the registration.
    await waitFor(() => expect(link).toHaveAttribute('href', '/en/user/membership-renewal'));
  });

  it('says it is still waiting for a pending payment, and checks again on request', async () => {
    const { checkouts, user } = open(resultOf(mockCheckoutTokens.open));
    await screen.findByRole('heading', { name: 'We are still waiting for the payment' });
    const pending = checkouts.checkouts.get(mockCheckoutTokens.open);
    if (pending) pending.status = 'paid';
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(checkouts.retrieveCalls).toBe(2);
  });

  it('explains a page opened without a payment, or with an unknown one', async () => {
    const { checkouts, unmount } = open('/en/payment');
    expect(screen.getByRole('heading', { name: 'There is no payment to show' })).toBeInTheDocument();
    expect(checkouts.retrieveCalls).toBe(0);
    unmount();
    open(resultOf('no-such-token'));
    expect(await screen.findByRole('heading', { name: 'There is no payment to show' })).toBeInTheDocument();
  });
});
