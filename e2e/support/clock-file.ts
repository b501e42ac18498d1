import { join } from 'node:path';

// Plain Node, no Playwright: support/start-server.ts reads it too.

/** The file through which an instance's clock is moved (TEST_CLOCK_FILE; never in production). */
export function clockFileOf(instance: 'main' | 'split' | 'sweep'): string {
  return join(import.meta.dirname, '..', '.tmp', `${instance}-clock-offset`);
}
