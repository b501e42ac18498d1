// What `npm start` prints before the server's own lines: one line a step by default, every tool's
// output with LOG_LEVEL=debug (or trace), the same switch the server reads (issue 30).

/** Whether the caller asked for the tools' own output (LOG_LEVEL=debug or trace). */
export const isVerbose = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace';

/** Seconds since `startedMs` (a `performance.now()`), as the start log shows them: "12.3 s". */
export const secondsSince = (startedMs: number, nowMs = performance.now()): string =>
  `${((nowMs - startedMs) / 1000).toFixed(1)} s`;

/** "a", "a and b", "a, b and c". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
