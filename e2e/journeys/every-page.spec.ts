import { type AxeFinding, axeViolations, describeViolations } from '../support/accessibility.ts';
import { describeOverflow, fits, measureOverflow, type Overflow } from '../support/fits-screen.ts';
import { demo } from '../support/fixtures.ts';
import { type PageVisit, pageVisits, type Visitor } from '../support/page-catalogue.ts';
import {
  keepFindings,
  keepPageScreenshot,
  type Mode,
  resize,
  settled,
  showTheme,
  startInLightTheme,
} from '../support/page-checks.ts';
import { demoCoachee, type RealValues, realValues } from '../support/real-values.ts';
import { keepingScreenshots } from '../support/screenshots.ts';
import { servers } from '../support/servers.ts';
import { test as base, expect, type Page } from '../support/test.ts';

// Every page of the catalogue (`pagesByArea`), in Turkish and English, as the person it is for
// (support/page-catalogue.ts), checked the same way (issue 10):
// - axe-core finds no WCAG 2.1 A/AA violation in the light theme at 1440 px and in the dark theme
//   at 320 px: both themes and both layouts (header, menus and tables differ) in two runs of axe,
//   which costs about a second each (docs/adr/0027);
// - at 320 px the page does not scroll sideways;
// - with SCREENSHOTS=1, full-page screenshots at 320, 390, 1024 and 1440 px in
//   e2e/artifacts/screenshots/pages/.
// One load per page, in a tab kept per person: the widths and the dark theme are applied to the
// loaded page. The sweep has its own platform instance (servers.sweep), seeded like main: the
// journeys move main's clock and data meanwhile, on another worker.

const screenshotWidths = [320, 390, 1024, 1440] as const;
const phone = 320;
const desktop = 1440;
const { url: sweepUrl } = servers.sweep;

const who: Record<Exclude<Visitor, 'visitor'>, { email: string; password: string }> = {
  member: demo.member,
  admin: demo.admin,
  coachee: demoCoachee,
};

const test = base.extend<object, { values: RealValues; pageOf: (visitor: Visitor) => Promise<Page> }>({
  values: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: sweepUrl });
      await use(await realValues(api));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  /**
   * One browser tab per person and worker, signed in once (runtime contract: the bare token under
   * `coach.token`), kept from page to page: its cache is warm after the first page, which halves
   * the time of each load. The token is checked before each page (a journey may move the clock).
   */
  pageOf: [
    async ({ browser, playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: sweepUrl });
      const open = new Map<Visitor, { page: Page; token: string | null }>();
      const stillValid = async (token: string | null) =>
        token === null ||
        (await api.get('/api/auth/userinfo', { headers: { authorization: `Bearer ${token}` } })).ok();
      await use(async (visitor) => {
        const kept = open.get(visitor);
        if (kept && (await stillValid(kept.token))) return kept.page;
        await kept?.page.context().close();
        let token: string | null = null;
        if (visitor !== 'visitor') {
          const response = await api.post('/api/auth/login', { data: who[visitor] });
          expect(response.ok(), `${who[visitor].email} signs in`).toBe(true);
          token = (await response.json()).data.token as string;
        }
        const context = await browser.newContext({
          baseURL: sweepUrl,
          locale: workerInfo.project.use.locale,
          viewport: { width: phone, height: 640 },
        });
        if (token) await context.addInitScript((value) => localStorage.setItem('coach.token', value), token);
        const page = await context.newPage();
        open.set(visitor, { page, token });
        return page;
      });
      for (const { page } of open.values()) await page.context().close();
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

interface Findings {
  readonly address: string;
  readonly overflowAt320: Overflow;
  readonly axe: Record<string, AxeFinding[]>;
}

const describeVisit = (visit: PageVisit) =>
  `${visit.lang} ${visit.area} ${visit.page}${visit.variant ? ` (${visit.variant})` : ''} as ${visit.as}`;

for (const visit of pageVisits()) {
  test(describeVisit(visit), async ({ values, pageOf }) => {
    const address = visit.address(values);
    const page = await pageOf(visit.as);
    await startInLightTheme(page.context(), page, sweepUrl);
    await resize(page, phone);
    await page.goto(address);
    await settled(page, address);

    const problems: string[] = [];
    const axe: Record<string, AxeFinding[]> = {};
    const runAxe = async (mode: Mode, width: number) => {
      const found = await axeViolations(page);
      axe[`${mode}-${width}`] = found;
      if (found.length > 0) {
        problems.push(
          `axe, ${mode} theme, ${width} px: ${found.length} violations\n${describeViolations(found)}`,
        );
      }
    };

    const overflowAt320 = await measureOverflow(page);
    if (!fits(overflowAt320)) problems.push(`${phone} px:\n${describeOverflow(overflowAt320)}`);
    // The screenshots only when asked (SCREENSHOTS=1): four layouts of the whole page cost time.
    if (keepingScreenshots) {
      for (const width of screenshotWidths) {
        await resize(page, width);
        await keepPageScreenshot(page, visit.name, width);
      }
    }
    await resize(page, desktop);
    await runAxe('light', desktop);

    const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await resize(page, phone);
    const dark = await showTheme(page, 'dark');
    expect(dark, 'the dark theme changes the page (else its check would repeat the light one)').not.toBe(
      light,
    );
    await runAxe('dark', phone);

    keepFindings(visit.name, { address, overflowAt320, axe } satisfies Findings);
    expect(problems.length, `${describeVisit(visit)}, ${address}:\n${problems.join('\n')}\n`).toBe(0);
  });
}
