// Debian's Chromium, started as the journeys and the bench start it (scripts/chromium.ts).
import { existsSync } from 'node:fs';
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export { chromiumPath };

export const hasChromium = (): boolean => existsSync(chromiumPath);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
