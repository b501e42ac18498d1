import { defineConfig } from '@playwright/test';
import { localOidcServerEnv } from './support/local-oidc.ts';
import { servers } from './support/servers.ts';

// Playwright's own browser download cannot work on these machines: the journeys drive Debian's
// Chromium (STACK-NOTES.md). The flags keep it from calling home, which the closed network refuses.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts/results',
  // After every journey, the ledger's promise on the main instance's database (PostgreSQL only).
  globalTeardown: './support/verify-ledger.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: './artifacts/report' }]]
    : 'list',
  use: {
    baseURL: servers.main.url,
    locale: 'tr-TR',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 860 } } },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: [
    // The OpenID provider first: the platform instances name it as their generic provider.
    {
      command: `npm run serve:oidc --silent`,
      url: `${servers.oidc.url}/.well-known/openid-configuration`,
      env: localOidcServerEnv,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npm run serve:main --silent`,
      url: `${servers.main.url}/api/health/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npm run serve:remote --silent`,
      url: `${servers.adminRemote.url}/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npm run serve:split --silent`,
      url: `${servers.split.url}/api/health/ready`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
