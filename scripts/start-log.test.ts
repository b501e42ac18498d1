import { describe, expect, it } from 'vitest';
import { isVerbose, listed, secondsSince } from './start-log.ts';

describe("npm start's log", () => {
  it('shows the tools’ output only when LOG_LEVEL asks for debug or trace', () => {
    expect(isVerbose({})).toBe(false);
    expect(isVerbose({ LOG_LEVEL: 'info' })).toBe(false);
    expect(isVerbose({ LOG_LEVEL: 'debug' })).toBe(true);
    expect(isVerbose({ LOG_LEVEL: 'trace' })).toBe(true);
  });

  it('says seconds with one decimal', () => {
    expect(secondsSince(1_000, 13_340)).toBe('12.3 s');
  });

  it('lists names as a sentence does', () => {
    expect(listed([])).toBe('');
    expect(listed(['host'])).toBe('host');
    expect(listed(['a', 'b'])).toBe('a and b');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
