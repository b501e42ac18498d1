import { demo, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import { Api, runStamp } from '../support/programme.ts';
import { expect, test } from '../support/test.ts';

// The issue's journey "selects accounts by a filter and extends their memberships with one
// confirmation, and the audit log shows one entry per account" (ADR 0052): more accounts than a
// page, all of them taken by "select all this filter finds", extended by a package's period in one
// job; each account has its one entry in the audit log.

const members = 23;

test('an administrator extends the memberships of every account a filter finds', async ({
  page,
  request,
}, info) => {
  const admin = await Api.admin(request);
  const stamp = runStamp().replace(/[^a-z0-9]/g, '');
  const surname = `Toplu${stamp}`;
  const ids: string[] = [];
  for (let index = 0; index < members; index += 1) {
    const created = await admin.post<{ accountId: string }>('/accounts', {
      name: `Üye${index}`,
      surname,
      email: `toplu.${stamp}.${index}@example.com`,
      accountRoleType: 'User',
      passportNumber: `E2EB${stamp}${index}`.toUpperCase().slice(0, 20),
      languages: ['tr'],
      language: 'tr',
    });
    ids.push(created.accountId);
  }

  await openSignedIn(page, demo.admin, `/en/admin/account?search=${surname.toLowerCase()}`);
  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await main.getByRole('button', { name: `Select all ${members} accounts this filter finds` }).click();
  const bar = main.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByRole('status')).toHaveText(`${members} accounts selected`);
  await bar.getByRole('button', { name: 'Extend membership' }).click();

  const dialog = page.getByRole('dialog', { name: 'Extend membership' });
  // The picker is a button named by what it shows, then its label: "Choose a package Package".
  await dialog.getByRole('button', { name: /Choose a package/ }).click();
  await page.getByRole('option', { name: /COACHEE-6/ }).click();
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill(`Programme anniversary ${stamp}`);
  await dialog.getByRole('button', { name: 'Count the accounts' }).click();
  await expect(dialog.getByText(`This will change ${members} accounts.`)).toBeVisible();
  await keepScreenshot(page, `admin-bulk-confirm-en-${info.project.name}`);
  await dialog.getByRole('button', { name: `Change ${members} accounts` }).click();
  // The job, woken by the commit, works through the accounts in batches.
  await expect(dialog.getByText(`Done: ${members} accounts changed.`)).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Accounts handled' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // One entry per account in the audit log, by the administrator: each account's own shows one grant.
  for (const id of ids) {
    const entries = await admin.get<{ items: { action: string; actorAccountId: string | null }[] }>(
      `/auditlog?entityType=account&entityId=${id}&pageSize=50`,
    );
    expect(entries.items.filter((entry) => entry.action === 'orders.grant')).toHaveLength(1);
  }
  await page.goto(`/en/admin/audit?entityType=account&entityId=${ids[0]}`);
  const rows = page.getByRole('main').getByRole('row').filter({ hasText: 'Package granted' });
  await expect(rows).toHaveCount(1);
});
