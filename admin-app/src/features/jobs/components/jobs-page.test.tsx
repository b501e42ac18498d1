import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { operationsHandlers } from '../../../mocks/operations-handlers.ts';
import { JobsPage } from './jobs-page.tsx';

const Page = () => (
  <>
    <JobsPage />
    <Toaster />
  </>
);

const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/jobs', element: <Page /> },
      { path: '/en/admin/jobs', element: <Page /> },
    ],
    { path, catalogues: { tr, en } },
  );

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
  mockServer.use(...operationsHandlers);
});

describe('jobs page', () => {
  it('shows each job with its schedule, next run, last outcome and recent runs', async () => {
    open('/en/admin/jobs');
    const mail = await screen.findByRole('region', { name: 'Mail delivery' });
    expect(within(mail).getByText('*/10 * * * * *')).toBeInTheDocument();
    expect(within(mail).getByText(/3 sent · 1 to retry/, { selector: 'dd' })).toBeInTheDocument();

    const runs = within(mail).getByRole('table');
    const [, latest, earlier] = within(runs).getAllByRole('row');
    expect(within(latest as HTMLElement).getByText('On schedule')).toBeInTheDocument();
    expect(within(latest as HTMLElement).getByText('Succeeded')).toBeInTheDocument();
    expect(within(latest as HTMLElement).getByText(/1\.2 s/)).toBeInTheDocument();
    expect(within(earlier as HTMLElement).getByText('By hand')).toBeInTheDocument();
    expect(within(earlier as HTMLElement).getByText('Failed')).toBeInTheDocument();
    expect(
      within(earlier as HTMLElement).getByText('Error: connect ECONNREFUSED 127.0.0.1:25'),
    ).toBeInTheDocument();

    const sessions = screen.getByRole('region', { name: 'Ended sessions' });
    expect(within(sessions).getByText('Not scheduled on this server')).toBeInTheDocument();
    expect(within(sessions).getByText('Never')).toBeInTheDocument();
  });

  it('speaks Turkish at /admin/jobs', async () => {
    open('/admin/jobs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zamanlanmış görevler' }),
    ).toBeInTheDocument();
    const mail = await screen.findByRole('region', { name: 'E-posta gönderimi' });
    expect(
      within(mail).getByText(/3 gönderildi · 1 yeniden denenecek/, { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(within(mail).getByText('Elle')).toBeInTheDocument();
  });

  it('runs a job now and says what it did', async () => {
    open('/en/admin/jobs');
    const sessions = await screen.findByRole('region', { name: 'Ended sessions' });
    await userEvent.click(await within(sessions).findByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('Ended sessions ran: 2 deleted.')).toBeInTheDocument();
  });
});
