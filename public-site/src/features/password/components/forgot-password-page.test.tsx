import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { passwordHandlers, passwordMockLog, resetPasswordMocks } from '../../../mocks/password-handlers.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const pages = [
  { path: 'forgotpassword', element: <ForgotPasswordPage /> },
  { path: 'login', element: <p>Sign-in page</p> },
];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];
const open = (path: string) => renderRoutes(routes, { path, catalogues: { tr, en } });

const english = { email: 'E-mail', send: 'Send me a link' };
const turkish = { email: 'E-posta', send: 'Bana bağlantı gönder' };

async function ask(email: string, labels = english) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(labels.email, { exact: false }), email);
  await user.click(screen.getByRole('button', { name: labels.send }));
  return user;
}

beforeEach(() => {
  resetPasswordMocks();
  mockServer.use(...passwordHandlers);
});

describe('forgot password page', () => {
  it('checks the address with the shared schema before asking the server', async () => {
    open('/en/forgotpassword');
    await ask('');
    const email = screen.getByLabelText('E-mail', { exact: false });
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('The e-mail address is not valid.');
    expect(passwordMockLog.resetRequests).toEqual([]);
  });

  it('asks for a link in the language of the page and says one is on its way', async () => {
    open('/forgotpassword');
    await ask('Ayse@Example.com', turkish);
    const heading = await screen.findByRole('heading', { name: 'Gelen kutunuzu kontrol edin' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/adresine ait bir hesap varsa/)).toHaveTextContent('Ayse@Example.com');
    expect(passwordMockLog.resetRequests).toEqual([{ email: 'ayse@example.com', language: 'tr' }]);
  });

  it('asks in English on an English page, and lets the visitor ask again', async () => {
    open('/en/forgotpassword');
    await ask('nobody@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent('nobody@example.com');
    expect(passwordMockLog.resetRequests).toEqual([{ email: 'nobody@example.com', language: 'en' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(screen.getByLabelText('E-mail', { exact: false })).toHaveValue('nobody@example.com');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
  });

  it('says kindly how long to wait after too many requests', async () => {
    open('/en/forgotpassword');
    for (let sent = 0; sent < 5; sent++) {
      await ask(sent === 0 ? 'ayse@example.com' : '');
      await userEvent.click(await screen.findByRole('button', { name: 'Ask again' }));
    }
    await ask('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have asked for several links in a short time. Please wait 30 minutes, then try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('asks for a minute when the wait is short, in Turkish', async () => {
    mockServer.use(
      http.post('*/api/accounts/forgotpassword', () =>
        HttpResponse.json(
          { code: 4040, message: 'Çok fazla istek.', data: { retryAfterSeconds: 45 } },
          { status: 429 },
        ),
      ),
    );
    open('/forgotpassword');
    await ask('ayse@example.com', turkish);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen bir dakika bekleyip yeniden deneyin.');
  });

  it('says when the server cannot be reached', async () => {
    mockServer.use(http.post('*/api/accounts/forgotpassword', () => HttpResponse.error()));
    open('/en/forgotpassword');
    await ask('ayse@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});
