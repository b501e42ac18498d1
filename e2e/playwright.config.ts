import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { servers } from './support/servers.ts';
import { mainServer, oidcServer, remoteServer, splitServer, sweepServer } from './support/web-servers.ts';

export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts/results',
  // After every journey, the ledger's promise on the main instance's database (PostgreSQL only).
  globalTeardown: './support/verify-ledger.ts',
  // Hang guards, not budgets: a journey waits for states (a heading, a row, a URL), and on a
  // machine busy with other work they come many times later than on a quiet one. Only a failing
  // journey waits this long; speed is measured by `npm run bench -- lighthouse`.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Three at once: the page sweep's two workers beside the journeys' one, each on its own instance.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never', outputFolder: './artifacts/report' }],
        // Each test's worker, start and duration: scripts/cpu-by-test.ts charges it its processor time.
        ['json', { outputFile: './artifacts/results.json' }],
      ]
    : 'list',
  use: {
    baseURL: servers.main.url,
    locale: 'tr-TR',
    screenshot: 'only-on-failure',
    // Only a retry records a trace (CI retries once). Recording one on every journey, to keep it on
    // a failure, doubled the browser's CPU: a screenshot of each frame and a DOM snapshot of each
    // action (ADR 0029, addendum of 2026-11-30: less of the journeys' CPU).
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // Every page of the catalogue: axe in light and dark, the 320 px fit, screenshots at four widths
    // (journeys/every-page.spec.ts sets the widths itself). It has its
    // own instance (servers.sweep), seeded like main, so it reads the demo programme as seeded while
    // the journeys move main's clock and data: the two run side by side (they ran one after the
    // other: about 100 s of the stage). Neither may depend on a project: Playwright runs projects
    // in phases by their dependencies, and a phase starts once the one before it has ended. Its
    // pages only read, so two workers share them: the server answers one while the browser draws
    // the other.
    {
      name: 'every-page',
      testMatch: /every-page\.spec\.ts$/,
      fullyParallel: true,
      workers: 2,
      use: { baseURL: servers.sweep.url, viewport: { width: 320, height: 640 } },
    },
    // The journeys share one server, its clock and its demo programme: one at a time, desktop then
    // phone (the dependency orders them; a project waits for the one before it to pass).
    {
      name: 'desktop',
      workers: 1,
      use: { viewport: { width: 1280, height: 860 } },
      testIgnore: /every-page\.spec\.ts$/,
    },
    {
      name: 'phone',
      workers: 1,
      dependencies: ['desktop'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: [oidcServer, mainServer, sweepServer, remoteServer, splitServer],
});
