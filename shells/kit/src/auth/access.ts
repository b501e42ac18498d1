import type { Permission } from '@coach/core/contracts';
import { type Lang, stripLang, withLang } from '../i18n/lang-path.ts';

// Who may open which part of the front end (docs/product-rules.md §18, docs/runtime-contract.md). Pure functions:
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

/** The areas behind the guards: each has its remote and its dashboard. */
export type GuardedArea = Exclude<Area, 'public'>;

/** A user's own area: holders of `area.admin` work in the admin area, everybody else in theirs. */
export function homeAreaOf(user: AccessUser): GuardedArea {
  return user.permissions.includes('area.admin') ? 'admin' : 'member';
}

/** An area's dashboard, in a language. */
export function areaDashboardPath(area: GuardedArea, lang: Lang): string {
  return withLang(lang, area === 'admin' ? '/admin/dashboard' : '/user/dashboard');
}

/** Where a user lands after signing in: the dashboard of their own area. */
export function dashboardPath(user: AccessUser, lang: Lang): string {
  return areaDashboardPath(homeAreaOf(user), lang);
}

/** Whether a (language-neutral or prefixed) path is an area's dashboard, or its root, which leads there. */
export function isDashboardPath(pathname: string): boolean {
  return /^\/(user|admin)(\/dashboard)?\/?$/.test(stripLang(pathname));
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
 * - signed in without the area's permission → the login page, as docs/product-rules.md §18 says (the login page
 *   then sends a signed-in user on to their own dashboard).
 */
export function decideAccess(user: AccessUser | null, pathname: string, search = ''): AccessDecision {
  const area = areaOfPath(pathname);
  if (canOpen(user, area)) return { allow: true };
  const lang = pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr';
  if (user === null) return { allow: false, redirectTo: loginPath(lang, `${stripLang(pathname)}${search}`) };
  return { allow: false, redirectTo: loginPath(lang) };
}

// Relative values are resolved against a stand-in origin: a value that stays on it stays on the
// page's real origin too, so the check is the same everywhere and needs no `window`.
const standInOrigin = 'https://return-to.invalid';

/**
 * `value` resolved as a URL (normalised by the URL parser) when it stays on the origin, or null.
 * Control characters are refused first, because the URL parser silently drops tabs and newlines
 * ("/\t/evil.example" would become "//evil.example"); backslashes count as slashes, as browsers
 * read them in http(s) URLs.
 */
function sameOriginUrl(value: string): URL | null {
  if (/\p{Cc}/u.test(value)) return null;
  const candidate = value.replaceAll('\\', '/');
  if (!candidate.startsWith('/')) return null;
  try {
    const url = new URL(candidate, standInOrigin);
    return url.origin === standInOrigin ? url : null;
  } catch {
    return null;
  }
}

function decodedOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * A `returnTo` value that is safe to follow: an internal path the user may open, normalised, with
 * its language prefix if it had one. Anything else (another origin, "//evil", "/en//evil", control
 * characters, a page of another area, the login page itself) gives null.
 */
export function safeReturnTo(value: string | null | undefined, user: AccessUser): string | null {
  const url = value ? sameOriginUrl(value) : null;
  if (!url) return null;
  // Checked again without the language prefix (the path that is followed, see afterSignInPath) and
  // once decoded, so that "/en//evil.example" or "/%2F%2Fevil.example" cannot become another origin
  // when a later step strips or decodes it.
  const neutral = stripLang(url.pathname);
  const decoded = decodedOnce(neutral);
  if (!sameOriginUrl(neutral) || decoded === null || !sameOriginUrl(decoded)) return null;
  if (decoded === '/login') return null;
  return canOpen(user, areaOfPath(decoded)) ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** Where to go after a successful sign-in. */
export function afterSignInPath(user: AccessUser, lang: Lang, returnTo: string | null | undefined): string {
  const target = safeReturnTo(returnTo, user);
  return target ? withLang(lang, stripLang(target)) : dashboardPath(user, lang);
}
