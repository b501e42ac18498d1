// Playwright's own browser download cannot work on these machines: the journeys drive Debian's
// Chromium (docs/stack-notes.md §3). The flags keep it from calling home, which the closed network refuses.
// The journeys (playwright.config.ts) and the Lighthouse check (support/lighthouse.ts) share them.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
