import { describe, expect, it } from 'vitest';
import { languages } from './language.ts';
import {
  adminPages,
  findPage,
  hasParameters,
  memberPages,
  notFoundFileOf,
  pageLanguages,
  pagePath,
  pagesByArea,
  pathInLanguage,
  placeOf,
  prerenderedFileOf,
  prerenderedPaths,
  publicPages,
  staticPrefixOf,
} from './pages.ts';

describe('the page catalogue', () => {
  it('builds each language’s address: Turkish at the root, English under /en', () => {
    expect(pagePath('tr', 'public', '')).toBe('/');
    expect(pagePath('en', 'public', '')).toBe('/en');
    expect(pagePath('tr', 'public', 'login')).toBe('/login');
    expect(pagePath('en', 'member', 'dashboard')).toBe('/en/user/dashboard');
    expect(pagePath('tr', 'admin', 'account/proofs')).toBe('/admin/account/proofs');
  });

  it('finds the declared pages, with required and optional parameters', () => {
    expect(findPage('/')?.page).toBe(publicPages.home);
    expect(findPage('/en')?.language).toBe('en');
    expect(findPage('/en/login')?.page).toBe(publicPages.login);
    expect(findPage('/newpassword')?.page).toBe(publicPages.newPassword);
    expect(findPage('/newpassword/abc')?.page).toBe(publicPages.newPassword);
    expect(findPage('/sandbox-checkout/tok')?.page).toBe(publicPages.sandboxCheckout);
    expect(findPage('/user')?.area).toBe('member');
    expect(findPage('/en/user/profile/12')?.area).toBe('member');
    expect(findPage('/admin/account/proofs')?.area).toBe('admin');
    expect(findPage('/login/')?.page).toBe(publicPages.login);
  });

  it('finds nothing for paths no page declares, so the server can answer 404', () => {
    for (const path of [
      '/nope',
      '/en/nope',
      '/sandbox-checkout',
      '/newpassword/a/b',
      '/user/nope',
      '/admin/account/nope',
      '/user/profile',
      '/en/en/login',
      '/robots.txt.bak',
    ]) {
      expect(findPage(path), path).toBeNull();
    }
  });

  it('pre-renders the landing pages in both languages', () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/en', '/login', '/en/login', '/rules', '/en/faq']));
    expect(paths).not.toContain('/register');
    expect(paths.length % 2).toBe(0);
  });

  it('names the pre-rendered file of each address as the prerender step writes it', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/en')).toBe('en.html');
    expect(prerenderedFileOf('/en/')).toBe('en.html');
    expect(prerenderedFileOf('/login')).toBe('login.html');
    expect(prerenderedFileOf('/en/cookie-policy')).toBe('en/cookie-policy.html');
    expect(notFoundFileOf('tr')).toBe('404.html');
    expect(notFoundFileOf('en')).toBe('en/404.html');
  });

  it('finds every declared page in both languages at the address pagePath gives it', () => {
    for (const language of pageLanguages) {
      for (const [area, pages] of Object.entries(pagesByArea)) {
        for (const declared of Object.values(pages)) {
          const filled = declared.path.replace(/:(\w+)\??/g, 'x');
          const found = findPage(pagePath(language, area as keyof typeof pagesByArea, filled));
          expect(found?.page, `${language} ${area} ${declared.path}`).toBe(declared);
          expect(found?.language).toBe(language);
        }
      }
    }
  });

  it('tells the language and area of unknown paths too', () => {
    expect(placeOf('/en/user/nope')).toEqual({ language: 'en', area: 'member', segments: ['nope'] });
    expect(placeOf('/admin')).toEqual({ language: 'tr', area: 'admin', segments: [] });
    expect(placeOf('/english')).toEqual({ language: 'tr', area: 'public', segments: ['english'] });
  });

  it('spells the same address in the other language, without stray slashes', () => {
    expect(pathInLanguage('/', 'en')).toBe('/en');
    expect(pathInLanguage('/en', 'tr')).toBe('/');
    expect(pathInLanguage('/en/', 'en')).toBe('/en');
    expect(pathInLanguage('/login/', 'en')).toBe('/en/login');
    expect(pathInLanguage('/en/user/profile/7', 'tr')).toBe('/user/profile/7');
    expect(pathInLanguage('//faq', 'tr')).toBe('/faq');
  });

  it('knows which declared paths take parameters, and the part before them', () => {
    expect(hasParameters(publicPages.newPassword.path)).toBe(true);
    expect(hasParameters(adminPages.proofs.path)).toBe(false);
    expect(staticPrefixOf(publicPages.newPassword.path)).toBe('newpassword');
    expect(staticPrefixOf(memberPages.profile.path)).toBe('profile');
    expect(staticPrefixOf(publicPages.login.path)).toBe('login');
  });

  it('lists the same languages as the language contract (it cannot import them: zod)', () => {
    expect(pageLanguages).toEqual(languages);
  });
});
