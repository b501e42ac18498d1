import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { createCheckoutStore, mockCheckoutTokens } from '../../../mocks/checkout-store.ts';
import { mockCallbackUrl, paymentHandlers } from '../../../mocks/payment-handlers.ts';
import { testCardExpiry } from '../utils/card-format.ts';
import { SandboxCheckoutPage } from './sandbox-checkout-page.tsx';

const pages = [{ path: 'sandbox-checkout/:token', element: <SandboxCheckoutPage /> }];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

/** The forms the page submitted, as the browser would post them. */
let posted: { action: string; method: string; token: string | null }[] = [];

beforeEach(() => {
  posted = [];
  // Leaving the page is what a real hosted checkout does at the end; here it is recorded instead.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.getAttribute('action') ?? '',
      method: this.getAttribute('method') ?? '',
      token: new FormData(this).get('token') as string | null,
    });
  });
});
afterEach(() => vi.restoreAllMocks());

function open(token: string = mockCheckoutTokens.open, lang: 'en' | 'tr' = 'en') {
  const checkouts = createCheckoutStore();
  mockServer.use(...paymentHandlers(checkouts));
  const path = `${lang === 'en' ? '/en' : ''}/sandbox-checkout/${token}`;
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, checkouts, user: userEvent.setup({ delay: null }) };
}

const cardNumber = () => screen.getByRole('textbox', { name: 'Card number' });
const expiry = () => screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
const cvc = () => screen.getByRole('textbox', { name: 'Security code (CVC)' });
const holder = () => screen.getByRole('textbox', { name: 'Name on the card' });

describe('sandbox checkout page', () => {
  it('looks like a hosted checkout in test mode: the payee, the item, the amount', async () => {
    open();
    expect(await screen.findByText('Coach 12 months')).toBeInTheDocument();
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();
    expect(screen.getByText(/No real money is charged/)).toBeInTheDocument();
    expect(screen.getByText('Koçluk Saatleri')).toBeInTheDocument();
    expect(screen.getByText('US$99.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay US$99.00' })).toBeInTheDocument();
    expect(cardNumber()).toHaveAttribute('inputmode', 'numeric');
    expect(cardNumber()).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry()).toHaveAttribute('autocomplete', 'cc-exp');
    expect(cvc()).toHaveAttribute('autocomplete', 'cc-csc');
    expect(holder()).toHaveAttribute('autocomplete', 'cc-name');
  });

  it('groups the card number and shapes the expiry as they are typed', async () => {
    const { user } = open();
    await screen.findByText('Coach 12 months');
    await user.type(cardNumber(), '4242424242424242');
    expect(cardNumber()).toHaveValue('4242 4242 4242 4242');
    await user.type(expiry(), '1230');
    expect(expiry()).toHaveValue('12/30');
    await user.type(cvc(), '12a3');
    expect(cvc()).toHaveValue('123');
  });

  it('refuses a number that fails the Luhn check and an expired card, before sending anything', async () => {
    const { user, checkouts } = open();
    await screen.findByText('Coach 12 months');
    await user.type(cardNumber(), '4242424242424241');
    await user.type(expiry(), '0120');
    // The other fields left empty: each says so, and the expiry still says it is past.
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(cardNumber()).toHaveAccessibleDescription('The card number is not valid.');
    expect(cardNumber()).toHaveFocus();
    expect(expiry()).toHaveAccessibleDescription('This card has expired.');
    expect(cvc()).toHaveAccessibleDescription('This field is required.');

    await user.clear(expiry());
    await user.type(expiry(), '13');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(expiry()).toHaveAccessibleDescription('Enter the expiry date as MM/YY.');
    expect(posted).toEqual([]);
    expect(checkouts.checkouts.get(mockCheckoutTokens.open)?.status).toBe('open');
  });

  it('fills the form from a test card, pays, and posts the token to the callback like a real page', async () => {
    const { user, checkouts } = open();
    await screen.findByText('Coach 12 months');
    await user.click(screen.getByRole('button', { name: /5528 7900 0000 0008/ }));
    expect(cardNumber()).toHaveValue('5528 7900 0000 0008');
    expect(expiry()).toHaveValue(testCardExpiry(new Date()));
    expect(cvc()).toHaveValue('123');
    await user.type(holder(), 'Deniz Kaya');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeInTheDocument();
    await waitFor(() =>
      expect(posted).toEqual([{ action: mockCallbackUrl, method: 'post', token: mockCheckoutTokens.open }]),
    );
    expect(checkouts.checkouts.get(mockCheckoutTokens.open)?.status).toBe('paid');
  });

  it('returns to the merchant after a declined card too', async () => {
    const { user } = open();
    await screen.findByText('Coach 12 months');
    await user.click(screen.getByRole('button', { name: /4000 0000 0000 0002/ }));
    await user.type(holder(), 'Deniz Kaya');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.token).toBe(mockCheckoutTokens.open);
  });

  it('shows a paid checkout as closed, with a way back to the merchant', async () => {
    const { user } = open(mockCheckoutTokens.paidRegistration);
    expect(await screen.findByRole('heading', { name: 'This checkout is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Return to Koçluk Saatleri' }));
    expect(screen.getByRole('button', { name: 'Return to Koçluk Saatleri' }).closest('form')).toHaveAttribute(
      'action',
      mockCallbackUrl,
    );
  });

  it('says when the checkout has expired', async () => {
    open(mockCheckoutTokens.expired);
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
  });

  it('says when the checkout does not exist', async () => {
    open('no-such-checkout');
    expect(await screen.findByRole('heading', { name: 'This checkout does not exist' })).toBeInTheDocument();
  });
});
