import { writeFileSync } from 'node:fs';
import { test } from '@playwright/test';
import { clockFileOf } from './clock-file.ts';
import { servers } from './servers.ts';

const dayMs = 86_400_000;

/** The instance the running journey's project points at (playwright.config.ts, its `baseURL`). */
function instanceOfThisJourney() {
  const { baseURL } = test.info().project.use;
  const instance = (['main', 'split', 'sweep'] as const).find((name) => servers[name].url === baseURL);
  if (!instance) throw new Error(`no platform instance answers at ${baseURL}`);
  return instance;
}

/**
 * Moves the clock of the journey's instance to `days` after the real time (the server re-reads the
 * file within 200 ms). Sessions idle out when time jumps, so sign in again afterwards.
 */
export async function setClockAhead(days: number): Promise<void> {
  writeFileSync(clockFileOf(instanceOfThisJourney()), String(Math.round(days * dayMs)));
  await new Promise((resolve) => setTimeout(resolve, 400));
}

/** Back to the real time (every journey that moves the clock ends with this). */
export async function resetClock(): Promise<void> {
  await setClockAhead(0);
}
