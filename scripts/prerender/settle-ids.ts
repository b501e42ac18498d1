// Pass 2: the snapshot of pass 1 was drawn by a client render, whose `useId` ids (`_r_5_`) are not
// the ones React makes when it hydrates (`_R_…_`, from the position in the tree). React does not
// compare attributes while hydrating in production, so the page would keep ids its own later
// renders never use: a label's `for`, an `aria-controls`. Here the snapshot is served, hydrated,
// and the ids React chose are written into it. Any other difference is a real mismatch and fails.
import type { BrowserContext } from '@playwright/test';
import { visitHydrated } from './hydrated-visit.ts';
import { rootHtml } from './page-watch.ts';
import { isOnlyGeneratedIds, reactAttributeDifferences } from './react-attributes.ts';

export interface SettledPage {
  readonly rootHtml: string;
  /** How many attributes took React's generated id. */
  readonly settledIds: number;
}

export async function settleIds(context: BrowserContext, url: string): Promise<SettledPage> {
  const visit = await visitHydrated(context, url, { holdApi: true });
  try {
    const differences = await visit.page.evaluate(reactAttributeDifferences, true);
    const mismatches = differences.filter((difference) => !isOnlyGeneratedIds(difference));
    const problems = [
      ...visit.failures,
      ...visit.watch.problems,
      ...mismatches.map(
        ({ element, attribute, html, react }) => `${element} ${attribute}: HTML "${html}", React "${react}"`,
      ),
    ];
    if (problems.length > 0) throw new Error(`${url} does not hydrate:\n  ${problems.join('\n  ')}`);
    return { rootHtml: await rootHtml(visit.page), settledIds: differences.length };
  } finally {
    await visit.close();
  }
}
