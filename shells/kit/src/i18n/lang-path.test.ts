import { describe, expect, it } from 'vitest';
import { langFromPath, stripLang, switchLangPath, withLang } from './lang-path.ts';

describe('language paths', () => {
  it('reads the language from the prefix', () => {
    expect(langFromPath('/')).toBe('tr');
    expect(langFromPath('/user/dashboard')).toBe('tr');
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/en/user/dashboard')).toBe('en');
    // A Turkish page whose first segment merely starts with "en" stays Turkish.
    expect(langFromPath('/entries')).toBe('tr');
  });

  it('strips and adds the prefix', () => {
    expect(stripLang('/en')).toBe('/');
    expect(stripLang('/en/login')).toBe('/login');
    expect(stripLang('/login')).toBe('/login');
    expect(withLang('en', '/')).toBe('/en');
    expect(withLang('en', '/login')).toBe('/en/login');
    expect(withLang('tr', '/en/login')).toBe('/login');
  });

  it('maps a page to the same page in the other language', () => {
    expect(switchLangPath('/en/user/x', 'tr')).toBe('/user/x');
    expect(switchLangPath('/user/x', 'en')).toBe('/en/user/x');
    expect(switchLangPath('/', 'en')).toBe('/en');
    expect(switchLangPath('/en', 'tr')).toBe('/');
    expect(switchLangPath('/en/user/x', 'en')).toBe('/en/user/x');
  });
});
