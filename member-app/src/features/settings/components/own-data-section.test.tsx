import { Toaster } from '@coach/kit';
import { signInAs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { SettingsPage } from './settings-page.tsx';

const page = (
  <>
    <SettingsPage />
    <Toaster />
  </>
);

async function open(path: string) {
  await signInAs();
  renderRoutes(
    [
      { path: '/user/settings', element: page },
      { path: '/en/user/settings', element: page },
    ],
    { path, catalogues: { tr, en } },
  );
  return userEvent.setup({ delay: null });
}

describe('settings → your data', () => {
  it('asks for the password, shows the server’s refusal, then says where the link went (en)', async () => {
    const { member } = (await realServer()).accounts;
    const user = await open('/en/user/settings?section=your-data');
    expect(await screen.findByRole('button', { name: 'Download .json' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download .xlsx' })).toBeVisible();

    const password = await screen.findByLabelText(/^Your password/);
    await user.type(password, 'Wrong!2345');
    await user.click(screen.getByRole('button', { name: 'E-mail me the deletion link' }));
    expect(await screen.findByText('The password is not right. Your account was not deleted.')).toBeVisible();

    await user.clear(password);
    await user.type(password, member.password);
    await user.click(screen.getByRole('button', { name: 'E-mail me the deletion link' }));
    expect(await screen.findByText(new RegExp(`We sent a link to ${member.email}`))).toBeVisible();
  });

  it('is a section of its own in Turkish', async () => {
    await open('/user/settings?section=your-data');
    expect(await screen.findByRole('link', { name: 'Verileriniz', current: 'page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Silme bağlantısını e-postayla gönder' })).toBeVisible();
  });
});
