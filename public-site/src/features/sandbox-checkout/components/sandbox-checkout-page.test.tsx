import { fill } from '@coach/kit/test/fill.ts';
import { browserClockAtTheServers } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { packageOnSale, sandboxRegistrationCheckout } from '../../../test-support/checkouts.ts';
import { testCardExpiry } from '../utils/card-format.ts';
import { SandboxCheckoutPage } from './sandbox-checkout-page.tsx';

const pages = [{ path: 'sandbox-checkout/:token', element: <SandboxCheckoutPage /> }];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

/** The forms the page submitted, as the browser would post them. */
let posted: { action: string; method: string; token: string | null }[] = [];

beforeEach(async () => {
  posted = [];
  await browserClockAtTheServers();
  // Leaving the page is what a real hosted checkout does at the end; here it is recorded instead.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.getAttribute('action') ?? '',
      method: this.getAttribute('method') ?? '',
      token: new FormData(this).get('token') as string | null,
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** A visitor's registration for the seed's COACH-12, sent to the sandbox provider. */
async function sandboxCheckout() {
  const { token, checkoutUrl } = await sandboxRegistrationCheckout('COACH-12');
  return { token, path: new URL(checkoutUrl).pathname, bought: await packageOnSale('COACH-12') };
}

/** The checkout as the sandbox provider describes it to its page (`GET payment/sandbox/:token`). */
async function described(token: string) {
  const answer = await (await realServer()).fetch({
    method: 'GET',
    url: `http://localhost/api/payment/sandbox/${encodeURIComponent(token)}`,
    headers: [],
    body: null,
  });
  if (!answer.body) throw new Error(`the sandbox did not describe ${token} (${answer.status})`);
  return JSON.parse(new TextDecoder().decode(answer.body)).data as {
    merchantName: string;
    status: string;
    callbackUrl: string;
  };
}

function open(path: string) {
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const cardNumber = () => screen.getByRole('textbox', { name: 'Card number' });
const expiry = () => screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
const cvc = () => screen.getByRole('textbox', { name: 'Security code (CVC)' });
const holder = () => screen.getByRole('textbox', { name: 'Name on the card' });

describe('sandbox checkout page', () => {
  it('looks like a hosted checkout in test mode: the payee, the item, the amount', async () => {
    const { token, path, bought } = await sandboxCheckout();
    const { merchantName } = await described(token);
    open(path);
    expect(await screen.findByText(bought.nameEn)).toBeInTheDocument();
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();
    expect(screen.getByText(/No real money is charged/)).toBeInTheDocument();
    expect(screen.getByText(merchantName)).toBeInTheDocument();
    expect(screen.getByText(`US$${bought.priceUsd}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Pay US$${bought.priceUsd}` })).toBeInTheDocument();
    expect(cardNumber()).toHaveAttribute('inputmode', 'numeric');
    expect(cardNumber()).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry()).toHaveAttribute('autocomplete', 'cc-exp');
    expect(cvc()).toHaveAttribute('autocomplete', 'cc-csc');
    expect(holder()).toHaveAttribute('autocomplete', 'cc-name');
  });

  it('groups the card number and shapes the expiry as they are typed', async () => {
    const { path, bought } = await sandboxCheckout();
    const { user } = open(path);
    await screen.findByText(bought.nameEn);
    await fill(user, cardNumber(), '4242424242424242');
    expect(cardNumber()).toHaveValue('4242 4242 4242 4242');
    await fill(user, expiry(), '1230');
    expect(expiry()).toHaveValue('12/30');
    await fill(user, cvc(), '12a3');
    expect(cvc()).toHaveValue('123');
  });

  it('refuses a number that fails the Luhn check and an expired card, before sending anything', async () => {
    const { token, path, bought } = await sandboxCheckout();
    const { user } = open(path);
    await screen.findByText(bought.nameEn);
    await fill(user, cardNumber(), '4242424242424241');
    await fill(user, expiry(), '0120');
    // The other fields left empty: each says so, and the expiry still says it is past.
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(cardNumber()).toHaveAccessibleDescription('The card number is not valid.');
    expect(cardNumber()).toHaveFocus();
    expect(expiry()).toHaveAccessibleDescription('This card has expired.');
    expect(cvc()).toHaveAccessibleDescription('This field is required.');

    await user.clear(expiry());
    await fill(user, expiry(), '13');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(expiry()).toHaveAccessibleDescription('Enter the expiry date as MM/YY.');
    expect(posted).toEqual([]);
    expect((await described(token)).status).toBe('open');
  });

  it('fills the form from a test card, pays, and posts the token to the callback like a real page', async () => {
    const { token, path, bought } = await sandboxCheckout();
    const { callbackUrl } = await described(token);
    const { user } = open(path);
    await screen.findByText(bought.nameEn);
    await user.click(screen.getByRole('button', { name: /5528 7900 0000 0008/ }));
    expect(cardNumber()).toHaveValue('5528 7900 0000 0008');
    expect(expiry()).toHaveValue(testCardExpiry(new Date()));
    expect(cvc()).toHaveValue('123');
    await fill(user, holder(), 'Deniz Kaya');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([{ action: callbackUrl, method: 'post', token }]));
    expect((await described(token)).status).toBe('paid');
  });

  it('returns to the merchant after a declined card too', async () => {
    const { token, path, bought } = await sandboxCheckout();
    const { user } = open(path);
    await screen.findByText(bought.nameEn);
    await user.click(screen.getByRole('button', { name: /4000 0000 0000 0002/ }));
    await fill(user, holder(), 'Deniz Kaya');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.token).toBe(token);
    expect((await described(token)).status).toBe('failed');
  });

  it('shows a paid checkout as closed, with a way back to the merchant', async () => {
    const { token, path } = await sandboxCheckout();
    // Paid already, as on the provider's own page in another tab.
    const { merchantName } = await described(token);
    await (await realServer()).fetch({
      method: 'POST',
      url: `http://localhost/api/payment/sandbox/${encodeURIComponent(token)}/pay`,
      headers: [['content-type', 'application/json']],
      body: new TextEncoder().encode(
        JSON.stringify({
          cardHolderName: 'Deniz Kaya',
          cardNumber: '5528790000000008',
          expiry: testCardExpiry(new Date()),
          cvc: '123',
        }),
      ).buffer,
    });
    const { callbackUrl, status } = await described(token);
    expect(status).toBe('paid');
    const { user } = open(path);
    expect(await screen.findByRole('heading', { name: 'This checkout is closed' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(posted).toEqual([]);
    const back = screen.getByRole('button', { name: `Return to ${merchantName}` });
    await user.click(back);
    expect(back.closest('form')).toHaveAttribute('action', callbackUrl);
  });

  it('says when the checkout has expired', async () => {
    const { path } = await sandboxCheckout();
    // Half an hour on, as a real provider's token runs out; the browser's clock moves with the server's.
    const api = await realServer();
    await api.clock.advanceSeconds(31 * 60);
    vi.setSystemTime(new Date(api.start.getTime() + 31 * 60_000));
    open(path);
    expect(await screen.findByRole('heading', { name: 'This checkout has expired' })).toBeInTheDocument();
  });

  it('says when the checkout does not exist', async () => {
    open('/en/sandbox-checkout/no-such-checkout');
    expect(await screen.findByRole('heading', { name: 'This checkout does not exist' })).toBeInTheDocument();
  });
});
