import { store, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { AuditPage } from './audit-page.tsx';

// The export control stands in here (features do not import each other): it shows the filters
// the page gives it, which the control sends with its `POST /auditlog/exports`.
const page = (
  <AuditPage
    exportAction={(filters) => <output aria-label="Export filters">{JSON.stringify(filters)}</output>}
  />
);
const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/audit', element: page },
      { path: '/en/admin/audit', element: page },
    ],
    { path, catalogues: { tr, en } },
  );
const exportFilters = () => JSON.parse(screen.getByLabelText('Export filters').textContent ?? '');

/**
 * The seed writes no audit entry (it runs as the system, before anyone administers anything), so
 * the administrator makes them through the real use cases: twelve changes to the first badge,
 * twelve to the settings' penalty, then the newest, entry 25, raising the coach's project limit.
 * Answers what a test compares the page with.
 */
async function administer() {
  const api = await realServer();
  const {
    items: [badge],
  } = await api.run('listBadges', {}, { as: 'admin' });
  if (!badge) throw new Error('the demo data has no badge');
  const { accountBadgeId, nameTr, nameEn, descriptionTr, descriptionEn, lower, upper } = badge;
  const settings = (await api.run('getApplicationSettings', {}, { as: 'admin' })).applicationSettings;
  for (let change = 0; change < 12; change++) {
    const edited = change % 2 === 0 ? `${descriptionEn} (${change})` : descriptionEn;
    await api.run(
      'updateBadge',
      { accountBadgeId, nameTr, nameEn, descriptionTr, descriptionEn: edited, lower, upper },
      { as: 'admin' },
    );
  }
  for (let change = 0; change < 12; change++) {
    const penaltyPoints = settings.penaltyPoints + (change % 2 === 0 ? 1 : 0);
    await api.run(
      'updateApplicationSettings',
      { applicationSettings: { ...settings, penaltyPoints } },
      { as: 'admin' },
    );
  }
  const raised = { ...settings, maxCoachProjects: settings.maxCoachProjects + 1 };
  await api.run('updateApplicationSettings', { applicationSettings: raised }, { as: 'admin' });
  return { badgeId: accountBadgeId, settings, raised };
}

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('audit log page', () => {
  it('lists the newest entries in words, a page at a time', async () => {
    const user = userEvent.setup();
    await administer();
    const admin = (await realServer()).accounts.admin;
    open('/en/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(20));
    expect(screen.getByText('25 entries')).toBeInTheDocument();
    const first = bodyRows(table)[0] as HTMLElement;
    expect(within(first).getByText('Application settings changed')).toBeInTheDocument();
    expect(within(first).getByText(admin.email)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Audit log' }))).toHaveLength(5));
  });

  it('searches and filters by kind of record and by one record', async () => {
    const user = userEvent.setup();
    const { badgeId } = await administer();
    const bySearch = await (await realServer()).run('listAuditLog', { search: 'settings' }, { as: 'admin' });
    const { router } = open('/en/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    // The kinds come with their own call, which may answer after the table (a CI run on a busy machine).
    const kinds = screen.getByLabelText('Kind of record');
    expect(await within(kinds).findByRole('option', { name: 'Badge' })).toBeInTheDocument();
    await user.selectOptions(kinds, 'Badge');
    await waitFor(() => expect(screen.getByText('12 entries')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?entityType=badge');
    const [first] = bodyRows(screen.getByRole('table', { name: 'Audit log' }));
    await user.click(
      within(first as HTMLElement).getByRole('button', { name: `Show the history of Badge ${badgeId}` }),
    );
    expect(await screen.findByText(`Only Badge ${badgeId}`)).toBeInTheDocument();
    // The export takes what the log shows now.
    expect(exportFilters()).toEqual({ search: '', entityType: 'badge', entityId: badgeId });
    await user.click(screen.getByRole('button', { name: 'Show every record again' }));
    await user.selectOptions(screen.getByLabelText('Kind of record'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'settings');
    await waitFor(() => expect(screen.getByText(`${bySearch.total} entries`)).toBeInTheDocument());
    await waitFor(() => expect(exportFilters()).toEqual({ search: 'settings' }));
    const job = await (await realServer()).run('startAuditExport', exportFilters(), { as: 'admin' });
    expect(job).toMatchObject({ kind: 'audit', rowsTotal: bySearch.total });
  });

  it('shows an entry’s changes field by field in a dialog, and every field on request', async () => {
    const user = userEvent.setup();
    const { settings, raised } = await administer();
    open('/en/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await user.click(await screen.findByRole('button', { name: 'Show the changes of entry 25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application settings changed' });
    const diff = within(dialog).getByRole('table');
    expect(bodyRows(diff)).toHaveLength(1);
    const changed = bodyRows(diff)[0] as HTMLElement;
    expect(within(changed).getByRole('rowheader')).toHaveTextContent('maxCoachProjects');
    expect(
      within(changed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([String(settings.maxCoachProjects), String(raised.maxCoachProjects)]);
    await user.click(within(dialog).getByRole('button', { name: 'Show every field' }));
    expect(bodyRows(within(dialog).getByRole('table'))).toHaveLength(Object.keys(raised).length);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Turkish', async () => {
    await administer();
    open('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Denetim kaydı' })).toBeInTheDocument();
    expect((await screen.findAllByText('Uygulama ayarları değiştirildi')).length).toBeGreaterThan(0);
    expect(screen.getByText('25 kayıt')).toBeInTheDocument();
  });
});
