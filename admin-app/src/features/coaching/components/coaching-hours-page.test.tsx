import { store, tokenAtom } from '@coach/kit';
import { navForUser } from '@coach/kit/area';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { PageErrorProbe, renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { nav } from '../../../app/nav.ts';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { demoSalesman } from '../../../mocks/account-fixtures.ts';
import { salesmanUserInfo } from '../../../mocks/account-handlers.ts';
import { coachingHandlers } from '../../../mocks/coaching-handlers.ts';
import { memberAccount } from '../../../mocks/profile-handlers.ts';
import { CoachingHoursPage } from './coaching-hours-page.tsx';

const routes = [
  { path: '/admin/coaching-hours', element: <CoachingHoursPage />, errorElement: <PageErrorProbe /> },
  { path: '/en/admin/coaching-hours', element: <CoachingHoursPage />, errorElement: <PageErrorProbe /> },
];

function open(path = '/en/admin/coaching-hours', token: string = demoAdmin.token) {
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

beforeEach(() => {
  mockServer.events.removeAllListeners();
  mockServer.use(salesmanUserInfo);
});

describe('coaching hours page (administrators)', () => {
  it('explains the list and shows each member near a threshold, closest first, linked to their profile', async () => {
    mockServer.use(...coachingHandlers());
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

    const [elif, mehmet] = bodyRows() as [HTMLElement, HTMLElement];
    expect(within(elif).getByRole('link', { name: 'Elif Kaya' })).toHaveAttribute(
      'href',
      '/en/admin/profile/5b0e3c7a-2d41-4e8f-9a16-000000000101',
    );
    expect(within(elif).getByText('elif@example.com')).toBeInTheDocument();
    expect(within(elif).getByText('ACC')).toBeInTheDocument();
    expect(within(elif).getByText('96.5')).toBeInTheDocument();
    expect(within(elif).getByText('3.5')).toBeInTheDocument();
    expect(within(mehmet).getByRole('link', { name: 'Mehmet Öztürk' })).toHaveAttribute(
      'href',
      `/en/admin/profile/${memberAccount.accountId}`,
    );
    expect(within(mehmet).getByText('PCC')).toBeInTheDocument();
    expect(within(mehmet).getByText('492')).toBeInTheDocument();
    expect(within(mehmet).getByText('8')).toBeInTheDocument();
  });

  it('says so when nobody is near a threshold', async () => {
    mockServer.use(...coachingHandlers({ nearThreshold: [] }));
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
    mockServer.use(...coachingHandlers());
    open('/admin/coaching-hours');
    expect(await screen.findByRole('heading', { level: 1, name: 'Koçluk saatleri' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Bir eşiğe yakın üyeler' });
    const [elif] = within(screen.getByRole('table')).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(elif).getByText('96,5')).toBeInTheDocument();
    expect(within(elif).getByRole('link', { name: 'Elif Kaya' })).toHaveAttribute(
      'href',
      '/admin/profile/5b0e3c7a-2d41-4e8f-9a16-000000000101',
    );
  });
});

describe('coaching hours page (salesmen)', () => {
  it('is not in their menu, though it is in an administrator’s', () => {
    expect(navForUser(nav, demoAdmin.user, 'admin').map((item) => item.to)).toContain('coaching-hours');
    expect(navForUser(nav, demoSalesman.user, 'admin').map((item) => item.to)).not.toContain(
      'coaching-hours',
    );
  });

  it('tells a salesman who opens the address that it is not for their account, listing nobody', async () => {
    mockServer.use(...coachingHandlers());
    const calls = recordCalls();
    const { router } = open('/en/admin/coaching-hours', demoSalesman.token);
    expect(await screen.findByText('page error: notAvailable')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/admin/coaching-hours');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByText('Elif Kaya')).not.toBeInTheDocument();
  });
});
