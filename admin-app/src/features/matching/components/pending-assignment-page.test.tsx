import type { PendingAssignmentQuery } from '@coach/core/contracts';
import { store, Toaster, tokenAtom } from '@coach/kit';
import { fill } from '@coach/kit/test/fill.ts';
import { catalogueAnswerOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { requestToBeCoachedAs, requestToCoachAs } from '../../../test-support/a2-member-requests.ts';
import { PendingAssignmentPage } from './pending-assignment-page.tsx';

const page = (
  <>
    {/* The export control stands in here (features do not import each other): it shows the
        filters the page gives it, which the control sends with its `POST …/exports`. */}
    <PendingAssignmentPage
      exportAction={(filters) => <output aria-label="Export filters">{JSON.stringify(filters)}</output>}
    />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/pending-assignment', element: page },
  { path: '/en/admin/pending-assignment', element: page },
  { path: '/error', element: <p>Error page</p> },
  { path: '/en/error', element: <p>Error page</p> },
];

// The demo data leaves three requests open (server/src/seed/demo-programme.ts): Emre's and Ayşe's
// to be coached, which the last run passed over for want of a coach in their language, and
// Kerem's newer one to coach. A matching run now pairs Kerem with Ayşe and leaves Emre, his
// partner of his most recent project. A test adds what else it needs through the real use cases.

function open(path = '/en/admin/pending-assignment') {
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** The open requests the real server lists to an administrator for `query`. */
async function pendingFor(query: PendingAssignmentQuery = {}) {
  return (await realServer()).run('listPendingAssignments', query, { as: 'admin' });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (name: string) => {
  const row = rows().find((candidate) => within(candidate).queryByText(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** The value of a key figure (a Stat's dd), found by its label. */
const statValue = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest('div')?.querySelector('dd') ?? null;

const noPartnerInLanguage = 'No open request on the other side shares a language with this one.';

describe('pending assignments (administrators)', () => {
  it('lists the open requests, longest waiting first, with the seed’s columns and why each waits', async () => {
    const { total } = await pendingFor();
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pending assignments' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(total));
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Name',
      'Surname',
      'Role',
      'Score',
      'E-mail',
      'Languages',
      'Request date',
      'Why not matched yet',
      'Actions',
    ]);
    // The members' request counts are there for those who choose them (the columns menu).
    expect(screen.getByRole('button', { name: 'Columns of Open requests' })).toBeInTheDocument();
    const emre = rows()[0] as HTMLElement;
    expect(within(emre).getByRole('link', { name: 'Emre' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/admin\/profile\//),
    );
    expect(within(emre).getByText('Koç')).toBeInTheDocument();
    expect(within(emre).getByText('Coachee')).toBeInTheDocument();
    expect(within(emre).getByText('emre@example.com')).toBeInTheDocument();
    expect(within(emre).getByText(noPartnerInLanguage)).toBeInTheDocument();
    expect(within(rowOf('Ayşe')).getByText('Türkçe')).toBeInTheDocument();
    expect(within(rowOf('Kerem')).getByText('Coach')).toBeInTheDocument();
    expect(within(rowOf('Kerem')).getByText('No run has passed it over yet.')).toBeInTheDocument();
  });

  it('filters by role, searches and sorts, keeping all of it in the address', async () => {
    const user = userEvent.setup();
    const [all, coachees, byScore] = await Promise.all([
      pendingFor(),
      pendingFor({ role: 'coachee' }),
      pendingFor({ sort: 'score' }),
    ]);
    const { router } = open();
    await waitFor(() => expect(rows()).toHaveLength(all.total));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Coachee requests');
    await waitFor(() => expect(rows()).toHaveLength(coachees.total));
    expect(router.state.location.search).toBe('?role=coachee');
    const exportFilters = () => JSON.parse(screen.getByLabelText('Export filters').textContent ?? '');
    expect(exportFilters()).toEqual({ search: '', role: 'coachee' });
    const job = await (await realServer()).run('startOpenRequestExport', exportFilters(), { as: 'admin' });
    expect(job).toMatchObject({ kind: 'openRequests', rowsTotal: coachees.total });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Coaches and coachees');
    await waitFor(() => expect(rows()).toHaveLength(all.total));
    await user.click(screen.getByRole('button', { name: /Score/ }));
    const lowest = byScore.items[0]?.name ?? '';
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText(lowest)).toBeInTheDocument());
    expect(router.state.location.search).toBe('?sort=score');

    await fill(user, screen.getByRole('searchbox', { name: 'Search requests' }), 'kerem');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Aksoy')).toBeInTheDocument();
    expect(exportFilters()).toEqual({ search: 'kerem' });
  });

  it('pairs a coach request with a coachee request by hand', async () => {
    const user = userEvent.setup();
    const { items, total } = await pendingFor();
    const ayse = items.find((request) => request.email === 'ayse@example.com');
    open();
    await user.click(await screen.findByRole('button', { name: 'Pair the coach request of Kerem Aksoy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair two requests by hand' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Coach request/ })).toHaveValue(
        'Kerem Aksoy — kerem@example.com (Türkçe)',
      ),
    );
    await fill(user, within(dialog).getByRole('combobox', { name: /Coachee request/ }), 'ayş');
    await user.click(await screen.findByRole('option', { name: 'Ayşe Demir — ayse@example.com (Türkçe)' }));
    expect(
      within(dialog).getByText(new RegExp(`^Languages: Türkçe · Score: ${ayse?.score} ·`)),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pair them' }));
    expect(
      await screen.findByText('Kerem Aksoy and Ayşe Demir are paired. Both get an e-mail.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()).toHaveLength(total - 2));
  });

  it('asks for both requests, and shows the rule the server refuses with', async () => {
    const user = userEvent.setup();
    // John asks to be coached, in English: Kerem coaches in Turkish.
    await requestToBeCoachedAs('john@example.com', ['en']);
    open();
    await user.click(await screen.findByRole('button', { name: 'Pair by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair two requests by hand' });
    await user.click(within(dialog).getByRole('button', { name: 'Pair them' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);

    await fill(user, within(dialog).getByRole('combobox', { name: /Coach request/ }), 'kerem');
    await user.click(await screen.findByRole('option', { name: /^Kerem Aksoy/ }));
    await fill(user, within(dialog).getByRole('combobox', { name: /Coachee request/ }), 'john');
    await user.click(await screen.findByRole('option', { name: /^John Smith/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pair them' }));
    expect(
      await within(dialog).findByText('These two requests share no coaching language.'),
    ).toBeInTheDocument();
  });

  it('shows the refusal of two members who already share an open project (no override)', async () => {
    const user = userEvent.setup();
    // Elif coaches Emre in an open project already, and now asks to coach again.
    await requestToCoachAs('elif@example.com', ['tr']);
    open();
    await user.click(await screen.findByRole('button', { name: 'Pair by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair two requests by hand' });
    await fill(user, within(dialog).getByRole('combobox', { name: /Coach request/ }), 'elif');
    await user.click(await screen.findByRole('option', { name: /^Elif Kaya/ }));
    await fill(user, within(dialog).getByRole('combobox', { name: /Coachee request/ }), 'emre');
    await user.click(await screen.findByRole('option', { name: /^Emre Koç/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pair them' }));
    expect(
      await within(dialog).findByText(
        'These two members already share an open project; the same two people cannot have two projects at once.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pair them anyway' })).not.toBeInTheDocument();
  });

  it('pairs former partners only with a stated reason (the consecutive-partners override)', async () => {
    const user = userEvent.setup();
    const { total } = await pendingFor();
    open();
    // Kerem coached Emre in his most recent project.
    await user.click(await screen.findByRole('button', { name: 'Pair the coachee request of Emre Koç' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair two requests by hand' });
    await fill(user, within(dialog).getByRole('combobox', { name: /Coach request/ }), 'kerem');
    await user.click(await screen.findByRole('option', { name: /^Kerem Aksoy/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pair them' }));

    expect(
      await within(dialog).findByText(
        'These two members were partners in one’s most recent project; give a reason to pair them anyway.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Coach request/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Pair them anyway' }));
    expect(await within(dialog).findByText('Enter at least 3 characters.')).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for pairing them again/ }),
      'The coachee asked to finish the work with the same coach.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pair them anyway' }));
    expect(
      await screen.findByText('Kerem Aksoy and Emre Koç are paired. Both get an e-mail.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(total - 2));
  });

  it('runs matching after a preview, then sums up what it did', async () => {
    const user = userEvent.setup();
    const { total } = await pendingFor();
    open();
    await waitFor(() => expect(rows()).toHaveLength(total));
    await user.click(screen.getByRole('button', { name: 'Run matching now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run matching now' });
    const plan = await within(dialog).findByRole('region', { name: 'What a run would do now' });
    expect(statValue(plan, 'Pairs it would make')).toHaveTextContent('1');
    expect(statValue(plan, 'Left unmatched')).toHaveTextContent('1');
    expect(within(plan).getByText('1 as coach, 2 as coachee')).toBeInTheDocument();
    // Who with whom: Kerem coaches Ayşe in Turkish; Emre is left, with the reason in words.
    const pairs = within(dialog).getByRole('table', { name: 'Pairs the run would make' });
    const [pair] = within(pairs).getAllByRole('row').slice(1);
    expect(within(pair as HTMLElement).getByRole('link', { name: 'Kerem Aksoy' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/admin\/profile\/[0-9a-f-]{36}$/),
    );
    expect(within(pair as HTMLElement).getByRole('link', { name: 'Ayşe Demir' })).toBeInTheDocument();
    expect(within(pair as HTMLElement).getByText('Türkçe')).toBeInTheDocument();
    expect(within(pair as HTMLElement).getAllByText(/^\d+ working days?$/)).toHaveLength(2);
    const leftOvers = within(dialog).getByRole('table', { name: 'Requests the run would leave' });
    const [left] = within(leftOvers).getAllByRole('row').slice(1);
    expect(within(left as HTMLElement).getByRole('link', { name: 'Emre Koç' })).toBeInTheDocument();
    expect(
      within(left as HTMLElement).getByText(
        'The only possible partners worked with this member in their most recent project.',
      ),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Run matching' }));
    const done = await screen.findByRole('dialog', { name: 'Matching done' });
    expect(within(done).getByText('One pair was made; both members get an e-mail.')).toBeInTheDocument();
    const figures = within(done).getByRole('region', { name: 'What the run did' });
    expect(statValue(figures, 'Pairs made')).toHaveTextContent('1');
    // How long the run took, in seconds, whatever the machine made of it.
    expect(within(figures).getByText(/^\d+(\.\d+)? s$/)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'See this run’s pairs and left-overs' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/admin\/matching-runs\/[0-9a-f-]{36}$/),
    );
    await user.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(rows()).toHaveLength(total - 2));
  });

  it('says so when another run is going on, and keeps the preview', async () => {
    const user = userEvent.setup();
    // The in-memory server runs one matching at a time within a call: the busy answer is the catalogue's.
    mockServer.use(catalogueAnswerOn('post', '*/api/projects/runprojectmatchingjob', 'matchingRunning'));
    open();
    await user.click(await screen.findByRole('button', { name: 'Run matching now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run matching now' });
    await within(dialog).findByRole('region', { name: 'What a run would do now' });
    await user.click(within(dialog).getByRole('button', { name: 'Run matching' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'A matching run is in progress. Please try again shortly.',
    );
    expect(within(dialog).getByRole('button', { name: 'Run matching' })).toBeEnabled();
  });

  it('speaks Turkish at /admin/pending-assignment', async () => {
    const { total } = await pendingFor();
    open('/admin/pending-assignment');
    expect(screen.getByRole('heading', { level: 1, name: 'Bekleyen eşleştirmeler' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(total));
    expect(
      within(rowOf('Emre')).getByText(
        'Karşı taraftaki açık taleplerin hiçbiri bu taleple ortak bir dil paylaşmıyor.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Şimdi eşleştir' })).toBeInTheDocument();
  });
});
