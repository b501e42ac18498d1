import { store, Toaster, tokenAtom } from '@coach/kit';
import { networkFailureOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { catchSavedFiles } from '@coach/kit/test/saved-files.ts';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { startExportOf } from '../api/exports.ts';
import { ExportControl } from './export-control.tsx';

const open = (path: string, control: ReactNode) => {
  const page = (
    <>
      {control}
      <Toaster />
    </>
  );
  return renderRoutes(
    [
      { path: '/admin/list', element: page },
      { path: '/en/admin/list', element: page },
    ],
    { path, catalogues: { tr, en } },
  );
};

/** The bodies of the calls that start an export. */
function startedWith() {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && /\/exports$|\/excelexports$/.test(request.url))
      bodies.push(await request.clone().json());
  });
  return bodies;
}

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});
afterEach(() => {
  mockServer.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('the lists’ export control', () => {
  it('starts the accounts’ export as a job, shows its progress, waits while it runs and offers the file', async () => {
    const saved = catchSavedFiles();
    const bodies = startedWith();
    open(
      '/en/admin/list',
      <ExportControl list="accounts" start={(choice) => startExportOf.accounts(choice, {})} />,
    );
    const exportButton = await screen.findByRole('button', { name: 'Export' });
    expect(screen.getByLabelText('File format')).toHaveValue('xlsx');
    await userEvent.click(exportButton);

    // Waiting for the export job: a bar in whole percentages, and the button waits.
    const bar = await screen.findByRole('progressbar', { name: 'Exporting the accounts' });
    const api = await realServer();
    const { total } = await api.run('listAccounts', {}, { as: 'admin' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', `0 of ${total} accounts`));
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(bodies).toEqual([{ language: 'en', format: 'xlsx' }]);
    // The server's export job runs (a timer does it in the server; here the test, at once).
    await api.run('runPendingExports', {}, { as: 'system' });

    // Ready: the file is offered, the button may start another export.
    const download = await screen.findByRole('button', { name: 'Download accounts-2026-03-02.xlsx' });
    expect(screen.getByRole('status')).toHaveTextContent('The export is ready.');
    expect(exportButton).not.toHaveAttribute('aria-disabled');
    await userEvent.click(download);
    expect(await screen.findByText('Saved as accounts-2026-03-02.xlsx.')).toBeInTheDocument();
    expect(saved).toEqual(['accounts-2026-03-02.xlsx']);
  });

  it('exports the orders the list’s filters find, as .csv when chosen', async () => {
    const saved = catchSavedFiles();
    const bodies = startedWith();
    const filters = { search: 'demo', method: 'manual' } as const;
    const api = await realServer();
    const { total } = await api.run('listOrders', filters, { as: 'admin' });
    open(
      '/en/admin/list',
      <ExportControl list="orders" start={(choice) => startExportOf.orders(choice, filters)} />,
    );
    await userEvent.selectOptions(await screen.findByLabelText('File format'), 'CSV (.csv)');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const bar = await screen.findByRole('progressbar', { name: 'Exporting the orders' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', `0 of ${total} orders`));
    expect(bodies).toEqual([{ language: 'en', format: 'csv', ...filters }]);
    await api.run('runPendingExports', {}, { as: 'system' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download orders-2026-03-02.csv' }));
    await waitFor(() => expect(saved).toEqual(['orders-2026-03-02.csv']));
  });

  it('says so when the export fails, in Turkish on the Turkish page', async () => {
    // The job's progress cannot be read: the server went away after the export started.
    mockServer.use(networkFailureOn('get', '*/api/exports/:id'));
    open('/admin/list', <ExportControl list="orders" start={(choice) => startExportOf.orders(choice, {})} />);
    expect(screen.getByLabelText('Dosya biçimi')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Dışa aktar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dışa aktarma yapılamadı. Lütfen tekrar deneyin.',
    );
  });
});
