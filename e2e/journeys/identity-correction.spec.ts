import { axeViolations, describeViolations } from '../support/accessibility.ts';
import { demo, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import { latestMail } from '../support/mail.ts';
import { Api, runStamp } from '../support/programme.ts';
import { expect, test } from '../support/test.ts';

// ADR 0032: an administrator finds a member whose passport number was mistyped at registration.
// The edit form shows it without a field; "Correct passport number" opens a dialog that asks for
// the number and a reason, by keyboard alone; the member reads the correction in a mail in their
// own language (Turkish here, the administrator works in English).

test('an administrator corrects a mistyped passport number with a reason; the member is told', async ({
  page,
  request,
}, info) => {
  const stamp = runStamp().toUpperCase();
  const typed = `T${stamp}`.slice(0, 20);
  const right = `R${stamp}`.slice(0, 20);
  const email = `identity.${stamp.toLowerCase()}@example.com`;
  const admin = await Api.admin(request);
  await admin.post('/accounts', {
    name: 'Lena',
    surname: 'Fischer',
    email,
    accountRoleType: 'User',
    passportNumber: typed,
    languages: ['en'],
    language: 'tr',
  });

  await openSignedIn(page, demo.admin, `/en/admin/account?search=${encodeURIComponent(email)}`);
  const main = page.getByRole('main');
  const row = main.getByRole('row').filter({ hasText: 'Lena Fischer' });
  await row.getByRole('button', { name: 'Actions for Lena Fischer' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the account of Lena Fischer' });
  await expect(edit.getByText(typed, { exact: true })).toBeVisible();
  await expect(edit.getByRole('textbox', { name: /passport/i })).toHaveCount(0);

  // By keyboard: the action, the number, the reason, the button.
  await edit.getByRole('button', { name: 'Correct passport number' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Correct the passport number' });
  await expect(dialog).toBeVisible();
  const number = dialog.getByRole('textbox', { name: /^New passport number/ });
  await number.focus();
  await page.keyboard.type(typed);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Two letters swapped at registration');
  await dialog.getByRole('button', { name: 'Correct the number' }).press('Enter');
  // The same number changes nothing: said as the server says it.
  await expect(
    dialog.getByText('The number given is the one the account already has; there is nothing to correct.'),
  ).toBeVisible();
  const findings = await axeViolations(page);
  expect(findings, describeViolations(findings)).toEqual([]);
  await keepScreenshot(page, `admin-identity-correction-${info.project.name}`);

  await number.fill(right.toLowerCase());
  await dialog.getByRole('button', { name: 'Correct the number' }).press('Enter');
  await expect(page.getByText('The number was corrected and Lena Fischer was told by mail.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(edit.getByText(right, { exact: true })).toBeVisible();

  const mail = await latestMail(request, 'identityCorrected', email);
  expect(mail?.subject).toBe('Kimlik bilgileriniz düzeltildi');
  expect(mail?.text).toContain(`Numara artık ${right.slice(-4)} ile bitiyor.`);
  expect(mail?.text).toContain('Two letters swapped at registration');
  expect(mail?.text).not.toContain(right);
});
