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

describe('settings → mail (ADR 0049, ADR 0055)', () => {
  it('turns programme news and a kind of mail off, as the server then keeps them', async () => {
    const token = await signInAs();
    renderRoutes([{ path: '/en/user/settings', element: page }], {
      path: '/en/user/settings?section=mail',
      catalogues: { tr, en },
    });
    const user = userEvent.setup();
    const news = await screen.findByRole('switch', { name: 'Programme news' });
    expect(news).toBeChecked();
    expect(screen.getByText(/Mail about your password, your receipts/)).toBeInTheDocument();
    const matched = screen.getByRole('switch', { name: 'A new project' });
    expect(matched).toBeChecked();
    await user.click(news);
    await user.click(matched);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your mail choices are saved.')).toBeInTheDocument();
    const { data } = await callAs<{ programmeNews: boolean; switchedOff: string[] }>(
      token,
      'GET',
      '/api/accounts/mailpreferences',
    );
    expect(data).toEqual({ programmeNews: false, switchedOff: ['projectMatched'] });
  });
});
