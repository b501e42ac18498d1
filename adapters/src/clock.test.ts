import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createFileOffsetClock } from './clock.ts';

describe('the journeys’ moved clock', () => {
  it('runs ahead by the milliseconds in its file, and on time without one', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    try {
      const path = join(mkdtempSync(join(tmpdir(), 'clock-')), 'offset');
      const clock = createFileOffsetClock(path);
      expect(clock.now().toISOString()).toBe('2026-03-02T09:00:00.000Z');
      writeFileSync(path, String(14 * 86_400_000));
      vi.advanceTimersByTime(250); // past the re-read interval
      expect(clock.now().toISOString()).toBe('2026-03-16T09:00:00.250Z');
      writeFileSync(path, 'not a number');
      vi.advanceTimersByTime(250);
      expect(clock.now().toISOString()).toBe('2026-03-02T09:00:00.500Z');
    } finally {
      vi.useRealTimers();
    }
  });
});
