import { store, tokenAtom } from '@coach/kit';
import { queryClient } from '@coach/kit/query';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { membershipHandlers, subscriptionStatus } from '../../../mocks/membership-handlers.ts';
import { membershipKeys } from '../api/membership.ts';
import { MembershipNotice } from './membership-notice.tsx';

const page = (
  <main>
    <MembershipNotice />
    <p>The page</p>
  </main>
);
const routes = [
  { path: '/user/dashboard', element: page },
  { path: '/en/user/dashboard', element: page },
];

function open(path: string, subscription: ReturnType<typeof subscriptionStatus>) {
  mockServer.use(...membershipHandlers({ subscription }));
  store.set(tokenAtom, 'demo-token-member');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** The membership has been answered: whatever the notice shows, it shows now. */
const answered = () =>
  waitFor(() => expect(queryClient.getQueryState(membershipKeys.subscription)?.status).toBe('success'));

describe('membership notice', () => {
  it('says an expired membership ended and leads to the renewal page', async () => {
    open('/en/user/dashboard', {
      ...subscriptionStatus('expired'),
      subscriptionEndDate: '2026-11-01T00:00:00.000Z',
    });
    const notice = await screen.findByRole('region', { name: 'Your membership has expired' });
    expect(notice).toHaveTextContent('It ended on 1 November 2026.');
    expect(within(notice).getByRole('link', { name: 'Renew your membership' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
  });

  it('warns when the membership ends within 7 days, with the days left', async () => {
    open('/user/dashboard', subscriptionStatus('ending'));
    const notice = await screen.findByRole('region', { name: 'Üyeliğiniz yakında sona eriyor' });
    expect(notice).toHaveTextContent('3 gün kaldı');
    expect(within(notice).getByRole('link', { name: 'Üyeliğinizi yenileyin' })).toHaveAttribute(
      'href',
      '/user/membership-renewal',
    );
  });

  it('says so on the last day', async () => {
    open('/en/user/dashboard', { ...subscriptionStatus('ending'), daysLeft: 0 });
    expect(await screen.findByRole('region', { name: 'Your membership ends soon' })).toHaveTextContent(
      /It ends today, /,
    );
  });

  it.each(['active', 'none'] as const)('shows nothing while the membership is %s', async (state) => {
    open('/en/user/dashboard', subscriptionStatus(state));
    await answered();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew your membership' })).not.toBeInTheDocument();
  });
});
