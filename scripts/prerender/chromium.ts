// Debian's Chromium, as the journeys and the bench use it (docs/stack-notes.md §3: Playwright's own
// browser download cannot work on these machines). The flags are e2e/support/chromium.ts's: that
// workspace's files are outside this TypeScript project, so they stand here again.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const hasChromium = (): boolean => existsSync(chromiumPath);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
