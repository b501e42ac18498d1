/**
 * Ends the current task and resumes in a new one, so that the browser can paint and answer a tap
 * in between. Starting the app on a pre-rendered page is a chain of promises (the remotes, the
 * first page's code and loaders, then hydration) that would otherwise run as one task of
 * 200–300 ms on a phone: one long block to a visitor who taps, and to Lighthouse's blocking time.
 * `scheduler.yield()` where the browser has it (the continuation keeps its priority), else a
 * macrotask.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
