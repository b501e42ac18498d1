import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { servers } from '../support/servers.ts';
import { mainServer, oidcServer } from '../support/web-servers.ts';

// The speed benchmark (`npm run bench -- lighthouse`): Lighthouse's mobile budget and the time to
// content on Fast 3G, against the production build that the main instance serves. Not part of
// `npm test`: these measure the machine's speed as much as the pages', so they print figures and
// fail on a missed budget as a benchmark, alone on the CPU, never beside the tests (ADR 0027).
// One worker, no retry (each figure is already a median of several runs), and no trace: Playwright's
// trace snapshots the page's DOM around every action, in the page, on its throttled CPU (the same
// build's sign-in read 3.46 s with it, 2.01 s without).
export default defineConfig({
  testDir: '.',
  testMatch: /\.spec\.ts$/,
  outputDir: '../artifacts/speed-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: servers.main.url,
    locale: 'tr-TR',
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  // Named, as the reports print the project's name beside their figures.
  projects: [{ name: 'speed' }],
  webServer: [oidcServer, mainServer],
});
