import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dayMs = 86_400_000;

/** The file through which an instance's clock is moved (TEST_CLOCK_FILE; never in production). */
export function clockFileOf(instance: 'main' | 'split' | 'sweep'): string {
  return join(import.meta.dirname, '..', '.tmp', `${instance}-clock-offset`);
}

/**
 * Moves the main instance's clock to `days` after the real time (the server re-reads the file
 * within 200 ms). Sessions idle out when time jumps, so sign in again afterwards.
 */
export async function setClockAhead(days: number): Promise<void> {
  writeFileSync(clockFileOf('main'), String(Math.round(days * dayMs)));
  await new Promise((resolve) => setTimeout(resolve, 400));
}

/** Back to the real time (every journey that moves the clock ends with this). */
export async function resetClock(): Promise<void> {
  await setClockAhead(0);
}
