import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { memberAccount, profileHandlers } from '../mocks/profile-handlers.ts';
import { ledgerHandlers } from '../mocks/project-handlers.ts';
import { AccountProfilePage } from './account-profile-page.tsx';

const page = (
  <>
    <AccountProfilePage />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/profile/:accountId', element: page },
  { path: '/en/admin/profile/:accountId', element: page },
  { path: '/error', element: <p>Error page</p> },
  { path: '/en/error', element: <p>Error page</p> },
];

function open(path = `/en/admin/profile/${memberAccount.accountId}`) {
  // The ledger's handlers first: they answer the account with the score its entries sum to.
  mockServer.use(...ledgerHandlers(), ...profileHandlers);
  store.set(tokenAtom, 'mock-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const entryRows = () =>
  within(screen.getByRole('region', { name: 'Points entries' }))
    .getAllByRole('row')
    .slice(1);
const scoreFact = () => {
  const term = within(screen.getByRole('region', { name: 'Account' })).getByText('Score');
  return term.nextElementSibling;
};

describe('points on an account’s profile (administrators)', () => {
  it('shows the member’s ledger, newest first, with reasons in words and signed changes', async () => {
    open();
    const points = await screen.findByRole('region', { name: 'Points' });
    expect(await within(points).findByText('Score: 35')).toBeInTheDocument();
    expect(entryRows()).toHaveLength(4);
    const newest = entryRows()[0] as HTMLElement;
    expect(within(newest).getByText('Adjusted by an administrator')).toBeInTheDocument();
    expect(within(newest).getByText('+12')).toBeInTheDocument();
    expect(within(newest).getByText('Workshop hours from the autumn programme.')).toBeInTheDocument();
    const coached = entryRows()[2] as HTMLElement;
    expect(within(coached).getByText('Sessions given as coach')).toBeInTheDocument();
    expect(within(coached).getByText('−4')).toBeInTheDocument();
    expect(within(entryRows()[3] as HTMLElement).getByText('Opening balance')).toBeInTheDocument();
    expect(within(points).getByRole('link', { name: 'Their projects' })).toHaveAttribute(
      'href',
      `/en/admin/user-project?accountId=${memberAccount.accountId}`,
    );
  });

  it('refuses 0 and an empty note, then adjusts and shows the new score everywhere', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(scoreFact()).toHaveTextContent('35'));
    await user.click(await screen.findByRole('button', { name: 'Adjust points…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust points' });
    await user.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter at least 3 characters.')).toBeInTheDocument();

    const delta = within(dialog).getByRole('spinbutton', { name: /Points/ });
    await user.type(delta, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    expect(await within(dialog).findByText('The value cannot be 0.')).toBeInTheDocument();

    await user.clear(delta);
    await user.type(delta, '-5');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Note/ }),
      'Missed the agreed session twice.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Record the adjustment' }));
    expect(await screen.findByText('−5 points recorded. The score is now 30.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Score: 30')).toBeInTheDocument();
    await waitFor(() => expect(scoreFact()).toHaveTextContent('30'));
    expect(entryRows()).toHaveLength(5);
    expect(
      within(entryRows()[0] as HTMLElement).getByText('Missed the agreed session twice.'),
    ).toBeInTheDocument();
  });

  it('speaks Turkish', async () => {
    open(`/admin/profile/${memberAccount.accountId}`);
    const points = await screen.findByRole('region', { name: 'Puanlar' });
    expect(await within(points).findByText('Puan: 35')).toBeInTheDocument();
    expect(within(points).getByText('Yönetici düzeltmesi')).toBeInTheDocument();
  });
});
