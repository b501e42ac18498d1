import { store, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { MatchingRunPage } from './matching-run-page.tsx';
import { MatchingRunsPage } from './matching-runs-page.tsx';

const routes = [
  { path: '/admin/matching-runs', element: <MatchingRunsPage /> },
  { path: '/en/admin/matching-runs', element: <MatchingRunsPage /> },
  { path: '/admin/matching-runs/:matchingRunId', element: <MatchingRunPage /> },
  { path: '/en/admin/matching-runs/:matchingRunId', element: <MatchingRunPage /> },
  { path: '/error', element: <p>Error page</p> },
  { path: '/en/error', element: <p>Error page</p> },
];

// The demo keeps the runs of its history (server/src/seed/demo-programme.ts): one per project it
// started, and the run two days ago that passed Emre's and Ayşe's requests over. A run now pairs
// Kerem with Ayşe and leaves Emre, his partner of his most recent project.

function open(path: string) {
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('matching runs (administrators)', () => {
  it('lists the kept runs newest first, each opening on its record', async () => {
    const server = await realServer();
    const run = await server.run('runMatching', {}, { as: 'admin' });
    const { total } = await server.run('listMatchingRuns', {}, { as: 'admin' });
    open('/en/admin/matching-runs');
    expect(screen.getByRole('heading', { level: 1, name: 'Matching runs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Matching runs' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(Math.min(total, 20)));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Run', 'How started', 'Requests', 'Pairs', 'Left over', 'Duration']);
    const newest = rowsOf(table)[0] as HTMLElement;
    expect(within(newest).getByText('From this page')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'Zeynep Yılmaz' })).toBeInTheDocument();
    expect(within(newest).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/en/admin/matching-runs/${run.matchingRunId}`,
    );
    // The demo's own runs are the schedule's.
    expect(within(rowsOf(table)[1] as HTMLElement).getByText('On the schedule')).toBeInTheDocument();
  });

  it('shows a run: its figures, who it paired with whom, and what it left with the reason', async () => {
    const server = await realServer();
    const run = await server.run('runMatching', {}, { as: 'admin' });
    open(`/en/admin/matching-runs/${run.matchingRunId}`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Matching run of / })).toBeInTheDocument();
    const pairs = await screen.findByRole('table', { name: 'Pairs the run made' });
    const [pair] = rowsOf(pairs) as HTMLElement[];
    expect(within(pair as HTMLElement).getByRole('link', { name: 'Kerem Aksoy' })).toBeInTheDocument();
    expect(within(pair as HTMLElement).getByRole('link', { name: 'Ayşe Demir' })).toBeInTheDocument();
    const leftOvers = screen.getByRole('table', { name: 'Requests the run left' });
    const [left] = rowsOf(leftOvers) as HTMLElement[];
    expect(within(left as HTMLElement).getByRole('link', { name: 'Emre Koç' })).toBeInTheDocument();
    expect(
      within(left as HTMLElement).getByText(
        'The only possible partners worked with this member in their most recent project.',
      ),
    ).toBeInTheDocument();
    // The member's link opens their account.
    const { unmatched } = await server.run(
      'getMatchingRun',
      { matchingRunId: run.matchingRunId ?? '' },
      { as: 'admin' },
    );
    expect(within(left as HTMLElement).getByRole('link', { name: 'Emre Koç' })).toHaveAttribute(
      'href',
      `/en/admin/profile/${unmatched.items[0]?.member.accountId}`,
    );
    expect(screen.getByRole('region', { name: 'What the run did' })).toBeInTheDocument();
  });

  it('speaks Turkish at /admin/matching-runs', async () => {
    const server = await realServer();
    await server.run('runMatching', {}, { as: 'admin' });
    open('/admin/matching-runs');
    expect(screen.getByRole('heading', { level: 1, name: 'Geçmiş eşleştirmeler' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Geçmiş eşleştirmeler' });
    await waitFor(() => expect(within(table).getByText('Yönetim panelinden')).toBeInTheDocument());
  });
});
