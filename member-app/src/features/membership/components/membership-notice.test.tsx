import { queryClient } from '@coach/kit/query';
import { browserClockAtTheServers, callAs, signInAs, tokenOf } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
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

beforeEach(async () => {
  await browserClockAtTheServers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Subscription = { subscriptionEndDate: string; daysLeft: number };
const subscriptionOf = async (token: string) =>
  (await callAs<Subscription>(token, 'GET', '/api/accounts/checkaccountsubscription')).data;

/**
 * Sarah's six-month membership (the seed's), with both clocks moved to `at(end)`; the page opens
 * as her, signed in at that time. Answers her membership as the server then tells it.
 */
async function openAsSarahAt(path: string, at: (end: number) => number) {
  const { subscriptionEndDate } = await subscriptionOf(await tokenOf('sarah@example.com'));
  const moment = new Date(at(Date.parse(subscriptionEndDate)));
  await (await realServer()).clock.set(moment);
  vi.setSystemTime(moment);
  const token = await signInAs('sarah@example.com');
  renderRoutes(routes, { path, catalogues: { tr, en } });
  return subscriptionOf(token);
}

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** The membership has been answered: whatever the notice shows, it shows now. */
const answered = () =>
  waitFor(() => expect(queryClient.getQueryState(membershipKeys.subscription)?.status).toBe('success'));

describe('membership notice', () => {
  it('says an expired membership ended and leads to the renewal page', async () => {
    await openAsSarahAt('/en/user/dashboard', (end) => end + dayMs);
    const notice = await screen.findByRole('region', { name: 'Your membership has expired' });
    expect(notice).toHaveTextContent(/It ended on \d{1,2} \w+ 2026\./);
    expect(within(notice).getByRole('link', { name: 'Renew your membership' })).toHaveAttribute(
      'href',
      '/en/user/membership-renewal',
    );
  });

  it('warns when the membership ends within 7 days, with the days left', async () => {
    const { daysLeft } = await openAsSarahAt('/user/dashboard', (end) => end - 3 * dayMs + hourMs);
    const notice = await screen.findByRole('region', { name: 'Üyeliğiniz yakında sona eriyor' });
    expect(notice).toHaveTextContent(`${daysLeft} gün kaldı`);
    expect(within(notice).getByRole('link', { name: 'Üyeliğinizi yenileyin' })).toHaveAttribute(
      'href',
      '/user/membership-renewal',
    );
  });

  it('says so on the last day', async () => {
    await openAsSarahAt('/en/user/dashboard', (end) => end - hourMs);
    expect(await screen.findByRole('region', { name: 'Your membership ends soon' })).toHaveTextContent(
      /It ends today, /,
    );
  });

  it('shows nothing while the membership is active', async () => {
    // Ayşe's twelve months have half a year to run.
    await signInAs();
    renderRoutes(routes, { path: '/en/user/dashboard', catalogues: { tr, en } });
    await answered();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Renew your membership' })).not.toBeInTheDocument();
  });
});
