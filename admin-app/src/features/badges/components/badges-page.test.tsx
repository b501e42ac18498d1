import { store, Toaster, tokenAtom } from '@coach/kit';
import { fill } from '@coach/kit/test/fill.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { BadgesPage } from './badges-page.tsx';

const page = (
  <>
    <BadgesPage />
    <Toaster />
  </>
);
const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/badge', element: page },
      { path: '/en/admin/badge', element: page },
    ],
    { path, catalogues: { tr, en } },
  );

/** Bodies of the badge writes the page sent, in order. */
function recordWrites() {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/api/accountbadges') && request.method !== 'GET') {
      bodies.push({ method: request.method, body: await request.clone().json() });
    }
  });
  return bodies;
}

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
  mockServer.events.removeAllListeners();
});

/** The id the real server gave the seeded badge with this English name. */
async function badgeIdOf(nameEn: string): Promise<string> {
  const api = await realServer();
  const { items } = await api.run('listBadges', { search: nameEn }, { as: 'admin' });
  const badge = items.find((candidate) => candidate.nameEn === nameEn);
  if (!badge) throw new Error(`the demo data has no badge ${nameEn}`);
  return badge.accountBadgeId;
}

/** Adding waits for every badge to be known (a new range starts right above the highest). */
async function clickAdd(user: ReturnType<typeof userEvent.setup>) {
  const add = await screen.findByRole('button', { name: 'Add a badge' });
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
}

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('badges page', () => {
  it('lists the badges with both names and their score ranges', async () => {
    open('/en/admin/badge');
    const table = await screen.findByRole('table', { name: 'Badges' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    const gold = await rowOf('Gold');
    expect(within(gold).getByText('Altın')).toBeInTheDocument();
    expect(within(gold).getByText('30 – 99')).toBeInTheDocument();
    expect(await screen.findByText('4 badges cover the scores -100,000 to 100,000.')).toBeInTheDocument();
  });

  it('adds a badge starting right above the highest one', async () => {
    const user = userEvent.setup();
    const writes = recordWrites();
    open('/en/admin/badge');
    await screen.findByRole('table', { name: 'Badges' });
    await clickAdd(user);
    const dialog = await screen.findByRole('dialog', { name: 'Add a badge' });
    expect(within(dialog).getByLabelText(/Lowest score/)).toHaveValue(100001);
    await fill(user, within(dialog).getByLabelText(/Name in Turkish/), 'Elmas');
    await fill(user, within(dialog).getByLabelText(/Name in English/), 'Diamond');
    await fill(user, within(dialog).getByLabelText(/Highest score/), '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The badge is added.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        body: {
          nameTr: 'Elmas',
          nameEn: 'Diamond',
          descriptionTr: '',
          descriptionEn: '',
          lower: 100001,
          upper: 200000,
          adjustNeighbours: false,
        },
      },
    ]);
    expect(await screen.findByRole('cell', { name: 'Diamond' })).toBeInTheDocument();
  });

  it('checks in the browser that the lower limit is not above the upper one', async () => {
    const user = userEvent.setup();
    const writes = recordWrites();
    open('/en/admin/badge');
    await clickAdd(user);
    const dialog = await screen.findByRole('dialog', { name: 'Add a badge' });
    await fill(user, within(dialog).getByLabelText(/Name in Turkish/), 'Ters');
    await fill(user, within(dialog).getByLabelText(/Name in English/), 'Upside down');
    await fill(user, within(dialog).getByLabelText(/Highest score/), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The lower limit cannot be above the upper limit.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('shows an overlap the server refuses (4044) badge by badge, with the way out', async () => {
    const user = userEvent.setup();
    open('/en/admin/badge');
    await user.click(
      await within(await rowOf('Silver')).findByRole('button', { name: 'Actions for the badge Silver' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit badge' });
    const upper = within(dialog).getByLabelText(/Highest score/);
    await user.clear(upper);
    await fill(user, upper, '34');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Badge score ranges must not overlap or leave gaps.');
    // The server names both badges by their ids (only a badge being added has none, and is
    // called “this badge”).
    expect(alert).toHaveTextContent('Silver and Gold both hold the scores 30 – 34.');
    expect(alert).toHaveTextContent('turn on “Move the neighbouring badges to fit”');
  });

  it('puts a taken name (4005) next to its field', async () => {
    const user = userEvent.setup();
    open('/en/admin/badge');
    await clickAdd(user);
    const dialog = await screen.findByRole('dialog', { name: 'Add a badge' });
    await fill(user, within(dialog).getByLabelText(/Name in Turkish/), 'Yeni');
    await fill(user, within(dialog).getByLabelText(/Name in English/), 'Gold');
    await fill(user, within(dialog).getByLabelText(/Highest score/), '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const field = within(dialog).getByLabelText(/Name in English/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('This name has been used before.'));
  });

  it('deletes a badge in the middle only after choosing who takes its scores', async () => {
    const user = userEvent.setup();
    const silver = await badgeIdOf('Silver');
    const writes = recordWrites();
    open('/en/admin/badge');
    await user.click(
      await within(await rowOf('Silver')).findByRole('button', { name: 'Actions for the badge Silver' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the badge Silver?' });
    expect(
      within(dialog).getByText(/Members with a score from 10 to 29 hold this badge/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Gold (the badge above)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The badge Silver is deleted.')).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'DELETE',
        body: { accountBadgeId: silver, giveRangeTo: 'above' },
      },
    ]);
  });

  it('deletes the highest badge without asking where its scores go', async () => {
    const user = userEvent.setup();
    const platinum = await badgeIdOf('Platinum');
    const writes = recordWrites();
    open('/en/admin/badge');
    await user.click(
      await within(await rowOf('Platinum')).findByRole('button', { name: 'Actions for the badge Platinum' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the badge Platinum?' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toEqual([{ method: 'DELETE', body: { accountBadgeId: platinum } }]));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Platinum' })).not.toBeInTheDocument());
  });

  it('speaks Turkish, names in the page language', async () => {
    open('/admin/badge');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rozetler' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Altın rozeti için işlemler' })).toBeInTheDocument();
  });
});
