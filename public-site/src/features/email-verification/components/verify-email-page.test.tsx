import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { createCheckoutStore } from '../../../mocks/checkout-store.ts';
import { mockVerifyTokens, registrationHandlers } from '../../../mocks/registration-handlers.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';

const pages = [{ path: 'verifyemail/:token?', element: <VerifyEmailPage /> }];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

function open(path: string) {
  const checkouts = createCheckoutStore();
  mockServer.use(...registrationHandlers(checkouts));
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, checkouts, user: userEvent.setup({ delay: null }) };
}

describe('verify e-mail page', () => {
  it('verifies the address and offers to sign in with it', async () => {
    open(`/en/verifyemail/${mockVerifyTokens.valid}`);
    const heading = await screen.findByRole('heading', { name: 'Your e-mail address is verified' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en/login?email=deniz%40example.com',
    );
  });

  it('explains a used or expired link and sends a new one in the page’s language', async () => {
    const { checkouts, user } = open('/en/verifyemail/old-token');
    expect(
      await screen.findByRole('heading', { name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'deniz@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If deniz@example.com is waiting for verification, a new link is on its way.',
    );
    expect(checkouts.resendRequests).toEqual([{ email: 'deniz@example.com', language: 'en' }]);
  });

  it('checks the address before asking', async () => {
    const { checkouts, user } = open('/en/verifyemail/old-token');
    await screen.findByRole('heading', { name: 'This link is invalid or has expired' });
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'The e-mail address is not valid.',
    );
    expect(checkouts.resendRequests).toEqual([]);
  });
});
