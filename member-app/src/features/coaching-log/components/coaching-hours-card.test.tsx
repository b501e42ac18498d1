import { permissionsOf } from '@coach/core/contracts';
import { store, tokenAtom } from '@coach/kit';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import {
  type CoachingMockOptions,
  coachingHandlers,
  coachingLogOf,
  demoSessions,
  progressOf,
} from '../../../mocks/coaching-handlers.ts';
import { CoachingHoursCard } from './coaching-hours-card.tsx';

function open(path: string, options: CoachingMockOptions = {}) {
  mockServer.use(...coachingHandlers(options));
  store.set(tokenAtom, demoMember.token);
  return renderRoutes(
    [
      { path: '/user/dashboard', element: <CoachingHoursCard /> },
      { path: '/en/user/dashboard', element: <CoachingHoursCard /> },
    ],
    { path, catalogues: { tr, en } },
  );
}

describe('coaching hours card', () => {
  it('shows the hours that count, the bar towards ACC, what is missing and the way to the log', async () => {
    open('/en/user/dashboard');
    const card = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(await within(card).findByText('hours coached that count')).toBeInTheDocument();
    expect(within(card).getByText('13')).toBeInTheDocument();
    const bar = within(card).getByRole('progressbar', { name: 'Hours towards ACC' });
    expect(bar).toHaveAttribute('aria-valuenow', '13');
    expect(bar).toHaveAttribute('aria-valuetext', '13 of 100 hours');
    expect(
      within(card).getByText(
        'Still to go for ACC: 87 more hours, 69 more paid hours, 5 more clients, 12 more hours in the last 18 months',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'See your coaching log' })).toHaveAttribute(
      'href',
      '/en/user/coaching-log',
    );
  });

  it('moves on to PCC once ACC is met', async () => {
    open('/en/user/dashboard', {
      log: {
        ...coachingLogOf(demoSessions),
        progress: progressOf({ hours: 120, paidHours: 90, clients: 9, recentHours: 60 }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Coaching hours' });
    expect(await within(card).findByRole('progressbar', { name: 'Hours towards PCC' })).toHaveAttribute(
      'aria-valuetext',
      '120 of 500 hours',
    );
    expect(within(card).getByText(/^Still to go for PCC: 380 more hours/)).toBeInTheDocument();
  });

  it('shows nothing to a guest, who has no projects', async () => {
    mockServer.use(
      http.get('*/api/auth/userinfo', () =>
        HttpResponse.json({
          code: 2004,
          message: 'ok',
          data: { ...demoMember.user, accountRoleType: 'Guest', permissions: [...permissionsOf('Guest')] },
        }),
      ),
    );
    const view = open('/en/user/dashboard');
    await waitFor(() => expect(view.container).toBeEmptyDOMElement());
    expect(screen.queryByRole('region', { name: 'Coaching hours' })).not.toBeInTheDocument();
  });
});
