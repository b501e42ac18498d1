import { store, tokenAtom } from '@coach/kit';
import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { ReportsPage } from './reports-page.tsx';

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/reports', element: <ReportsPage /> },
      { path: '/en/admin/reports', element: <ReportsPage /> },
    ],
    { path, catalogues: { tr, en } },
  );

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});

/** The cells of a table's row, by the row's header (a month). */
function rowOf(table: HTMLElement, header: string): string[] {
  const row = within(table).getByRole('rowheader', { name: header }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('programme reports page', () => {
  it('shows each report’s chart with its numbers in a table, from the real server’s demo programme', async () => {
    // The real server started and seeded first: the page's six reports are then the wait.
    await realServer();
    open('/en/admin/reports');
    // The demo is seeded on Monday 2 March 2026, its accounts registered on their own days before
    // (server/src/seed/demo-data.ts): in August 2025 Ayşe, Mehmet, Elif and Kerem, who all paid,
    // asked and had a project, three of them completed (Kerem's only one ended by the system); in
    // January 2026 John, who paid and has not asked yet; in February the guest.
    const funnel = await screen.findByRole('table', { name: 'Registrations by month and how far they went' });
    expect(
      screen.getByRole('img', { name: 'Registrations by month and how far they went' }),
    ).toBeInTheDocument();
    expect(rowOf(funnel, 'Aug 2025')).toEqual(['4', '4', '4', '4', '3']);
    expect(rowOf(funnel, 'Jan 2026')).toEqual(['1', '1', '0', '0', '0']);
    expect(rowOf(funnel, 'Feb 2026')).toEqual(['1', '0', '0', '0', '0']);
    for (const name of [
      'Time from request to match by month',
      'Proof review time by month',
      'Projects closed by month and final state',
      'Active members by month and package',
      'Revenue by month and package (USD)',
      'Points given and spent by month',
    ]) {
      expect(await screen.findByRole('table', { name })).toBeInTheDocument();
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    // Nothing to press to see the numbers: they are always there.
    expect(screen.queryByRole('button', { name: 'Show the numbers' })).not.toBeInTheDocument();
  });

  it('asks again for the months chosen, and downloads a report in the page’s language', async () => {
    const reads = watchedCallsOn('get', '*/api/reports/points');
    const downloads = watchedCallsOn('get', '*/api/reports/download');
    mockServer.use(reads.handler, downloads.handler);
    const user = userEvent.setup();
    open('/admin/reports');
    await screen.findByRole('table', { name: 'Aya göre verilen ve harcanan puanlar' });
    await user.selectOptions(screen.getByLabelText('İlk ay'), '2025-10');
    await waitFor(() => expect(reads.calls.at(-1)?.url).toMatch(/from=2025-10&to=2026-03/));
    const points = screen.getByRole('region', { name: 'Verilen ve harcanan puanlar' });
    await user.click(within(points).getByRole('button', { name: '.csv indir' }));
    await waitFor(() => expect(downloads.calls).toHaveLength(1));
    const asked = new URL(downloads.calls[0]?.url ?? '');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      report: 'points',
      format: 'csv',
      language: 'tr',
      from: '2025-10',
      to: '2026-03',
    });
  });
});
