import { demo, signIn } from '../support/fixtures.ts';
import { servers } from '../support/servers.ts';
import { expect, test } from '../support/test.ts';

// The shell reads each remote's manifest URL from runtime configuration: here a second platform
// instance loads admin-app from another origin, with no rebuild of the shell.
test.use({ baseURL: servers.split.url });

test('admin-app deployed on its own origin is federated at run time', async ({ page }) => {
  const fromRemoteOrigin: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(servers.adminRemote.url) && response.ok())
      fromRemoteOrigin.push(response.url());
  });
  await signIn(page, 'en', demo.admin);
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
  await expect(page.getByRole('main').getByText(demo.admin.fullName).first()).toBeVisible();
  expect(fromRemoteOrigin.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromRemoteOrigin.some((url) => url.endsWith('.js'))).toBe(true);

  // The public pages of the same instance still come from its own origin.
  const config = await page.evaluate(() => document.getElementById('runtime-config')?.textContent ?? '');
  expect(JSON.parse(config).remotes.admin_app).toBe(`${servers.adminRemote.url}/mf-manifest.json`);
});
