import type { AccountRoleType } from '@coach/core/contracts';
import { authKeys, store, tokenAtom } from '@coach/kit';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { queryClient } from '@coach/kit/query';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { demoSalesman } from '../../../mocks/account-fixtures.ts';
import { salesmanUserInfo } from '../../../mocks/account-handlers.ts';
import { demoMemberCoachingHours } from '../../../mocks/coaching-fixtures.ts';
import { coachingHandlers } from '../../../mocks/coaching-handlers.ts';
import { memberAccount } from '../../../mocks/profile-handlers.ts';
import { CoachingHoursCard } from './coaching-hours-card.tsx';

type Options = { path?: string; token?: string; role?: AccountRoleType };

/** The card as the profile page mounts it, handed the account the profile loaded. */
function open({ path = '/en/admin/profile/member', token = demoAdmin.token, role = 'User' }: Options = {}) {
  const card = <CoachingHoursCard accountId={memberAccount.accountId} account={{ accountRoleType: role }} />;
  store.set(tokenAtom, token);
  return renderRoutes(
    [
      { path: '/admin/profile/member', element: card },
      { path: '/en/admin/profile/member', element: card },
    ],
    { path, catalogues: { tr, en } },
  );
}

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
  mockServer.use(salesmanUserInfo, ...coachingHandlers());
});

describe('coaching hours card (administrators)', () => {
  it('shows the hours coached with the paid / pro bono split, received, clients, the last 18 months and the training start', async () => {
    const calls = recordCalls();
    open();
    const card = await screen.findByRole('region', { name: 'Coaching hours' });
    await waitFor(() => expect(figure(card, 'Hours coached')).toBe('72'));
    expect(within(card).getByText('of which 60 paid and 12 pro bono')).toBeInTheDocument();
    expect(figure(card, 'Hours received')).toBe('60');
    expect(figure(card, 'Clients')).toBe('6');
    expect(figure(card, 'Hours in the last 18 months')).toBe('40');
    expect(figure(card, 'Training start')).toBe('1 March 2025');
    expect(
      within(card).getByText('4 hours coached before the training start are not counted.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([expect.stringContaining(`/api/coachinglog/${memberAccount.accountId}`)]);
  });

  it('says what is still missing for ACC and PCC, leaving out what is reached', async () => {
    open();
    const card = await screen.findByRole('region', { name: 'Coaching hours' });
    const missing = await within(card).findByRole('list');
    const [acc, pcc] = within(missing).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(acc).toHaveTextContent('ACC28 more hours, 15 more paid hours, 2 more clients');
    expect(pcc).toHaveTextContent(
      'PCC428 more hours, 390 more paid hours, 19 more clients, 10 more hours in the last 18 months',
    );
  });

  it('says "Not entered" without a training start, and "Every requirement met" for a credential reached', async () => {
    const [acc, pcc] = demoMemberCoachingHours.progress;
    mockServer.use(
      http.get('*/api/coachinglog/:accountId', () =>
        HttpResponse.json({
          code: 2004,
          message: 'Transaction successful.',
          data: {
            ...demoMemberCoachingHours,
            trainingStartedOn: null,
            totals: { ...demoMemberCoachingHours.totals, hoursBeforeTraining: 0 },
            progress: [
              { ...acc, missing: { hours: 0, paidHours: 0, clients: 0, recentHours: 0 }, achieved: true },
              { ...pcc, missing: { hours: 0.5, paidHours: 0, clients: 1, recentHours: 0 } },
            ],
          },
        }),
      ),
    );
    open();
    const card = await screen.findByRole('region', { name: 'Coaching hours' });
    await waitFor(() => expect(figure(card, 'Training start')).toBe('Not entered'));
    expect(within(card).queryByText(/before the training start/)).not.toBeInTheDocument();
    const [accLine, pccLine] = within(card).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(accLine).toHaveTextContent('ACCEvery requirement met');
    expect(pccLine).toHaveTextContent('PCC0.5 more hours, 1 more client');
  });

  it('speaks Turkish, with the numbers and the date in Turkish', async () => {
    mockServer.use(
      http.get('*/api/coachinglog/:accountId', () =>
        HttpResponse.json({
          code: 2004,
          message: 'İşlem başarılı.',
          data: {
            ...demoMemberCoachingHours,
            totals: { ...demoMemberCoachingHours.totals, hours: 72.5, proBonoHours: 12.5 },
          },
        }),
      ),
    );
    open({ path: '/admin/profile/member' });
    const card = await screen.findByRole('region', { name: 'Koçluk saatleri' });
    await waitFor(() => expect(figure(card, 'Verilen koçluk saati')).toBe('72,5'));
    expect(within(card).getByText('60 saati ücretli, 12,5 saati gönüllü')).toBeInTheDocument();
    expect(figure(card, 'Eğitim başlangıcı')).toBe('1 Mart 2025');
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent(
      'ACC28 saat daha, 15 ücretli saat daha, 2 danışan daha',
    );
  });

  it('shows nothing for a staff account, and does not ask for its hours', async () => {
    const calls = recordCalls();
    open({ role: 'Salesman' });
    await userKnown(demoAdmin.token);
    expect(screen.queryByRole('region', { name: 'Coaching hours' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows nothing for an account the server does not know (the profile says so)', async () => {
    mockServer.use(
      http.get('*/api/coachinglog/:accountId', ({ request }) => {
        return HttpResponse.json(
          {
            code: 4002,
            message: request.headers.get('accept-language') === 'en' ? 'Record not found.' : '',
            data: null,
          },
          { status: 404 },
        );
      }),
    );
    const calls = recordCalls();
    open();
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Coaching hours' })).not.toBeInTheDocument(),
    );
  });
});

describe('coaching hours card (salesmen)', () => {
  it('is not shown to a salesman, who is not asked the hours either', async () => {
    const calls = recordCalls();
    open({ token: demoSalesman.token });
    await userKnown(demoSalesman.token);
    expect(screen.queryByRole('region', { name: 'Coaching hours' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hours coached')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
