import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { people } from '../../../mocks/project-fixtures.ts';
import { projectHandlers } from '../../../mocks/project-handlers.ts';
import { ProjectsPage } from './projects-page.tsx';

const page = (
  <>
    <ProjectsPage />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/user-project', element: page },
  { path: '/en/admin/user-project', element: page },
  { path: '/error', element: <p>Error page</p> },
  { path: '/en/error', element: <p>Error page</p> },
];

function open(path = '/en/admin/user-project') {
  mockServer.use(...projectHandlers());
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('projects (administrators)', () => {
  it('lists every project, newest first, with its state in words and the points it moved', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(7));
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Coach',
      'Coachee',
      'Language',
      'State',
      'Start',
      'Deadline',
      'Closed',
      'Sessions',
      'Points moved',
      'Actions',
    ]);
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByText('Ayşe Demir')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(first).getByText('Not yet')).toBeInTheDocument();
    const confirmed = rows()[2] as HTMLElement;
    expect(within(confirmed).getByText('Completed, confirmed by the coachee')).toBeInTheDocument();
    expect(within(confirmed).getByText('Coach −7')).toBeInTheDocument();
    expect(within(confirmed).getByText('Coachee +7')).toBeInTheDocument();
    expect(
      within(rows()[5] as HTMLElement).getByText('Ended by the system (not closed in time)'),
    ).toBeInTheDocument();
  });

  it('filters by state (all six in words), searches by member and sorts, in the address', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await waitFor(() => expect(rows()).toHaveLength(7));
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
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?state=open');

    await user.selectOptions(state, 'All states');
    await user.type(screen.getByRole('searchbox', { name: 'Search by member' }), 'john{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: /Start/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=startedAt'));
    expect(within(rows()[0] as HTMLElement).getByText('Burak Şahin')).toBeInTheDocument();
  });

  it('shows a project in full, and narrows the list to one of its members', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for the project of Ayşe Demir and Mehmet Öztürk' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project of Ayşe Demir and Mehmet Öztürk' });
    expect(await within(dialog).findByText('By hand, by Zeynep Yılmaz')).toBeInTheDocument();
    expect(within(dialog).getByText('Both asked to continue the work they started.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Only the projects of Ayşe Demir' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe(`?accountId=${people.ayse.accountId}`);
    expect(await screen.findByText('Projects of Ayşe Demir')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every member' }));
    await waitFor(() => expect(rows()).toHaveLength(7));
  });

  it('shows a waiting closing request and an abort reason', async () => {
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for the project of John Smith and Selin Koç' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    const closing = await screen.findByRole('dialog', { name: 'Project of John Smith and Selin Koç' });
    expect(within(closing).getByRole('heading', { name: 'Closing request' })).toBeInTheDocument();
    expect(within(closing).getByText('Waiting for the coachee')).toBeInTheDocument();
    expect(within(closing).getByText('The matching run')).toBeInTheDocument();
    await user.click(within(closing).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    await user.click(
      screen.getByRole('button', { name: 'Actions for the project of Ayşe Demir and Elif Kaya' }),
    );
    // A closed project cannot be aborted.
    expect(await screen.findByRole('menuitem', { name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Abort…' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Details' }));
    const aborted = await screen.findByRole('dialog', { name: 'Project of Ayşe Demir and Elif Kaya' });
    expect(within(aborted).getByText('The coachee moved abroad.')).toBeInTheDocument();
    expect(within(aborted).queryByRole('button', { name: 'Abort…' })).not.toBeInTheDocument();
  });

  it('aborts an open project with a reason, which the form asks for first', async () => {
    const user = userEvent.setup();
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Actions for the project of Ayşe Demir and Mehmet Öztürk' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Abort…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Abort the project of Ayşe Demir and Mehmet Öztürk',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Abort the project' }));
    expect(await within(dialog).findByText('Enter at least 3 characters.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The coach left the programme.');
    await user.click(within(dialog).getByRole('button', { name: 'Abort the project' }));
    expect(
      await screen.findByText('The project was aborted. Ayşe Demir and Mehmet Öztürk get an e-mail.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rows()[0] as HTMLElement).getByText('Aborted by an administrator')).toBeInTheDocument(),
    );
  });

  it('speaks Turkish at /admin/user-project', async () => {
    open('/admin/user-project');
    expect(screen.getByRole('heading', { level: 1, name: 'Projeler' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(within(rows()[0] as HTMLElement).getByText('Açık')).toBeInTheDocument();
  });
});
