import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { newcomer, unverifiedNewcomer } from '../../../test-support/newcomer.ts';
import { linkTokenMailedTo, mailsTo } from '../../../test-support/outbox.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';

const pages = [{ path: 'verifyemail/:token?', element: <VerifyEmailPage /> }];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

function open(path: string) {
  const resent = watchedCallsOn('post', '*/api/auth/resendverification');
  mockServer.use(resent.handler);
  const view = renderRoutes(routes, { path, catalogues: { tr, en } });
  return { ...view, resent: resent.calls, user: userEvent.setup({ delay: null }) };
}

describe('verify e-mail page', () => {
  it('verifies the address and offers to sign in with it', async () => {
    await unverifiedNewcomer();
    open(`/en/verifyemail/${await linkTokenMailedTo(newcomer.email, 'verifyemail')}`);
    const heading = await screen.findByRole('heading', { name: 'Your e-mail address is verified' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/en/login?email=${encodeURIComponent(newcomer.email)}`,
    );
  });

  it('explains a used or expired link and sends a new one in the page’s language', async () => {
    await unverifiedNewcomer();
    const { user } = open('/en/verifyemail/old-token');
    expect(
      await screen.findByRole('heading', { name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), newcomer.email);
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `If ${newcomer.email} is waiting for verification, a new link is on its way.`,
    );
    // The link the account was made with, then the new one, in the page's language.
    const mails = await mailsTo(newcomer.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ template: 'verifyEmail', language: 'en' });
  });

  it('checks the address before asking', async () => {
    const { resent, user } = open('/en/verifyemail/old-token');
    await screen.findByRole('heading', { name: 'This link is invalid or has expired' });
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'The e-mail address is not valid.',
    );
    expect(resent).toEqual([]);
  });
});
