// The journeys (playwright.config.ts, speed/playwright.config.ts) and the Lighthouse check
// (support/lighthouse.ts) start Debian's Chromium as the pre-rendering does: one definition, in
// scripts/chromium.ts, which says why each flag is there.
export { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts';
