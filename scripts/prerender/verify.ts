// Pass 3: the build's own check of what it wrote. Each pre-rendered page is opened from the real
// server as a visitor gets it, with the API answering, and must be adopted by React as it is: no
// error in the console, the served heading still the one on screen, every attribute what React
// rendered, and no file fetched twice (a preload hint that does not match the later request is
// downloaded twice). A visitor in dark mode and a signed-in visitor are checked on a few pages:
// their first render must match the same HTML.
import type { Browser, BrowserContext } from '@playwright/test';
import { type VisitOptions, visitHydrated } from './hydrated-visit.ts';
import { reactAttributeDifferences } from './react-attributes.ts';

export interface Check {
  readonly path: string;
  readonly as: string;
  readonly options: VisitOptions;
}

/**
 * Visits `check.path` in a new context of `where` (a first visit, with the check's options), or in
 * a page of a given context (made with the options it needs; the check's are then not applied).
 */
export async function verifyPage(
  where: Browser | BrowserContext,
  baseUrl: string,
  check: Check,
): Promise<string[]> {
  const visit = await visitHydrated(where, new URL(check.path, baseUrl).href, check.options);
  try {
    const differences = await visit.page.evaluate(reactAttributeDifferences, false);
    const twice = [...visit.watch.fetches].filter(([, count]) => count > 1).map(([url]) => url);
    const problems = [
      ...visit.failures,
      ...visit.watch.problems,
      ...differences.map(
        ({ element, attribute, html, react }) => `${element} ${attribute}: HTML "${html}", React "${react}"`,
      ),
      ...twice.map((url) => `fetched twice: ${url}`),
    ];
    return problems.map((problem) => `${check.path} (${check.as}): ${problem}`);
  } finally {
    await visit.close();
  }
}
