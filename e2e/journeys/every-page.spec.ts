import { type AxeFinding, axeViolations, describeViolations } from '../support/accessibility.ts';
import { describeOverflow, fits, measureOverflow, type Overflow } from '../support/fits-screen.ts';
import { demo, type Lang } from '../support/fixtures.ts';
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
// - axe-core finds no WCAG 2.1 A/AA violation in the light theme at 1440 px (the Turkish page) and
//   in the dark theme at 320 px (the English page): both themes and both layouts (header, menus
//   and tables differ) of every page, in one run of axe per visit. The two languages' pages are
//   built of the same components and differ in their words; a theme's colours do not depend on
//   them, so running both themes in both languages ran each check twice (docs/adr/0029, addendum
//   of 2026-12-01);
// - at 320 px the page does not scroll sideways, in both languages (the words' lengths differ);
// - its title names the site in the page's language;
// - with SCREENSHOTS=1, full-page screenshots at 320, 390, 1024 and 1440 px in
//   e2e/artifacts/screenshots/pages/.
// One load per page, in a tab kept per person: the widths and the dark theme are applied to the
// loaded page. The sweep has its own platform instance (servers.sweep), seeded like main: the
// journeys move main's clock and data meanwhile, on another worker.

const screenshotWidths = [320, 390, 1024, 1440] as const;
const phone = 320;
const desktop = 1440;

/** What axe checks on a visit, by the page's language: together, both themes and both layouts. */
const axeRun: Record<Lang, { mode: Mode; width: number }> = {
  tr: { mode: 'light', width: desktop },
  en: { mode: 'dark', width: phone },
};

/** The site's name, which every page's title carries (shells/host's lang-root.tsx). */
const siteName: Record<Lang, string> = { tr: 'Koçluk Saatleri', en: 'Coaching Hours' };
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
    const title = await page.title();
    if (!title.includes(siteName[visit.lang])) {
      problems.push(`the title "${title}" does not name the site in ${visit.lang}`);
    }
    // The screenshots only when asked (SCREENSHOTS=1): four layouts of the whole page cost time.
    if (keepingScreenshots) {
      for (const width of screenshotWidths) {
        await resize(page, width);
        await keepPageScreenshot(page, visit.name, width);
      }
    }
    const { mode, width } = axeRun[visit.lang];
    await resize(page, width);
    if (mode === 'dark') {
      const light = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const dark = await showTheme(page, 'dark');
      expect(dark, 'the dark theme changes the page (else its check would repeat the light one)').not.toBe(
        light,
      );
    }
    await runAxe(mode, width);

    keepFindings(visit.name, { address, overflowAt320, axe } satisfies Findings);
    expect(problems.length, `${describeVisit(visit)}, ${address}:\n${problems.join('\n')}\n`).toBe(0);
  });
}
