import { describe, expect, it } from 'vitest';
import {
  bothLanguages,
  classesMeet,
  classesMeeting,
  languageClassOf,
  noLanguage,
  onlyEnglish,
  onlyTurkish,
  sharedLanguage,
} from './language-classes.ts';

describe('language classes', () => {
  it('sorts language sets into three classes, whatever their order', () => {
    expect(languageClassOf(['tr'])).toBe(onlyTurkish);
    expect(languageClassOf(['en'])).toBe(onlyEnglish);
    expect(languageClassOf(['en', 'tr'])).toBe(bothLanguages);
    expect(languageClassOf([])).toBe(noLanguage);
  });

  it('meet when they share a language', () => {
    const all = [onlyTurkish, onlyEnglish, bothLanguages, noLanguage];
    const meetings = all.map((a) => all.filter((b) => classesMeet(a, b)));
    expect(meetings).toEqual([
      [onlyTurkish, bothLanguages],
      [onlyEnglish, bothLanguages],
      [onlyTurkish, onlyEnglish, bothLanguages],
      [],
    ]);
    expect(all.map((a) => classesMeeting(a))).toEqual(meetings);
  });

  it('work in Turkish whenever both speak it', () => {
    expect(sharedLanguage(bothLanguages, bothLanguages)).toBe('tr');
    expect(sharedLanguage(onlyTurkish, bothLanguages)).toBe('tr');
    expect(sharedLanguage(bothLanguages, onlyEnglish)).toBe('en');
    expect(sharedLanguage(onlyEnglish, onlyEnglish)).toBe('en');
  });
});
