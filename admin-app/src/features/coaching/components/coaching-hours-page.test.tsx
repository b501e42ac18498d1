import { store, tokenAtom } from '@coach/kit';
import { navForUser } from '@coach/kit/area';
import { realServer } from '@coach/kit/test/real-server.ts';
import { PageErrorProbe, renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { nav } from '../../../app/nav.ts';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { seededAccount } from '../../../test-support/a1-seeded-accounts.ts';
import { coachMoreHours } from '../../../test-support/a2-coached-hours.ts';
import { CoachingHoursPage } from './coaching-hours-page.tsx';

const routes = [
  { path: '/admin/coaching-hours', element: <CoachingHoursPage />, errorElement: <PageErrorProbe /> },
  { path: '/en/admin/coaching-hours', element: <CoachingHoursPage />, errorElement: <PageErrorProbe /> },
];

function open(path = '/en/admin/coaching-hours', token = 'demo-token-admin') {
  store.set(tokenAtom, token);
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** The requests the page sent to `coachinglog`, to tell "not shown" from "not loaded yet". */
function recordCalls() {
  const urls: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/coachinglog')) urls.push(request.url);
  });
  return urls;
}

const table = () => screen.findByRole('table', { name: 'Members near a threshold' });
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Members near a threshold' }))
    .getAllByRole('row')
    .slice(1) as HTMLElement[];

/**
 * Nobody in the demo data comes near a credential: Mehmet and Selin coach 80 hours more in their
 * open projects (Mehmet with Sarah, Selin with Ayşe), which brings both within ten hours of ACC's
 * 100, Mehmet the closer.
 */
async function twoCoachesNearAcc() {
  await coachMoreHours('mehmet@example.com', 'sarah@example.com', 80);
  await coachMoreHours('selin@example.com', 'ayse@example.com', 80);
  return (await realServer()).run('listMembersNearThreshold', {}, { as: 'admin' });
}

/** A number as the page writes it in `language`: a decimal comma in Turkish. */
const inWords = (value: number, language: 'en' | 'tr' = 'en') =>
  language === 'tr' ? String(value).replace('.', ',') : String(value);

beforeEach(() => {
  mockServer.events.removeAllListeners();
});

describe('coaching hours page (administrators)', () => {
  it('explains the list and shows each member near a threshold, closest first, linked to their profile', async () => {
    const { items } = await twoCoachesNearAcc();
    const [mehmet, selin] = await Promise.all([
      seededAccount('mehmet@example.com'),
      seededAccount('selin@example.com'),
    ]);
    expect(items.map((item) => item.accountId)).toEqual([mehmet.accountId, selin.accountId]);
    const [mehmetsHours, selinsHours] = items as [(typeof items)[0], (typeof items)[0]];
    open();
    await table();
    expect(screen.getByRole('heading', { level: 1, name: 'Coaching hours' })).toBeInTheDocument();
    expect(
      screen.getByText(/at most 10 hours below the 100 hours of ACC or the 500 hours of PCC/),
    ).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    const headings = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Member',
      'E-mail',
      'Credential',
      'Hours',
      'Missing hours',
    ]);

    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Mehmet Öztürk' })).toHaveAttribute(
      'href',
      `/en/admin/profile/${mehmet.accountId}`,
    );
    expect(within(first).getByText('mehmet@example.com')).toBeInTheDocument();
    expect(within(first).getByText('ACC')).toBeInTheDocument();
    expect(within(first).getByText(inWords(mehmetsHours.hours))).toBeInTheDocument();
    expect(within(first).getByText(inWords(mehmetsHours.missingHours))).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Selin Arslan' })).toHaveAttribute(
      'href',
      `/en/admin/profile/${selin.accountId}`,
    );
    expect(within(second).getByText('ACC')).toBeInTheDocument();
    expect(within(second).getByText(inWords(selinsHours.hours))).toBeInTheDocument();
    expect(within(second).getByText(inWords(selinsHours.missingHours))).toBeInTheDocument();
  });

  it('says so when nobody is near a threshold', async () => {
    // As in the demo data: nobody has coached more than a few dozen hours.
    open();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'No member is close to a threshold' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A member appears here when their hours coached come within 10 hours of 100 or 500.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No member right now.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Turkish, with the numbers in Turkish', async () => {
    const {
      items: [closest],
    } = await twoCoachesNearAcc();
    const mehmet = await seededAccount('mehmet@example.com');
    open('/admin/coaching-hours');
    expect(await screen.findByRole('heading', { level: 1, name: 'Koçluk saatleri' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Bir eşiğe yakın üyeler' });
    const [first] = within(screen.getByRole('table')).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(first).getByText(inWords(closest?.hours ?? 0, 'tr'))).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Mehmet Öztürk' })).toHaveAttribute(
      'href',
      `/admin/profile/${mehmet.accountId}`,
    );
  });
});

describe('coaching hours page (salesmen)', () => {
  it('is not in their menu, though it is in an administrator’s', async () => {
    const { admin, salesman } = (await realServer()).accounts;
    const userOf = async (token: string) => {
      const answer = await fetch('http://localhost:3000/api/auth/userinfo', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { data: Parameters<typeof navForUser>[1] }).data;
    };
    expect(navForUser(nav, await userOf(admin.token), 'admin').map((item) => item.to)).toContain(
      'coaching-hours',
    );
    expect(navForUser(nav, await userOf(salesman.token), 'admin').map((item) => item.to)).not.toContain(
      'coaching-hours',
    );
  });

  it('tells a salesman who opens the address that it is not for their account, listing nobody', async () => {
    const calls = recordCalls();
    const { router } = open('/en/admin/coaching-hours', 'demo-token-salesman');
    expect(await screen.findByText('page error: notAvailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/admin/coaching-hours');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
