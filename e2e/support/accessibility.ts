import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// axe-core on a page as it stands, limited to WCAG 2.1 levels A and AA (the product's promise),
// its findings written out so that a failing run says what to fix without opening a trace.

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly nodes: readonly { readonly target: string; readonly html: string; readonly summary: string }[];
}

/** The WCAG 2.1 A/AA violations on the page now (axe runs in the page; nothing is downloaded). */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  // Legacy mode runs axe.run() in the page itself. The default runs each frame apart and then
  // joins the results in a new blank page: a page and a second copy of axe per run, for frames the
  // platform does not have (it embeds no iframes), which doubled the time of each check.
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode().analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      // Class names are hashed (vanilla-extract): the element's opening tag says more.
      html: node.html.replace(/\s+/g, ' ').slice(0, 120),
      // "Fix any of the following:\n  Element has insufficient color contrast of 3.1 …": the first reason.
      summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim(),
    })),
  }));
}

/** One line per rule and up to five elements each: what a person reads in the test report. */
export function describeViolations(findings: readonly AxeFinding[]): string {
  return findings
    .map((finding) => {
      const shown = finding.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target} ${node.html}\n        ${node.summary}`);
      const more = finding.nodes.length > 5 ? [`      … and ${finding.nodes.length - 5} more`] : [];
      return [`  - ${finding.rule} (${finding.impact}): ${finding.help}`, ...shown, ...more].join('\n');
    })
    .join('\n');
}
