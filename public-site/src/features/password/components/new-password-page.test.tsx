import { Toaster } from '@coach/kit';
import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { linkTokenMailedTo } from '../../../test-support/outbox.ts';
import { NewPasswordPage } from './new-password-page.tsx';

const pages = [
  { path: 'newpassword/:token?', element: <NewPasswordPage /> },
  { path: 'login', element: <p>Sign-in page</p> },
];
const layout = (
  <>
    <Outlet />
    <Toaster />
  </>
);
const routes = [
  { path: '/', element: layout, children: pages },
  { path: '/en', element: layout, children: pages },
];
const open = (path: string) => renderRoutes(routes, { path, catalogues: { tr, en } });

const english = { password: 'New password', repeat: 'Repeat the new password', save: 'Save the password' };
const turkish = { password: 'Yeni şifre', repeat: 'Yeni şifreyi tekrar girin', save: 'Şifreyi kaydet' };

// A required field's label ends with a "*" marker (hidden from screen readers).
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

async function choose(password: string, repeat: string, labels = english) {
  const user = userEvent.setup();
  if (password) await user.type(field(labels.password), password);
  if (repeat) await user.type(field(labels.repeat), repeat);
  await user.click(screen.getByRole('button', { name: labels.save }));
  return user;
}

/** A password that passes the shape rules but that the server's guessability check refuses. */
const commonPassword = 'Password1!';

/** The demo member forgot the password: answers the token of the link the server mailed. */
async function resetLink(): Promise<string> {
  const api = await realServer();
  const { email } = api.accounts.member;
  await api.run('requestPasswordReset', { email, language: 'en' }, { as: 'anonymous' });
  await api.run('sendPasswordResetLinks', {}, { as: 'system' });
  return linkTokenMailedTo(email, 'newpassword');
}

describe('new password page', () => {
  it('explains how to get a link when opened without one', () => {
    open('/en/newpassword');
    expect(screen.getByRole('heading', { name: 'Open the link from your e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/en/forgotpassword',
    );
    expect(screen.queryByLabelText('New password', { exact: false })).toBeNull();
  });

  it('ticks off the password rules while the password is typed', async () => {
    const user = userEvent.setup();
    open(`/en/newpassword/${await resetLink()}`);
    const password = field(english.password);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters (not yet).'));
    await user.type(password, 'kestane');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('A lowercase letter (done).'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('An uppercase letter (not yet).'));
    await user.type(password, '-Lodos-47');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('A special character'));
    expect(password).toHaveAccessibleDescription(expect.not.stringContaining('not yet'));
  });

  it('says the passwords do not match, in the page language, without calling the server', async () => {
    const asked = watchedCallsOn('post', '*/api/accounts/setpassword');
    mockServer.use(asked.handler);
    open(`/newpassword/${await resetLink()}`);
    await choose('Kestane-Lodos-47', 'Kestane-Lodos-48', turkish);
    const repeat = field(turkish.repeat);
    expect(repeat).toHaveAccessibleDescription('Şifreler eşleşmiyor.');
    expect(repeat).toHaveFocus();
    expect(asked.calls).toEqual([]);
  });

  it('shows the shape rules as errors when the password breaks them', async () => {
    open(`/en/newpassword/${await resetLink()}`);
    await choose('short', 'short');
    expect(field(english.password)).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters long.'),
    );
  });

  it("puts the server's 'too easy to guess' next to the password field", async () => {
    open(`/newpassword/${await resetLink()}`);
    await choose(commonPassword, commonPassword, turkish);
    await waitFor(() =>
      expect(field(turkish.password)).toHaveAccessibleDescription(
        expect.stringContaining('Bu şifre çok kolay tahmin edilir'),
      ),
    );
    expect(field(turkish.password)).toHaveFocus();
  });

  it('offers a new link when the link is used or expired', async () => {
    const token = await resetLink();
    await (await realServer()).run(
      'setPassword',
      { token, password: 'Kestane-Lodos-46' },
      { as: 'anonymous' },
    );
    open(`/en/newpassword/${token}`);
    await choose('Kestane-Lodos-47', 'Kestane-Lodos-47');
    const heading = await screen.findByRole('heading', { name: 'This link no longer works' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/has already been used or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/en/forgotpassword',
    );
  });

  it('sets the password, then sends the person to sign in with a toast', async () => {
    const { router } = open(`/newpassword/${await resetLink()}`);
    await choose('Kestane-Lodos-47', 'Kestane-Lodos-47', turkish);
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Yeni şifreniz kaydedildi. Şimdi bu şifreyle giriş yapın.')).toBeInTheDocument();
    const api = await realServer();
    const { email } = api.accounts.member;
    await expect(
      api.run('signIn', { email, password: 'Kestane-Lodos-47' }, { as: 'anonymous' }),
    ).resolves.toMatchObject({ token: expect.any(String) });
  });
});
