import { signInAs } from '@coach/kit/test/real-member.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { NotificationBell } from './notification-bell.tsx';

// The seeded member (Ayşe) was matched and had her proof reviewed: the seed wrote her notifications
// with their mails (ADR 0055).
describe('the notification bell', () => {
  it('names its unread count, lists them, and empties the count with "Mark all as read"', async () => {
    await signInAs();
    renderRoutes([{ path: '/en/user/dashboard', element: <NotificationBell /> }], {
      path: '/en/user/dashboard',
      catalogues: { tr, en },
    });
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveTextContent(/^Unread:/);
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).queryByText(/^Unread:/)).not.toBeInTheDocument();
  });
});
