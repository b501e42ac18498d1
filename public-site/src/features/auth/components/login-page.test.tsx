import { store, tokenAtom } from '@coach/kit';
import { api, unwrap } from '@coach/kit/query';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { newcomer, unverifiedNewcomer } from '../../../test-support/newcomer.ts';
import { mailsTo } from '../../../test-support/outbox.ts';
import { LoginPage } from './login-page.tsx';

const pages = [
  { path: 'login', element: <LoginPage /> },
  { path: 'user/dashboard', element: <p>Member dashboard page</p> },
  { path: 'admin/dashboard', element: <p>Admin dashboard page</p> },
];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

// The providers' buttons under the form have their own tests (login-with-provider.test.tsx).

/** The demo accounts, as the seed made them. */
const demo = async () => (await realServer()).accounts;

function open(path: string) {
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

async function signIn(
  email: string,
  password: string,
  labels = { email: 'E-mail', password: 'Password', submit: 'Sign in' },
) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(labels.email), email);
  if (password) await user.type(screen.getByLabelText(labels.password), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('login page', () => {
  it('checks the fields with the shared schema before calling the server', async () => {
    open('/en/login');
    await signIn('', '');
    const email = screen.getByLabelText('E-mail');
    // The check is loaded when the form is first used (login-form.tsx): on a busy machine it
    // may come a moment after the press.
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();
  });

  it('says when the e-mail address is not valid', async () => {
    open('/en/login');
    await signIn('not-an-address', 'secret');
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('The e-mail address is not valid.'),
    );
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  });

  it('speaks Turkish on Turkish pages', async () => {
    open('/login');
    await signIn('', '', { email: 'E-posta', password: 'Şifre', submit: 'Giriş yap' });
    await waitFor(() =>
      expect(screen.getByLabelText('E-posta')).toHaveAccessibleDescription('Bu alan zorunludur.'),
    );
  });

  it("shows the server's message when the sign-in is refused, in the page's language", async () => {
    const { member } = await demo();
    open('/login');
    await signIn(member.email, `${member.password}-not`, {
      email: 'E-posta',
      password: 'Şifre',
      submit: 'Giriş yap',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta veya şifre hatalı.');
    expect(store.get(tokenAtom)).toBeNull();
    // Ready to type the password again, not left on the button.
    const password = screen.getByLabelText('Şifre') as HTMLInputElement;
    await waitFor(() => expect(password).toHaveFocus());
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, password.value.length]);
  });

  it('tells a member whose session ended why they must sign in again', async () => {
    store.set(tokenAtom, 'a-token-the-server-no-longer-knows');
    await expect(unwrap(api.api.auth.userinfo.$get())).rejects.toThrow();
    expect(store.get(tokenAtom)).toBeNull();
    open('/en/login?returnTo=%2Fuser%2Fprojects');
    expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended');
    cleanup();
    // Said once: the next visit to the page is a plain one.
    open('/en/login');
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
  });

  it('takes a member to the member dashboard', async () => {
    const { member } = await demo();
    const { router } = open('/login');
    await signIn(member.email, member.password, {
      email: 'E-posta',
      password: 'Şifre',
      submit: 'Giriş yap',
    });
    expect(await screen.findByText('Member dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/dashboard');
    // A session of its own, not the demo session the seed opened.
    expect(store.get(tokenAtom)).toEqual(expect.any(String));
    expect(store.get(tokenAtom)).not.toBe(member.token);
  });

  it('takes an administrator to the admin dashboard, in English on an English page', async () => {
    const { admin } = await demo();
    const { router } = open('/en/login');
    await signIn(admin.email, admin.password);
    expect(await screen.findByText('Admin dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/admin/dashboard');
  });

  it('returns to the page the visitor was sent away from', async () => {
    const { member } = await demo();
    const { router } = open('/en/login?returnTo=%2Fuser%2Fdashboard%3Ftab%3D2');
    await signIn(member.email, member.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/user/dashboard'));
    expect(router.state.location.search).toBe('?tab=2');
  });

  it('does not follow a return address outside the site', async () => {
    const { member } = await demo();
    const { router } = open('/en/login?returnTo=%2F%2Fevil.example%2F');
    await signIn(member.email, member.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/user/dashboard'));
  });

  it('fills in the e-mail address a link brings along', () => {
    open('/en/login?email=deniz%40example.com');
    expect(screen.getByLabelText('E-mail')).toHaveValue('deniz@example.com');
  });

  it('offers to send the verification link again to an address not verified yet (4010)', async () => {
    await unverifiedNewcomer();
    open('/en/login');
    await signIn(newcomer.email, newcomer.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your e-mail address is not verified yet.');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Send the verification link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `If ${newcomer.email} is waiting for verification, a new link is on its way.`,
    );
    // The link the account was made with, then the new one, in the page's language.
    const mails = await mailsTo(newcomer.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ template: 'verifyEmail', language: 'en' });
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('leads newcomers to the registration', () => {
    open('/login');
    expect(screen.getByRole('link', { name: 'Kayıt ol' })).toHaveAttribute('href', '/register');
  });

  it('tells a signed-in visitor who they are instead of showing the form', async () => {
    const { member } = await demo();
    store.set(tokenAtom, member.token);
    open('/en/login');
    expect(await screen.findByText(/You are signed in as/)).toHaveTextContent(member.fullName);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/en/user/dashboard',
    );
    expect(screen.queryByLabelText('E-mail')).toBeNull();
  });
});
