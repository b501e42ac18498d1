import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { linkTokenMailedTo } from '../../../test-support/outbox.ts';
import { DeleteAccountPage } from './delete-account-page.tsx';

const pages = [{ path: 'deleteaccount/:token?', element: <DeleteAccountPage /> }];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];

/** The demo member asks to delete their account, as the settings page does; answers the mailed link's token. */
async function askToDelete(): Promise<string> {
  const api = await realServer();
  const { member } = api.accounts;
  await api.run('requestAccountDeletion', { password: member.password }, { as: 'member' });
  return linkTokenMailedTo(member.email, 'deleteaccount');
}

function open(path: string) {
  renderRoutes(routes, { path, catalogues: { tr, en } });
  return userEvent.setup({ delay: null });
}

describe('delete account page', () => {
  it('deletes only when the button is pressed, then says it is done (en)', async () => {
    const user = open(`/en/deleteaccount/${await askToDelete()}`);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const done = await screen.findByRole('heading', { name: 'Your account has been deleted' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    const api = await realServer();
    const { email, password } = api.accounts.member;
    await expect(api.run('signIn', { email, password }, { as: 'anonymous' })).rejects.toThrow();
  });

  it('says a used or unknown link deleted nothing, and where to ask for a new one (tr)', async () => {
    const token = await askToDelete();
    const api = await realServer();
    await api.run('confirmAccountDeletion', { token }, { as: 'anonymous' });
    const user = open(`/deleteaccount/${token}`);
    await user.click(await screen.findByRole('button', { name: 'Hesabımı sil' }));
    expect(await screen.findByRole('heading', { name: 'Bu bağlantı çalışmıyor' })).toBeVisible();
    expect(screen.getByText(/Hesabınız silinmedi/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Yeni bağlantı isteyin' })).toHaveAttribute(
      'href',
      '/user/settings?section=your-data',
    );
  });

  it('without a token, explains that the page needs the mail’s link', async () => {
    open('/en/deleteaccount');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeVisible();
  });
});
