import { store, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { routes } from './routes.tsx';

const open = (token: string) => {
  store.set(tokenAtom, token);
  return renderRoutes([{ path: '/en/admin', children: routes }], {
    path: '/en/admin/account',
    catalogues: { tr, en },
  });
};

describe('/admin/account', () => {
  it('shows administrators the accounts and the proofs as tabs, with the export and the Excel import in the toolbar', async () => {
    const user = userEvent.setup();
    const { router } = open('demo-token-admin');
    const tabs = await screen.findByRole('navigation', { name: 'Account administration' });
    expect(within(tabs).getByRole('link', { name: 'Accounts' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Import from Excel' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Accounts' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('link', { name: 'Proofs of education' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/admin/account/proofs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Proofs of education' })).toBeInTheDocument();
  });

  it('shows salesmen the accounts alone: they review no proofs', async () => {
    open('demo-token-salesman');
    expect(await screen.findByRole('table', { name: 'Accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account administration' })).not.toBeInTheDocument();
  });
});
