import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { keepingScreenshots } from './screenshots.ts';

export type Lang = 'tr' | 'en';

/** Demo sign-ins seeded on first start (README, "Demo accounts"). */
export const demo = {
  admin: { email: 'admin@example.com', password: 'Office!2345', fullName: 'Zeynep Yılmaz' },
  member: { email: 'ayse@example.com', password: 'Member!2345', fullName: 'Ayşe Demir' },
};

/** Path of a page in a language: Turkish has no prefix, English lives under /en. */
export const inLang = (lang: Lang, path: string) => (lang === 'en' ? `/en${path === '/' ? '' : path}` : path);

const text = {
  tr: {
    email: 'E-posta',
    password: 'Şifre',
    signIn: 'Giriş yap',
    signOut: 'Çıkış yap',
    wrong: 'E-posta veya şifre hatalı.',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    mainMenu: 'Ana menü',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    signOut: 'Sign out',
    wrong: 'E-mail or password is incorrect.',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainMenu: 'Main menu',
  },
};
export const t = (lang: Lang) => text[lang];

export async function signIn(page: Page, lang: Lang, who: { email: string; password: string }) {
  await page.goto(inLang(lang, '/login'));
  await page.getByLabel(t(lang).email, { exact: true }).fill(who.email);
  await page.getByLabel(t(lang).password, { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t(lang).signIn, exact: true }).click();
}

/**
 * Opens `address` already signed in as `who`, for a journey whose goal lies past the sign-in: the
 * API's sign-in, and its token where the app keeps it (the runtime contract's `coach.token`) before
 * the page's first script runs, as the every-page sweep does. The form is walked by the journeys
 * whose subject it is (sign-in, keyboard, guards, a new password, the theme an account brings, a
 * provider, a registration); walking it before every other goal cost each journey a login page and
 * a dashboard it did not look at (docs/adr/0029, addendum of 2026-12-01).
 */
export async function openSignedIn(page: Page, who: { email: string; password: string }, address: string) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: who.email, password: who.password },
  });
  expect(response.ok(), `${who.email} signs in through the API`).toBe(true);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  // Only on this load: a journey that signs out later must stay signed out.
  const tokenOnFirstLoad = await page.addInitScript(
    (value) => localStorage.setItem('coach.token', value),
    token,
  );
  await page.goto(address);
  await tokenOnFirstLoad.dispose();
}

/** Keeps a full-page screenshot of what a person would see, as a test artifact. */
export async function keepScreenshot(page: Page, name: string) {
  if (!keepingScreenshots) return;
  const dir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  // A screenshot is evidence, not an assertion: wait a while for the network to settle, then take
  // it anyway (a journey once timed out here with every request answered, see the issue 8 note).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {
    console.warn(`keepScreenshot(${name}): the network did not settle within 5 s`);
  });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

export async function expectHtmlLang(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}
