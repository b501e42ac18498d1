import type { Permission } from '@coach/core/contracts';
import { type Lang, stripLang, withLang } from '../i18n/lang-path.ts';

// Who may open which part of the front end (seed §6, docs/runtime-contract.md). Pure functions:
// the host's route guards and the login page use them, and they are tested without a browser.
// The server checks the same permissions on every call; this only avoids showing what it refuses.

export type Area = 'public' | 'member' | 'admin';

/** What the guards need to know of the signed-in user. */
export type AccessUser = { permissions: readonly string[] };

const areaPermission: Record<Exclude<Area, 'public'>, Permission> = {
  member: 'area.member',
  admin: 'area.admin',
};

/** The area a path (with or without its language prefix) belongs to. */
export function areaOfPath(pathname: string): Area {
  const first = stripLang(pathname).split('/')[1];
  if (first === 'user') return 'member';
  if (first === 'admin') return 'admin';
  return 'public';
}

export function canOpen(user: AccessUser | null, area: Area): boolean {
  if (area === 'public') return true;
  return user?.permissions.includes(areaPermission[area]) ?? false;
}

/** Where a user lands after signing in: holders of `area.admin` in the admin area, others in theirs. */
export function dashboardPath(user: AccessUser, lang: Lang): string {
  return withLang(lang, user.permissions.includes('area.admin') ? '/admin/dashboard' : '/user/dashboard');
}

/** The login page of a language, remembering (language-neutral) where to come back to. */
export function loginPath(lang: Lang, returnTo?: string): string {
  const base = withLang(lang, '/login');
  return returnTo ? `${base}?${new URLSearchParams({ returnTo })}` : base;
}

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * May `user` (null when signed out) open `pathname` (+ `search`)?
 * - signed out, guarded area → the login page, remembering the page;
 * - signed in without the area's permission → the login page, as the seed says (the login page
 *   then sends a signed-in user on to their own dashboard).
 */
export function decideAccess(user: AccessUser | null, pathname: string, search = ''): AccessDecision {
  const area = areaOfPath(pathname);
  if (canOpen(user, area)) return { allow: true };
  const lang = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr';
  if (user === null) return { allow: false, redirectTo: loginPath(lang, `${stripLang(pathname)}${search}`) };
  return { allow: false, redirectTo: loginPath(lang) };
}

/**
 * A `returnTo` value that is safe to follow: an internal, language-neutral path the user may open.
 * Anything else (another origin, "//evil", a page of another area) gives null.
 */
export function safeReturnTo(value: string | null | undefined, user: AccessUser): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  const path = stripLang(value.split(/[?#]/)[0] ?? '/');
  if (path === '/login') return null;
  return canOpen(user, areaOfPath(path)) ? value : null;
}

/** Where to go after a successful sign-in. */
export function afterSignInPath(user: AccessUser, lang: Lang, returnTo: string | null | undefined): string {
  const target = safeReturnTo(returnTo, user);
  return target ? withLang(lang, stripLang(target)) : dashboardPath(user, lang);
}
