import { authKeys, store, Toaster, tokenAtom } from '@coach/kit';
import { queryClient } from '@coach/kit/query';
import { fill } from '@coach/kit/test/fill.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { PackagesPage } from './packages-page.tsx';

const page = (
  <>
    <PackagesPage />
    <Toaster />
  </>
);
const open = (path = '/en/admin/membershippackage', token = 'demo-token-admin') => {
  store.set(tokenAtom, token);
  return renderRoutes(
    [
      { path: '/admin/membershippackage', element: page },
      { path: '/en/admin/membershippackage', element: page },
    ],
    { path, catalogues: { tr, en } },
  );
};

/** Bodies of the package writes the page sent, in order. */
function recordWrites() {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/api/membershippackages') && request.method !== 'GET') {
      bodies.push({ method: request.method, body: await request.clone().json() });
    }
  });
  return bodies;
}

const table = () => screen.findByRole('table', { name: 'Membership packages' });
const codes = () =>
  within(screen.getByRole('table', { name: 'Membership packages' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
const rowOf = async (code: string) =>
  (await screen.findByRole('cell', { name: code })).closest('tr') as HTMLElement;

async function chooseFromMenu(
  user: ReturnType<typeof userEvent.setup>,
  code: string,
  name: string,
  action: string,
) {
  await user.click(
    await within(await rowOf(code)).findByRole('button', { name: `Actions for the package ${name}` }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** A package of the real server by its code, retired ones too. */
async function packageOf(code: string) {
  const api = await realServer();
  const packages = await api.run('listMembershipPackages', { includeRetired: 'true' }, { as: 'admin' });
  const found = packages.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`the real server has no package ${code}`);
  return found;
}

/**
 * The demo packages (server/src/seed/demo-data.ts), with a trial package nobody bought yet and
 * COACH-6 retired: members bought it, so deleting it takes it off sale (today, 2 March 2026).
 */
async function arrangePackages() {
  const api = await realServer();
  await api.run(
    'createMembershipPackage',
    {
      code: 'TRIAL-1',
      nameTr: 'Deneme – 1 Ay',
      nameEn: 'Trial – 1 Month',
      periodMonths: 1,
      priceUsd: '9.90',
      coachLevel: false,
    },
    { as: 'admin' },
  );
  const coach6 = await packageOf('COACH-6');
  await api.run(
    'deleteMembershipPackage',
    { membershipPackageId: coach6.membershipPackageId },
    { as: 'admin' },
  );
}

beforeEach(async () => {
  mockServer.events.removeAllListeners();
  await arrangePackages();
});

describe('membership packages page (administrators)', () => {
  it('lists every package, retired ones too, cheapest first, with both names and the state', async () => {
    open();
    await table();
    expect(codes()).toEqual(['TRIAL-1', 'COACHEE-6', 'COACH-6', 'COACHEE-12', 'COACH-12']);
    const coach = await rowOf('COACH-12');
    expect(within(coach).getByText('Koç Paketi – 12 Ay')).toBeInTheDocument();
    expect(within(coach).getByText('Coach Package – 12 Months')).toBeInTheDocument();
    expect(within(coach).getByText('12 months')).toBeInTheDocument();
    expect(within(coach).getByText('$149.00')).toBeInTheDocument();
    expect(within(coach).getByText('Coach')).toBeInTheDocument();
    expect(within(coach).getByText('On sale')).toBeInTheDocument();
    const retired = await rowOf('COACH-6');
    expect(within(retired).getByText('Retired')).toBeInTheDocument();
    expect(within(retired).getByText('since 2 March 2026')).toBeInTheDocument();
    expect(screen.getByText('On sale: 4. Retired: 1.')).toBeInTheDocument();
  });

  it('sorts by a column header, keeping the order in the address', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await table();
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(codes()).toEqual(['COACH-12', 'COACH-6', 'COACHEE-12', 'COACHEE-6', 'TRIAL-1']);
    expect(router.state.location.search).toBe('?sort=code');
    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(codes()).toEqual(['TRIAL-1', 'COACHEE-6', 'COACHEE-12', 'COACH-6', 'COACH-12']);
    await user.click(screen.getByRole('button', { name: 'State' }));
    expect(codes().at(-1)).toBe('COACH-6');
  });

  it('adds a package, the code in capitals', async () => {
    const user = userEvent.setup();
    const writes = recordWrites();
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await fill(user, within(dialog).getByLabelText(/^Code/), 'coach-24');
    await fill(user, within(dialog).getByLabelText(/Period \(months\)/), '24');
    await fill(user, within(dialog).getByLabelText(/Name in Turkish/), 'Koç Paketi – 24 Ay');
    await fill(user, within(dialog).getByLabelText(/Name in English/), 'Coach Package – 24 Months');
    await fill(user, within(dialog).getByLabelText(/Price \(USD\)/), '249.9');
    await user.click(within(dialog).getByRole('switch', { name: /Coach level/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The package is added.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        body: {
          code: 'COACH-24',
          nameTr: 'Koç Paketi – 24 Ay',
          nameEn: 'Coach Package – 24 Months',
          periodMonths: 24,
          priceUsd: '249.90',
          coachLevel: true,
        },
      },
    ]);
    expect(within(await rowOf('COACH-24')).getByText('$249.90')).toBeInTheDocument();
  });

  it('puts a taken code (4005) on the code field', async () => {
    const user = userEvent.setup();
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await fill(user, within(dialog).getByLabelText(/^Code/), 'coach-12');
    await fill(user, within(dialog).getByLabelText(/Period \(months\)/), '12');
    await fill(user, within(dialog).getByLabelText(/Name in Turkish/), 'Başka');
    await fill(user, within(dialog).getByLabelText(/Name in English/), 'Another');
    await fill(user, within(dialog).getByLabelText(/Price \(USD\)/), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const code = within(dialog).getByLabelText(/^Code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/This name has been used before\./));
    expect(code).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'New package' })).toBeInTheDocument();
  });

  it('checks the price in the browser before sending anything', async () => {
    const user = userEvent.setup();
    const writes = recordWrites();
    open();
    await table();
    await user.click(screen.getByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog', { name: 'New package' });
    await fill(user, within(dialog).getByLabelText(/Price \(USD\)/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Price \(USD\)/)).toHaveAccessibleDescription(/price/i),
    );
    expect(writes).toEqual([]);
  });

  it('edits a package, sending its id with the fields', async () => {
    const user = userEvent.setup();
    const writes = recordWrites();
    const coachPackage = await packageOf('COACH-12');
    open();
    await chooseFromMenu(user, 'COACH-12', coachPackage.nameEn, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit package' });
    const price = within(dialog).getByLabelText(/Price \(USD\)/);
    expect(price).toHaveValue('149.00');
    await user.clear(price);
    await fill(user, price, '159');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The package is saved.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'PUT',
        body: {
          code: 'COACH-12',
          nameTr: coachPackage.nameTr,
          nameEn: coachPackage.nameEn,
          periodMonths: 12,
          priceUsd: '159.00',
          coachLevel: true,
          membershipPackageId: coachPackage.membershipPackageId,
        },
      },
    ]);
    expect(within(await rowOf('COACH-12')).getByText('$159.00')).toBeInTheDocument();
  });

  it('retires a package that has orders, and says so', async () => {
    const user = userEvent.setup();
    const writes = recordWrites();
    const coachPackage = await packageOf('COACH-12');
    open();
    await chooseFromMenu(user, 'COACH-12', coachPackage.nameEn, 'Delete');
    const dialog = await screen.findByRole('alertdialog', {
      name: `Delete the package ${coachPackage.nameEn}?`,
    });
    expect(
      within(dialog).getByText(/has orders, checkouts or holders is retired instead of erased/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('The package COACH-12 is retired: it is off sale and kept for its orders.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      { method: 'DELETE', body: { membershipPackageId: coachPackage.membershipPackageId } },
    ]);
    await waitFor(async () =>
      expect(within(await rowOf('COACH-12')).getByText('Retired')).toBeInTheDocument(),
    );
  });

  it('deletes a package nothing refers to, and says so', async () => {
    const user = userEvent.setup();
    const trialPackage = await packageOf('TRIAL-1');
    open();
    await chooseFromMenu(user, 'TRIAL-1', trialPackage.nameEn, 'Delete');
    const dialog = await screen.findByRole('alertdialog', {
      name: `Delete the package ${trialPackage.nameEn}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The package TRIAL-1 is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'TRIAL-1' })).not.toBeInTheDocument());
    expect(codes()).toEqual(['COACHEE-6', 'COACH-6', 'COACHEE-12', 'COACH-12']);
  });

  it('speaks Turkish, with the names in the page language', async () => {
    const retiredPackage = await packageOf('COACH-6');
    open('/admin/membershippackage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Üyelik paketleri' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `${retiredPackage.nameTr} paketi için işlemler` }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 Mart 2026 tarihinden beri')).toBeInTheDocument();
  });
});

describe('membership packages page (salesmen)', () => {
  it('shows every package but no way to change one', async () => {
    open('/en/admin/membershippackage', 'demo-token-salesman');
    await table();
    // Known to be the salesman: the missing actions are not just the user still loading.
    await waitFor(() =>
      expect(queryClient.getQueryData([...authKeys.currentUser, 'demo-token-salesman'])).toBeDefined(),
    );
    expect(codes()).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'New package' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for the package/ })).not.toBeInTheDocument();
  });
});
