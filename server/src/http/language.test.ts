import { describe, expect, it } from 'vitest';
import { addressWithoutChoice, chosenLanguage, preferredLanguage } from './language.ts';

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

describe('a language choice in the address', () => {
  it('names tr or en only', () => {
    expect([
      chosenLanguage('tr'),
      chosenLanguage('en'),
      chosenLanguage('EN'),
      chosenLanguage(undefined),
    ]).toEqual(['tr', 'en', null, null]);
  });

  it('leads on without the choice, keeping the other parameters', () => {
    const url = new URL('http://x/en/login?lang=tr&identity=a%26b&lang=en');
    expect(addressWithoutChoice(url, '/login')).toBe('/login?identity=a%26b');
    expect(addressWithoutChoice(new URL('http://x/?lang=tr'), '/')).toBe('/');
  });
});
