import type { ProjectListQuery } from '@coach/core/contracts';
import { store, Toaster, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { seededAccount } from '../../../test-support/a1-seeded-accounts.ts';
import { ProjectsPage } from './projects-page.tsx';

const page = (
  <>
    {/* The export control stands in here (features do not import each other): it shows the
        filters the page gives it, which the control sends with its `POST /projects/exports`. */}
    <ProjectsPage
      exportAction={(filters) => <output aria-label="Export filters">{JSON.stringify(filters)}</output>}
    />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/user-project', element: page },
  { path: '/en/admin/user-project', element: page },
  { path: '/error', element: <p>Error page</p> },
  { path: '/en/error', element: <p>Error page</p> },
];

// The demo programme has projects in every state (server/src/seed/demo-programme.ts). Each test
// adds the newest one through the real use case: an administrator pairs Kerem's open coach request
// with Emre's coachee request by hand, though they were partners before, with a reason.
const overrideReason = 'Both asked to continue the work they started.';

async function pairKeremWithEmreByHand() {
  const api = await realServer();
  const { items } = await api.run('listPendingAssignments', {}, { as: 'admin' });
  const kerem = items.find((request) => request.email === 'kerem@example.com' && request.role === 'coach');
  const emre = items.find((request) => request.email === 'emre@example.com' && request.role === 'coachee');
  if (!kerem || !emre) throw new Error('the demo data lost the open requests of Kerem and Emre');
  await api.run(
    'matchManually',
    { coachRequestId: kerem.requestId, coacheeRequestId: emre.requestId, overrideReason },
    { as: 'admin' },
  );
}

/** The projects the real server lists to an administrator for `query`. */
async function projectsFor(query: ProjectListQuery = {}) {
  return (await realServer()).run('listProjects', query, { as: 'admin' });
}

async function open(path = '/en/admin/user-project') {
  await pairKeremWithEmreByHand();
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** The rows of the projects of this coach and this coachee, newest first. */
const rowsOf = (coach: string, coachee: string) =>
  rows().filter((row) => within(row).queryByText(coach) && within(row).queryByText(coachee));
/**
 * The actions of the newest project of a pair: Kerem and Emre have two (the one paired by hand
 * comes first in the default order, newest first). Found once the list shows every project: a
 * button found while the rows were still being drawn again was once a detached copy, and a press on
 * it opened no menu.
 */
const actionsFor = async (coach: string, coachee: string) => {
  const { total } = await projectsFor();
  await waitFor(() => expect(rows()).toHaveLength(total));
  return screen.getAllByRole('button', {
    name: `Actions for the project of ${coach} and ${coachee}`,
  })[0] as HTMLElement;
};

describe('projects (administrators)', () => {
  it('lists every project, newest first, with its state in words and the points it moved', async () => {
    await open();
    const { total } = await projectsFor();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(total));
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    // The key columns, and the dates; the rest are the administrator's to choose (ADR 0050).
    expect(headers).toEqual(['Coach', 'Coachee', 'State', 'Start', 'Deadline', 'Actions']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Columns of Projects' }));
    const menu = await screen.findByRole('menu', { name: 'Columns of Projects' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Closed' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Points moved' }));
    await user.keyboard('{Escape}');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Coach', 'Coachee', 'State', 'Start', 'Deadline', 'Closed', 'Points moved', 'Actions']);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByText('Kerem Aksoy')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('Not yet')).toBeInTheDocument();
    // Mehmet coached Ayşe for seven sessions, and she confirmed his closing request.
    const [confirmed] = rowsOf('Mehmet Öztürk', 'Ayşe Demir') as [HTMLElement];
    expect(within(confirmed).getByText('Completed, confirmed by the coachee')).toBeInTheDocument();
    expect(within(confirmed).getByText('Coach −7')).toBeInTheDocument();
    expect(within(confirmed).getByText('Coachee +7')).toBeInTheDocument();
    // Kerem and Emre's earlier project: nobody closed it.
    expect(
      within(rowsOf('Kerem Aksoy', 'Emre Koç')[1] as HTMLElement).getByText(
        'Ended by the system (not closed in time)',
      ),
    ).toBeInTheDocument();
  });

  it('filters by state (all six in words), searches by member and sorts, in the address', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    const [all, open_, sarahs, sarahsByStart] = await Promise.all([
      projectsFor(),
      projectsFor({ state: 'open' }),
      projectsFor({ search: 'sarah' }),
      projectsFor({ search: 'sarah', sort: 'startedAt' }),
    ]);
    await waitFor(() => expect(rows()).toHaveLength(all.total));
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All states',
      'Open',
      'Completed by the coachee',
      'Completed, confirmed by the coachee',
      'Completed by the system (not confirmed in time)',
      'Ended by the system (not closed in time)',
      'Aborted by an administrator',
    ]);
    await user.selectOptions(state, 'Open');
    await waitFor(() => expect(rows()).toHaveLength(open_.total));
    expect(router.state.location.search).toBe('?state=open');
    const exportFilters = () => JSON.parse(screen.getByLabelText('Export filters').textContent ?? '');
    expect(exportFilters()).toEqual({ search: '', state: 'open' });

    await user.selectOptions(state, 'All states');
    await user.type(screen.getByRole('searchbox', { name: 'Search by member' }), 'sarah{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(sarahs.total));
    // The export takes what the list shows now, and the server finds as many projects.
    expect(exportFilters()).toEqual({ search: 'sarah' });
    const job = await (await realServer()).run('startProjectExport', exportFilters(), { as: 'admin' });
    expect(job).toMatchObject({ kind: 'projects', rowsTotal: sarahs.total });

    await user.click(screen.getByRole('button', { name: /Start/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=startedAt'));
    const oldest = sarahsByStart.items[0];
    await waitFor(() =>
      expect(within(rows()[0] as HTMLElement).getByText(oldest?.coach.fullName ?? '')).toBeInTheDocument(),
    );
  });

  it('shows a project in full, and narrows the list to one of its members', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    const kerem = await seededAccount('kerem@example.com');
    const [all, keremsProjects] = await Promise.all([
      projectsFor(),
      (await realServer()).run('listProjects', { accountId: kerem.accountId }, { as: 'admin' }),
    ]);
    await user.click(await actionsFor('Kerem Aksoy', 'Emre Koç'));
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project of Kerem Aksoy and Emre Koç' });
    const admin = (await realServer()).accounts.admin;
    expect(await within(dialog).findByText(`By hand, by ${admin.fullName}`)).toBeInTheDocument();
    expect(within(dialog).getByText(overrideReason)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Only the projects of Kerem Aksoy' }));
    await waitFor(() => expect(rows()).toHaveLength(keremsProjects.total));
    expect(router.state.location.search).toBe(`?accountId=${kerem.accountId}`);
    expect(await screen.findByText('Projects of Kerem Aksoy')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every member' }));
    await waitFor(() => expect(rows()).toHaveLength(all.total));
  });

  it('shows a waiting closing request and an abort reason', async () => {
    const user = userEvent.setup();
    await open();
    const aborted = (await projectsFor({ search: 'sarah' })).items.find(
      (project) => project.state === 'aborted_by_administrator',
    );
    await user.click(await actionsFor('Mehmet Öztürk', 'Burak Çelik'));
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    const closing = await screen.findByRole('dialog', { name: 'Project of Mehmet Öztürk and Burak Çelik' });
    expect(within(closing).getByRole('heading', { name: 'Closing request' })).toBeInTheDocument();
    expect(within(closing).getByText('Waiting for the coachee')).toBeInTheDocument();
    expect(within(closing).getByText('The matching run')).toBeInTheDocument();
    await user.click(within(closing).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    await user.click(await actionsFor('Selin Arslan', 'Sarah Johnson'));
    // A closed project cannot be aborted.
    expect(await screen.findByRole('menuitem', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Abort…' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project of Selin Arslan and Sarah Johnson' });
    expect(within(dialog).getByText(aborted?.abortReason ?? 'an abort reason')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Abort…' })).not.toBeInTheDocument();
  });

  it('aborts an open project with a reason, which the form asks for first', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await actionsFor('Kerem Aksoy', 'Emre Koç'));
    await user.click(await screen.findByRole('menuitem', { name: 'Abort…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Abort the project of Kerem Aksoy and Emre Koç',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Abort the project' }));
    expect(await within(dialog).findByText('Enter at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The coach left the programme.');
    await user.click(within(dialog).getByRole('button', { name: 'Abort the project' }));
    expect(
      await screen.findByText('The project was aborted. Kerem Aksoy and Emre Koç get an e-mail.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rows()[0] as HTMLElement).getByText('Aborted by an administrator')).toBeInTheDocument(),
    );
  });

  it('speaks Turkish at /admin/user-project', async () => {
    await open('/admin/user-project');
    const { total } = await projectsFor();
    expect(screen.getByRole('heading', { level: 1, name: 'Projeler' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(total));
    expect(within(rows()[0] as HTMLElement).getByText('Açık')).toBeInTheDocument();
  });
});
