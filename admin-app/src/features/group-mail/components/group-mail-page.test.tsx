import { store, Toaster, tokenAtom } from '@coach/kit';
import { watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { GroupMailPage } from './group-mail-page.tsx';

const page = (
  <>
    <GroupMailPage />
    <Toaster />
  </>
);
const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/group-mail', element: page },
      { path: '/en/admin/group-mail', element: page },
    ],
    { path, catalogues: { tr, en } },
  );

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});

async function compose(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Subject in Turkish/), 'Kasım buluşması');
  await user.type(screen.getByLabelText(/Text in Turkish/), 'Kasımda buluşuyoruz.');
  await user.click(screen.getByRole('tab', { name: 'English' }));
  await user.type(await screen.findByLabelText(/Subject in English/), 'November meet-up');
  await user.type(screen.getByLabelText(/Text in English/), 'We meet in November.');
}

describe('mail to a group', () => {
  it('counts the group of a link’s filter and previews both languages as the server renders them', async () => {
    const user = userEvent.setup();
    open('/en/admin/group-mail?search=sarah@example.com');
    expect(await screen.findByText('1 member will get this mail.')).toBeInTheDocument();

    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Preview both versions' }));
    const turkish = (await screen.findByTitle('The Turkish mail as a member sees it')) as HTMLIFrameElement;
    expect(turkish.getAttribute('srcdoc')).toContain('Kasımda buluşuyoruz.');
    expect(turkish.getAttribute('srcdoc')).toContain('"language":"tr"');
    await user.click(screen.getByRole('tab', { name: 'English preview' }));
    const english = (await screen.findByTitle('The English mail as a member sees it')) as HTMLIFrameElement;
    expect(english.getAttribute('srcdoc')).toContain('We meet in November.');
  });

  it('takes the accounts list’s lock state from the address into the form and the count', async () => {
    open('/en/admin/group-mail?search=sarah@example.com&locked=true');
    expect(await screen.findByText('0 members will get this mail.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lock state/ })).toHaveTextContent('Locked');
  });

  it('asks for both languages before a preview', async () => {
    const user = userEvent.setup();
    const previews = watchedCallsOn('post', '*/api/groupmails/preview');
    mockServer.use(previews.handler);
    open('/en/admin/group-mail?search=sarah@example.com');
    await user.type(await screen.findByLabelText(/Subject in Turkish/), 'Yalnız Türkçe');
    await user.click(screen.getByRole('button', { name: 'Preview both versions' }));
    expect(await screen.findAllByText(/required|Required|zorunlu/)).not.toHaveLength(0);
    expect(previews.calls).toHaveLength(0);
  });

  it('confirms with the count, sends, and shows the mail in the history', async () => {
    const user = userEvent.setup();
    open('/en/admin/group-mail?search=sarah@example.com');
    await screen.findByText('1 member will get this mail.');
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText('1 member will get this mail.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send the mail' }));
    expect(await screen.findByText('The mail is on its way to 1 member.')).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Sent mails' });
    expect(await within(history).findByText('November meet-up')).toBeInTheDocument();
    const { items } = await (await realServer()).run('listGroupMails', {}, { as: 'admin' });
    expect(items[0]).toMatchObject({ subjectEn: 'November meet-up', recipientsTotal: 1 });
  });

  it('opens a saved filter from the address, and deletes it', async () => {
    const user = userEvent.setup();
    const api = await realServer();
    const saved = await api.run(
      'saveFilter',
      { name: 'Sarah', filter: { search: 'sarah@example.com' } },
      { as: 'admin' },
    );
    const { router } = open(`/en/admin/group-mail?saved=${saved.id}`);
    expect(await screen.findByText('1 member will get this mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name, e-mail or phone contains')).toHaveValue('sarah@example.com');
    const list = screen.getByRole('list', { name: 'Saved filters' });
    expect(within(list).getByRole('button', { name: 'Sarah' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(list).getByRole('button', { name: 'Delete the saved filter “Sarah”' }));
    expect(await screen.findByText('The saved filter “Sarah” is deleted.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect((await api.run('listSavedFilters', {}, { as: 'admin' })).items).toEqual([]);
  });

  it('says so when the address names a saved filter that is gone, in Turkish', async () => {
    open('/admin/group-mail?saved=00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert')).toHaveTextContent(/artık yok/);
    expect(screen.queryByText(/bu e-postayı alacak/i)).not.toBeInTheDocument();
  });
});
