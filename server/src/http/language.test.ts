import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language.ts';

describe('preferredLanguage', () => {
  it.each([
    [undefined, 'tr'],
    ['', 'tr'],
    ['de-DE,de;q=0.9', 'tr'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['tr-TR,tr;q=0.9,en;q=0.8', 'tr'],
    ['en-US,en;q=0.9,tr;q=0.8', 'en'],
    ['de, en;q=0.7, tr;q=0.9', 'tr'],
    ['de, tr;q=0.5, en;q=0.6', 'en'],
    ['en;q=0, tr;q=0.1', 'tr'],
    ['EN', 'en'],
    ['en;q=abc', 'tr'],
  ])('%s → %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
