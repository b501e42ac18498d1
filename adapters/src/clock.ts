import { readFileSync } from 'node:fs';
import type { Clock } from '@coach/core';

export const systemClock: Clock = { now: () => new Date() };

/** How long a read of the offset file is trusted: `now()` runs on every request. */
const offsetReadIntervalMs = 200;

/**
 * The system clock moved by the number of milliseconds written in `path` (0 when the file is
 * missing or empty). The browser journeys use it to live "14 days later" against a running
 * server: they write the offset, and deadlines, windows and jobs see the moved time. Never in
 * production: the configuration refuses TEST_CLOCK_FILE there, and no endpoint moves time.
 */
export function createFileOffsetClock(path: string): Clock {
  let offsetMs = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  const currentOffset = () => {
    const real = Date.now();
    if (real - readAt >= offsetReadIntervalMs) {
      readAt = real;
      offsetMs = readOffset(path);
    }
    return offsetMs;
  };
  return { now: () => new Date(Date.now() + currentOffset()) };
}

function readOffset(path: string): number {
  try {
    const value = Number(readFileSync(path, 'utf8').trim() || '0');
    return Number.isSafeInteger(value) ? value : 0;
  } catch {
    return 0;
  }
}
