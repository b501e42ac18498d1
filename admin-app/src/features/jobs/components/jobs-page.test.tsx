import { store, Toaster, tokenAtom } from '@coach/kit';
import { api, unwrap } from '@coach/kit/query';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { JobsPage } from './jobs-page.tsx';
import { jobTexts } from './labels.ts';

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
});

// The real server's jobs: the front-end API composes them as a server without SMTP_URL does, so
// mail delivery is listed but not scheduled, and nothing has run yet.
describe('jobs page', () => {
  it('shows each job with its schedule, next run and last run', async () => {
    open('/en/admin/jobs');
    const mail = await screen.findByRole('region', { name: 'Mail delivery' });
    expect(within(mail).getByText('*/10 * * * * *')).toBeInTheDocument();
    expect(within(mail).getByText('Not scheduled on this server')).toBeInTheDocument();
    expect(within(mail).getByText('Never')).toBeInTheDocument();

    const sessions = screen.getByRole('region', { name: 'Ended sessions' });
    expect(within(sessions).queryByText('Not scheduled on this server')).not.toBeInTheDocument();
    expect(within(sessions).queryByRole('table')).not.toBeInTheDocument();
  });

  it('speaks Turkish at /admin/jobs', async () => {
    open('/admin/jobs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zamanlanmış görevler' }),
    ).toBeInTheDocument();
    const mail = await screen.findByRole('region', { name: 'E-posta gönderimi' });
    expect(within(mail).getByText('Bu sunucuda zamanlanmamış')).toBeInTheDocument();
  });

  it('runs a job now, says what it did and lists the run', async () => {
    open('/en/admin/jobs');
    const sessions = await screen.findByRole('region', { name: 'Ended sessions' });
    await userEvent.click(await within(sessions).findByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(/^Ended sessions ran: .+\.$/)).toBeInTheDocument();
    const runs = await within(sessions).findByRole('table');
    const [, latest] = within(runs).getAllByRole('row');
    expect(within(latest as HTMLElement).getByText('By hand')).toBeInTheDocument();
    expect(within(latest as HTMLElement).getByText('Succeeded')).toBeInTheDocument();
  });

  it('has a name and a purpose for every job the server runs', async () => {
    const { jobs } = await unwrap(api.api.jobs.$get());
    expect(jobs.length).toBeGreaterThan(5);
    expect(jobs.map((job) => job.name).filter((name) => !jobTexts[name])).toEqual([]);
  });
});
