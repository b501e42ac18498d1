import type { AccountRoleType, MemberCoachingHours } from '@coach/core/contracts';
import { authKeys, store, tokenAtom } from '@coach/kit';
import { queryClient } from '@coach/kit/query';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { seededAccount } from '../../../test-support/a1-seeded-accounts.ts';
import { enterTrainingStartAs } from '../../../test-support/a2-member-requests.ts';
import { CoachingHoursCard } from './coaching-hours-card.tsx';

// The demo programme's session logs (server/src/seed/demo-programme.ts): Mehmet coached Ayşe
// months ago, and Burak and Sarah lately, all pro bono; Selin never entered a training start.
// A test that needs Mehmet's first hours left out enters his training start after them.
const mehmetsTrainingStart = '2025-12-01';

type Options = { path?: string; token?: string; role?: AccountRoleType; accountId: string };

/** The card as the profile page mounts it, handed the account the profile loaded. */
function open({
  path = '/en/admin/profile/member',
  token = 'demo-token-admin',
  role = 'User',
  accountId,
}: Options) {
  const card = <CoachingHoursCard accountId={accountId} account={{ accountRoleType: role }} />;
  store.set(tokenAtom, token);
  return renderRoutes(
    [
      { path: '/admin/profile/member', element: card },
      { path: '/en/admin/profile/member', element: card },
    ],
    { path, catalogues: { tr, en } },
  );
}

/** The hours the real server answers an administrator for the demo member with `email`. */
async function hoursOf(email: string): Promise<MemberCoachingHours> {
  const { accountId } = await seededAccount(email);
  return (await realServer()).run('getMemberCoachingHours', { accountId }, { as: 'admin' });
}

/** A number as the card writes it in `language`: a decimal comma in Turkish. */
const inWords = (value: number, language: 'en' | 'tr' = 'en') =>
  language === 'tr' ? String(value).replace('.', ',') : String(value);

/** The card's calls to `coachinglog`: a card not shown must not ask for the hours either. */
function recordCalls() {
  const urls: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/coachinglog')) urls.push(request.url);
  });
  return urls;
}

/** The value of the figure named `term`. */
const figure = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

const userKnown = (token: string) =>
  waitFor(() => expect(queryClient.getQueryData([...authKeys.currentUser, token])).toBeDefined());

beforeEach(() => {
  mockServer.events.removeAllListeners();
});

describe('coaching hours card (administrators)', () => {
  it('shows the hours coached with the paid / pro bono split, received, clients, the last 18 months and the training start', async () => {
    await enterTrainingStartAs('mehmet@example.com', mehmetsTrainingStart);
    const { accountId, totals } = await hoursOf('mehmet@example.com');
    expect(totals.hoursBeforeTraining).toBeGreaterThan(0);
    const calls = recordCalls();
    open({ accountId });
    const card = await screen.findByRole('region', { name: 'Coaching hours' });
    await waitFor(() => expect(figure(card, 'Hours coached')).toBe(inWords(totals.hours)));
    expect(
      within(card).getByText(
        `of which ${inWords(totals.paidHours)} paid and ${inWords(totals.proBonoHours)} pro bono`,
      ),
    ).toBeInTheDocument();
    expect(figure(card, 'Hours received')).toBe(inWords(totals.receivedHours));
    expect(figure(card, 'Clients')).toBe(inWords(totals.clients));
    expect(figure(card, 'Hours in the last 18 months')).toBe(inWords(totals.recentHours));
    expect(figure(card, 'Training start')).toBe('1 December 2025');
    expect(
      within(card).getByText(
        `${inWords(totals.hoursBeforeTraining)} hours coached before the training start are not counted.`,
      ),
    ).toBeInTheDocument();
    expect(calls).toEqual([expect.stringContaining(`/api/coachinglog/${accountId}`)]);
  });

  it('says what is still missing for ACC and PCC, leaving out what is reached', async () => {
    const { accountId, progress } = await hoursOf('mehmet@example.com');
    open({ accountId });
    const card = await screen.findByRole('region', { name: 'Coaching hours' });
    const missing = await within(card).findByRole('list');
    const lines = within(missing).getAllByRole('listitem');
    expect(lines).toHaveLength(progress.length);
    progress.forEach(({ credential, missing: { hours, paidHours, clients, recentHours } }, index) => {
      const parts = [
        hours > 0 && `${inWords(hours)} more hours`,
        paidHours > 0 && `${inWords(paidHours)} more paid hours`,
        clients > 0 && `${clients} more ${clients === 1 ? 'client' : 'clients'}`,
        recentHours > 0 && `${inWords(recentHours)} more hours in the last 18 months`,
      ].filter(Boolean);
      expect(lines[index]).toHaveTextContent(`${credential}${parts.join(', ')}`);
    });
  });

  it('says "Not entered" without a training start', async () => {
    const { accountId, trainingStartedOn } = await hoursOf('selin@example.com');
    expect(trainingStartedOn).toBeNull();
    open({ accountId });
    const card = await screen.findByRole('region', { name: 'Coaching hours' });
    await waitFor(() => expect(figure(card, 'Training start')).toBe('Not entered'));
    expect(within(card).queryByText(/before the training start/)).not.toBeInTheDocument();
  });

  it('speaks Turkish, with the numbers and the date in Turkish', async () => {
    await enterTrainingStartAs('mehmet@example.com', mehmetsTrainingStart);
    const {
      accountId,
      totals,
      progress: [acc],
    } = await hoursOf('mehmet@example.com');
    open({ path: '/admin/profile/member', accountId });
    const card = await screen.findByRole('region', { name: 'Koçluk saatleri' });
    await waitFor(() => expect(figure(card, 'Verilen koçluk saatleri')).toBe(inWords(totals.hours, 'tr')));
    expect(
      within(card).getByText(
        `${inWords(totals.paidHours, 'tr')} saati ücretli, ${inWords(totals.proBonoHours, 'tr')} saati gönüllü`,
      ),
    ).toBeInTheDocument();
    expect(figure(card, 'Eğitim başlangıcı')).toBe('1 Aralık 2025');
    const missing = acc?.missing;
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent(
      `ACC${inWords(missing?.hours ?? 0, 'tr')} saat daha, ${inWords(missing?.paidHours ?? 0, 'tr')} ücretli saat daha, ${missing?.clients} danışan daha`,
    );
  });

  it('shows nothing for a staff account, and does not ask for its hours', async () => {
    const { accountId } = await seededAccount('sales@example.com');
    const calls = recordCalls();
    open({ role: 'Salesman', accountId });
    await userKnown('demo-token-admin');
    expect(screen.queryByRole('region', { name: 'Coaching hours' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows nothing for an account the server does not know (the profile says so)', async () => {
    const calls = recordCalls();
    open({ accountId: crypto.randomUUID() });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Coaching hours' })).not.toBeInTheDocument(),
    );
  });
});

describe('coaching hours card (salesmen)', () => {
  it('is not shown to a salesman, who is not asked the hours either', async () => {
    const { accountId } = await seededAccount('mehmet@example.com');
    const calls = recordCalls();
    open({ token: 'demo-token-salesman', accountId });
    await userKnown('demo-token-salesman');
    expect(screen.queryByRole('region', { name: 'Coaching hours' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hours coached')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
