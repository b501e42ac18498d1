import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium.ts';
import { servers } from './support/servers.ts';
import { journeysServers } from './support/web-servers.ts';

/**
 * The journeys of the coaching programme itself, on the split instance (servers.ts): they move the
 * server's clock, run the matching of everyone waiting or change the minimum score to coach, so
 * they must not share a server with the other journeys; and journeys whose people are their own
 * (made through the API), to even out the two lines' lengths.
 */
const programmeJourneys = [
  'projects-and-points',
  'session-log-and-coaching-log',
  'coach-request-refused',
  'remote-origin',
  'account-and-proof',
  'membership-renewal',
  'own-data-and-deletion',
  'identity-correction',
  'excel-import',
  'sessions-in-the-calendar',
].map((name) => new RegExp(`/${name}\\.spec\\.ts$`));

const desktop = { width: 1280, height: 860 };

export default defineConfig({
  testDir: './journeys',
  outputDir: './artifacts/results',
  // After every journey, the ledger's promise on the databases of main and split (PostgreSQL only).
  globalTeardown: './support/verify-ledger.ts',
  // Hang guards, not budgets: a journey waits for states (a heading, a row, a URL), and on a
  // machine busy with other work they come many times later than on a quiet one. Only a failing
  // journey waits this long; speed is measured by `npm run bench -- lighthouse`.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Four at once: the page sweep's two workers, and one worker for each line of journeys, each
  // line on its own instance.
  workers: 4,
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
  // No project depends on another: Playwright runs projects in phases by their dependencies, and a
  // phase starts once the one before it has ended. The three run side by side, each on its own
  // platform instance.
  projects: [
    // Every page of the catalogue: axe in light and dark, the 320 px fit, screenshots at four widths
    // (journeys/every-page.spec.ts sets the widths itself). It has its own instance
    // (servers.sweep), seeded like main, so it reads the demo programme as seeded while the
    // journeys move their instances' clocks and data. Its pages only read, so two workers share
    // them: the server answers one while the browser draws the other.
    {
      name: 'every-page',
      testMatch: /every-page\.spec\.ts$/,
      fullyParallel: true,
      workers: 2,
      use: { baseURL: servers.sweep.url, viewport: { width: 320, height: 640 } },
    },
    // The journeys share their instance, its clock and its demo programme: one at a time in each
    // line. A journey about the phone's layout says so itself (`test.use(phone)`, support/phone.ts):
    // a phone project walked every goal a second time (ADR 0029, addendum of 2026-12-01).
    {
      name: 'journeys',
      workers: 1,
      use: { viewport: desktop },
      testIgnore: [/every-page\.spec\.ts$/, ...programmeJourneys],
    },
    {
      name: 'programme',
      workers: 1,
      testMatch: programmeJourneys,
      use: { baseURL: servers.split.url, viewport: desktop },
    },
  ],
  webServer: journeysServers,
});
