import { realServer } from '@coach/kit/test/real-server.ts';
import { vi } from 'vitest';

// The same helper as member-app/src/test-support/real-member.ts; both could move to the kit's test helpers.

/**
 * The browser's clock stands where the server's does, so what a page works out from the time itself
 * (whether a checkout has expired, a test card's expiry) agrees with the server. Only `Date` is
 * faked: timers run, so Testing Library's waits still work. Undo with `vi.useRealTimers()`.
 */
export async function browserClockAtTheServers(): Promise<Date> {
  const { start } = await realServer();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return start;
}
