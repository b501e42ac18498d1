// Pass 3: the build's own check of what it wrote. Each pre-rendered page is opened from the real
// server as a visitor gets it, with the API answering, and must be adopted by React as it is: no
// error in the console, the served heading still the one on screen, every attribute what React
// rendered, and no file fetched twice (a preload hint that does not match the later request is
// downloaded twice). A visitor in dark mode and a signed-in visitor are checked on a few pages:
// their first render must match the same HTML.
import type { Browser } from '@playwright/test';
import { type VisitOptions, visitHydrated } from './hydrated-visit.ts';
import { reactAttributeDifferences } from './react-attributes.ts';

export interface Check {
  readonly path: string;
  readonly as: string;
  readonly options: VisitOptions;
}

export async function verifyPage(browser: Browser, baseUrl: string, check: Check): Promise<string[]> {
  const visit = await visitHydrated(browser, new URL(check.path, baseUrl).href, check.options);
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
