import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { localOidcServerEnv } from './support/local-oidc.ts';
import { servers } from './support/servers.ts';

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
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // Every page of the catalogue: axe in light and dark, the 320 px fit, screenshots at four widths
    // (journeys/every-page.spec.ts sets the widths itself). A trace of every step of 88 pages costs
    // seconds a page; a failure here explains itself, so only a retry (CI) records one. It runs
    // first (one worker takes the projects in this order), while the demo programme is as seeded:
    // the journeys move the server's clock by weeks, and a scheduled job that ticks meanwhile
    // completes the demo project whose waiting closing request its pages show (real-values.ts).
    {
      name: 'every-page',
      testMatch: /every-page\.spec\.ts$/,
      use: { viewport: { width: 320, height: 640 }, trace: 'on-first-retry' },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 860 } }, testIgnore: /every-page\.spec\.ts$/ },
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
    // Lighthouse and time to content measure the CPU's speed: they run last, alone, one at a time
    // (a journey beside them on two cores would double the blocking time they report). No retry:
    // each figure is already a median of several runs (docs/adr/0027).
    // No trace either: Playwright's trace snapshots the page's DOM around every action and streams
    // screenshots of it, in the page, on its throttled CPU (the same build's sign-in read 3.46 s
    // with it, 2.01 s without; ADR 0027).
    {
      name: 'speed',
      testDir: './speed',
      dependencies: ['desktop', 'phone', 'every-page'],
      workers: 1,
      retries: 0,
      use: { trace: 'off' },
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
