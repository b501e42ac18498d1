import { store, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { backOfficeHandlers } from '../../../mocks/back-office-handlers.ts';
import { AuditPage } from './audit-page.tsx';

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/audit', element: <AuditPage /> },
      { path: '/en/admin/audit', element: <AuditPage /> },
    ],
    { path, catalogues: { tr, en } },
  );

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
  mockServer.use(...backOfficeHandlers);
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('audit log page', () => {
  it('lists the newest entries in words, a page at a time', async () => {
    const user = userEvent.setup();
    open('/en/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(bodyRows(table)).toHaveLength(20);
    expect(screen.getByText('25 entries')).toBeInTheDocument();
    const first = bodyRows(table)[0] as HTMLElement;
    expect(within(first).getByText('Application settings changed')).toBeInTheDocument();
    expect(within(first).getByText('admin@example.com')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Audit log' }))).toHaveLength(5));
  });

  it('searches and filters by kind of record and by one record', async () => {
    const user = userEvent.setup();
    const { router } = open('/en/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Badge');
    await waitFor(() => expect(screen.getByText('12 entries')).toBeInTheDocument());
    expect(router.state.location.search).toBe('?entityType=badge');
    const [first] = bodyRows(screen.getByRole('table', { name: 'Audit log' }));
    await user.click(
      within(first as HTMLElement).getByRole('button', {
        name: 'Show the history of Badge b1000000-0000-4000-8000-000000000002',
      }),
    );
    expect(await screen.findByText('Only Badge b1000000-0000-4000-8000-000000000002')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every record again' }));
    await user.selectOptions(screen.getByLabelText('Kind of record'), '');
    await user.type(screen.getByRole('searchbox', { name: 'Search the log' }), 'system');
    await waitFor(() => expect(screen.getByText('12 entries')).toBeInTheDocument());
  });

  it('shows an entry’s changes field by field in a dialog, and every field on request', async () => {
    const user = userEvent.setup();
    open('/en/admin/audit');
    await screen.findByRole('table', { name: 'Audit log' });
    await user.click(screen.getByRole('button', { name: 'Show the changes of entry 25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Application settings changed' });
    const diff = within(dialog).getByRole('table');
    expect(bodyRows(diff)).toHaveLength(1);
    const changed = bodyRows(diff)[0] as HTMLElement;
    expect(within(changed).getByRole('rowheader')).toHaveTextContent('maxCoachProjects');
    expect(
      within(changed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '3']);
    await user.click(within(dialog).getByRole('button', { name: 'Show every field' }));
    expect(bodyRows(within(dialog).getByRole('table'))).toHaveLength(10);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('speaks Turkish', async () => {
    open('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Denetim kaydı' })).toBeInTheDocument();
    expect(await screen.findByText('Uygulama ayarları değiştirildi')).toBeInTheDocument();
    expect(screen.getByText('25 kayıt')).toBeInTheDocument();
  });
});
