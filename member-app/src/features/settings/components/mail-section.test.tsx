import { Toaster } from '@coach/kit';
import { callAs, signInAs } from '@coach/kit/test/real-member.ts';
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

describe('settings → mail (ADR 0049)', () => {
  it('turns programme news off, as the server then keeps it', async () => {
    const token = await signInAs();
    renderRoutes([{ path: '/en/user/settings', element: page }], {
      path: '/en/user/settings?section=mail',
      catalogues: { tr, en },
    });
    const user = userEvent.setup();
    const news = await screen.findByRole('switch', { name: 'Programme news' });
    expect(news).toBeChecked();
    expect(
      screen.getByText(/Mail about your own account, memberships and projects always comes/),
    ).toBeInTheDocument();
    await user.click(news);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Programme news are off.')).toBeInTheDocument();
    const { data } = await callAs<{ programmeNews: boolean }>(token, 'GET', '/api/accounts/mailpreferences');
    expect(data.programmeNews).toBe(false);
  });
});
