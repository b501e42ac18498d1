import { demo, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

// An administrator reads how the programme is doing (issue 31): the open requests and projects on
// the dashboard, then the reports page, where each chart comes with its numbers in a table. Once,
// in Turkish: the English page and the figures are the page's component test
// (reports-page.test.tsx) and the server's (src/reports/programme-reports.test.ts); the page in both
// languages, both themes and on a phone is the page sweep's (every-page.spec.ts).

const charts = [
  'Aya göre kayıtlar ve ne kadar ilerledikleri',
  'Aya göre talepten eşleşmeye geçen süre',
  'Aya göre belge inceleme süresi',
  'Aya ve son duruma göre kapanan projeler',
  'Aya ve pakete göre aktif üyeler',
  'Aya ve pakete göre gelir (USD)',
  'Aya göre verilen ve harcanan puanlar',
] as const;

test('an administrator sees the open work on the dashboard and each report’s chart with its table', async ({
  page,
}) => {
  await openSignedIn(page, demo.admin, '/admin/dashboard');
  const figures = page.getByRole('region', { name: 'Program rakamları' });
  // The journeys running beside this one open and match requests: the figures are numbers, whatever they are.
  await expect(figures.getByText('Açık talepler')).toBeVisible();
  await expect(figures.getByText('Açık projeler')).toBeVisible();

  await page.getByRole('navigation').getByRole('link', { name: 'Raporlar' }).first().click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Program raporları', level: 1 })).toBeVisible();
  for (const name of charts) {
    await expect(main.getByRole('img', { name })).toBeVisible();
    const table = main.getByRole('table', { name });
    await expect(table).toBeVisible();
    // A row a month of the last twelve, each with its month's name.
    await expect(table.locator('tbody tr')).toHaveCount(12);
  }
  await keepScreenshot(page, 'programme-reports');
});
