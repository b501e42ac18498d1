import { demo, openSignedIn } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

// A coaching log an assessor can verify (issue 32, ADR 0054): the demo coach publishes her log on
// the coaching-log page; a signed-out visitor opens the link and sees it verified by the platform;
// she withdraws it (asked first) and the link answers 410 and says so. That one changed byte of the
// PDF or its data fails the check is the fast tier's and the HTTP test's to show
// (adapters/src/use-cases/coaching-log-publications.test.ts, server/src/routes/…).

/** A demo coach with hours in her log: Elif coached Burak to a completed project. */
const demoCoach = { email: 'elif@example.com', password: demo.member.password };

test('a coach publishes her log, a visitor sees it verified, she withdraws it and the link is gone', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, demoCoach, '/en/user/coaching-log');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const list = page.getByRole('list', { name: 'Your published logs' });
  const newest = list.getByRole('listitem').first();
  const link = newest.getByRole('link');
  await expect(link).toHaveAttribute('href', /\/en\/coaching-log\/[A-Za-z0-9_-]{43}$/);
  const path = new URL((await link.getAttribute('href')) as string).pathname;

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(path);
  await expect(visit.getByRole('heading', { name: /^Verified — signed by the platform on / })).toBeVisible();

  await newest.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(newest).toContainText('withdrawn');

  const gone = await visit.goto(path);
  expect(gone?.status()).toBe(410);
  await expect(visit.getByRole('heading', { name: 'This coaching log was withdrawn' })).toBeVisible();
  await visitor.close();
});
