import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { backOfficeHandlers, resetBackOffice } from '../../../mocks/back-office-handlers.ts';
import { type ProjectMockOptions, projectHandlers } from '../../../mocks/project-handlers.ts';
import { PendingAssignmentPage } from './pending-assignment-page.tsx';

const page = (
  <>
    <PendingAssignmentPage />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/pending-assignment', element: page },
  { path: '/en/admin/pending-assignment', element: page },
  { path: '/error', element: <p>Error page</p> },
  { path: '/en/error', element: <p>Error page</p> },
];

beforeEach(() => resetBackOffice());

function open(path = '/en/admin/pending-assignment', options: ProjectMockOptions = {}) {
  mockServer.use(...projectHandlers(options), ...backOfficeHandlers);
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
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

describe('pending assignments (administrators)', () => {
  it('lists the open requests, longest waiting first, with the seed’s columns and why each waits', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pending assignments' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(6));
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
      'Coach requests',
      'Coachee requests',
      'Why not matched yet',
      'Actions',
    ]);
    const ayse = rows()[0] as HTMLElement;
    expect(within(ayse).getByRole('link', { name: 'Ayşe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/admin\/profile\//),
    );
    expect(within(ayse).getByText('Demir')).toBeInTheDocument();
    expect(within(ayse).getByText('Coach')).toBeInTheDocument();
    expect(within(ayse).getByText('ayse@example.com')).toBeInTheDocument();
    expect(
      within(ayse).getByText(
        'The only possible partners worked with this member in their most recent project.',
      ),
    ).toBeInTheDocument();
    expect(within(rowOf('John')).getByText('English')).toBeInTheDocument();
    expect(
      within(rowOf('John')).getByText('No open request on the other side shares a language with this one.'),
    ).toBeInTheDocument();
    // An eligibility rule in the catalogue's own words, the refusal the member would get.
    expect(
      within(rowOf('Burak')).getByText('Not eligible: Your proof of education is awaiting approval.'),
    ).toBeInTheDocument();
    expect(within(rowOf('Mehmet')).getByText('No run has passed it over yet.')).toBeInTheDocument();
  });

  it('filters by role, searches and sorts, keeping all of it in the address', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await waitFor(() => expect(rows()).toHaveLength(6));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Coachee requests');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?role=coachee');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Coaches and coachees');
    await waitFor(() => expect(rows()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: /Score/ }));
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('Elif')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?sort=score');

    await user.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'selin{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Koç')).toBeInTheDocument();
  });

  it('pairs a coach request with a coachee request by hand', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pair the coach request of Selin Koç' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair two requests by hand' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Coach request/ })).toHaveValue(
        'Selin Koç — selin@example.com (Türkçe)',
      ),
    );
    await user.type(within(dialog).getByRole('combobox', { name: /Coachee request/ }), 'mehm');
    await user.click(
      await screen.findByRole('option', { name: 'Mehmet Öztürk — mehmet@example.com (Türkçe, English)' }),
    );
    expect(within(dialog).getByText(/Languages: Türkçe, English · Score: 35/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pair them' }));
    expect(
      await screen.findByText('Selin Koç and Mehmet Öztürk are paired. Both get an e-mail.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('asks for both requests, and shows the rule the server refuses with', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pair by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair two requests by hand' });
    await user.click(within(dialog).getByRole('button', { name: 'Pair them' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);

    await user.type(within(dialog).getByRole('combobox', { name: /Coach request/ }), 'john');
    await user.click(await screen.findByRole('option', { name: /^John Smith/ }));
    await user.type(within(dialog).getByRole('combobox', { name: /Coachee request/ }), 'elif');
    await user.click(await screen.findByRole('option', { name: /^Elif Kaya/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pair them' }));
    expect(
      await within(dialog).findByText('These two requests share no coaching language.'),
    ).toBeInTheDocument();
  });

  it('shows the refusal of two members who already share an open project (no override)', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Pair by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair two requests by hand' });
    // Ayşe coaches Mehmet in an open project already.
    await user.type(within(dialog).getByRole('combobox', { name: /Coach request/ }), 'ayş');
    await user.click(await screen.findByRole('option', { name: /^Ayşe Demir/ }));
    await user.type(within(dialog).getByRole('combobox', { name: /Coachee request/ }), 'mehmet');
    await user.click(await screen.findByRole('option', { name: /^Mehmet Öztürk/ }));
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
    open();
    await user.click(await screen.findByRole('button', { name: 'Pair the coachee request of Elif Kaya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pair two requests by hand' });
    await user.type(within(dialog).getByRole('combobox', { name: /Coach request/ }), 'ayş');
    await user.click(await screen.findByRole('option', { name: /^Ayşe Demir/ }));
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
      await screen.findByText('Ayşe Demir and Elif Kaya are paired. Both get an e-mail.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
  });

  it('runs matching after a preview, then sums up what it did', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(rows()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Run matching now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run matching now' });
    const plan = await within(dialog).findByRole('region', { name: 'What a run would do now' });
    expect(statValue(plan, 'Pairs it would make')).toHaveTextContent('2');
    expect(statValue(plan, 'Left unmatched')).toHaveTextContent('2');
    expect(within(plan).getByText('4 as coach, 2 as coachee')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Not eligible: Your proof of education is awaiting approval.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Every possible partner was paired with a request that had waited longer.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Run matching' }));
    const done = await screen.findByRole('dialog', { name: 'Matching done' });
    expect(
      within(done).getByText('2 pairs were made; the members of each get an e-mail.'),
    ).toBeInTheDocument();
    const figures = within(done).getByRole('region', { name: 'What the run did' });
    expect(statValue(figures, 'Pairs made')).toHaveTextContent('2');
    expect(within(figures).getByText('0.042 s')).toBeInTheDocument();
    await user.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('says so when another run is going on, and keeps the preview', async () => {
    const user = userEvent.setup();
    open('/en/admin/pending-assignment', { matchingRunning: true });
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
    open('/admin/pending-assignment');
    expect(screen.getByRole('heading', { level: 1, name: 'Bekleyen eşleştirmeler' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(
      within(rowOf('Burak')).getByText('Uygun değil: Eğitim belgeniz onay bekliyor.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Şimdi eşleştir' })).toBeInTheDocument();
  });
});
