// Only the type: the remotes import this module for their route paths (`@coach/core/pages`), and
// language.ts brings zod with it, which must not end up in every remote's first chunk.
import type { Language } from './language.ts';

/** The languages every page exists in (the same list as `languages` of language.ts, checked by a test). */
export const pageLanguages: readonly Language[] = ['tr', 'en'];

/**
 * Every page of the platform, declared once (issue 10). The remotes mount their routes at these
 * paths; the server answers 404 for any other path, lists the indexable pages in sitemap.xml with
 * their hreflang alternates; the build pre-renders the `prerender` pages in both languages; the
 * browser checks visit every page.
 *
 * Paths are relative to the area's root: the language root (`/` or `/en`) for public pages,
 * `user/` for member pages and `admin/` for administration pages. `:name` is a parameter and
 * `:name?` an optional one, as in react-router.
 */
export type PageArea = 'public' | 'member' | 'admin';

export interface PageDeclaration {
  readonly path: string;
  /** Listed in sitemap.xml and open to search engines. */
  readonly indexable: boolean;
  /** Rendered to HTML at build time, in both languages (it needs no visitor and no data). */
  readonly prerender: boolean;
}

const page = (path: string, indexable = false, prerender = false): PageDeclaration => ({
  path,
  indexable,
  prerender,
});
/** A page a search engine should find, rendered at build time. */
const landing = (path: string) => page(path, true, true);

export const publicPages = {
  home: landing(''),
  login: landing('login'),
  register: page('register', true),
  aboutUs: landing('aboutus'),
  contact: landing('contact'),
  faq: landing('faq'),
  rules: landing('rules'),
  privacy: landing('privacy'),
  cookiePolicy: landing('cookie-policy'),
  terms: landing('termsandconditions'),
  forgotPassword: page('forgotpassword'),
  newPassword: page('newpassword/:token?'),
  verifyEmail: page('verifyemail/:token?'),
  deleteAccount: page('deleteaccount/:token?'),
  closingConfirmation: page('projectcompletionrequestapprovalbycoachee/:projectCompletionRequestId?'),
  payment: page('payment'),
  sandboxCheckout: page('sandbox-checkout/:token'),
  error: page('error'),
  unsubscribe: page('unsubscribe/:token'),
  /** A coaching log a member published for an assessor (ADR 0054): signed-out, never indexed. */
  publishedCoachingLog: page('coaching-log/:publicationId'),
} as const satisfies Record<string, PageDeclaration>;

export const memberPages = {
  dashboard: page('dashboard'),
  projects: page('projects'),
  coachingLog: page('coaching-log'),
  development: page('development'),
  users: page('users'),
  profile: page('profile/:accountId'),
  fileOperations: page('file-operations'),
  membershipRenewal: page('membership-renewal'),
  settings: page('settings'),
} as const satisfies Record<string, PageDeclaration>;

export const adminPages = {
  dashboard: page('dashboard'),
  accounts: page('account'),
  proofs: page('account/proofs'),
  profile: page('profile/:accountId'),
  projects: page('user-project'),
  orders: page('orders'),
  badges: page('badge'),
  packages: page('membershippackage'),
  settings: page('settings'),
  pendingAssignment: page('pending-assignment'),
  matchingRuns: page('matching-runs'),
  matchingRun: page('matching-runs/:matchingRunId'),
  audit: page('audit'),
  coachingHours: page('coaching-hours'),
  contactMessages: page('contact-messages'),
  outbox: page('outbox'),
  jobs: page('jobs'),
  groupMail: page('group-mail'),
  reports: page('reports'),
} as const satisfies Record<string, PageDeclaration>;

export const pagesByArea = {
  public: publicPages,
  member: memberPages,
  admin: adminPages,
} as const satisfies Record<PageArea, Record<string, PageDeclaration>>;

/** Where an area's pages hang below the language root. */
export const areaPrefix: Record<PageArea, string> = { public: '', member: 'user', admin: 'admin' };

/** The areas behind a sign-in: each of their pages is open to some accounts only. */
export type GuardedPageArea = Exclude<PageArea, 'public'>;

/**
 * How a page of the member or administration area is named in `auth/userinfo`'s `pages` (the
 * pages the account may open): its address below the language root, parameters as declared
 * (`user/users`, `admin/profile/:accountId`).
 */
export const pageId = (area: GuardedPageArea, path: string): string => `${areaPrefix[area]}/${path}`;

/** The language root: `/` for Turkish (the default), `/en` for English. */
export const languageRoot = (language: Language): string => (language === 'en' ? '/en' : '/');

/**
 * The address of a page without parameters (or with them filled in), in one language:
 * `pagePath('en', 'public', 'login')` → `/en/login`; `pagePath('tr', 'public', '')` → `/`.
 */
export function pagePath(language: Language, area: PageArea, path: string): string {
  const parts = [language === 'en' ? 'en' : '', areaPrefix[area], path].filter((part) => part !== '');
  return `/${parts.join('/')}`;
}

/** The segments of a path, without empty ones (`/en/user/` → ['en', 'user']). */
const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Whether a declared path takes parameters (`profile/:accountId`, `newpassword/:token?`). */
export const hasParameters = (path: string): boolean => path.split('/').some((part) => part.startsWith(':'));

/** The part of a declared path before its first parameter (`newpassword/:token?` → `newpassword`). */
export const staticPrefixOf = (path: string): string => {
  const parts = path.split('/');
  const first = parts.findIndex((part) => part.startsWith(':'));
  return (first === -1 ? parts : parts.slice(0, first)).join('/');
};

/** Whether concrete segments fit a declared pattern (`:name`, `:name?`). */
function fits(pattern: string, segments: readonly string[]): boolean {
  const declared = segmentsOf(pattern);
  let index = 0;
  for (const part of declared) {
    const segment = segments[index];
    if (part.startsWith(':')) {
      if (segment === undefined) {
        if (part.endsWith('?')) continue;
        return false;
      }
    } else if (segment !== part) {
      return false;
    }
    index += 1;
  }
  return index === segments.length;
}

/**
 * The declared page a request path shows, or null when there is none (the server answers 404).
 * `/user` and `/admin` on their own are pages too: they lead to the area's dashboard.
 */
export function findPage(pathname: string): FoundPage | null {
  const { language, area, segments } = placeOf(pathname);
  if (area !== 'public' && segments.length === 0)
    return { language, area, page: pagesByArea[area].dashboard };
  const found = Object.values<PageDeclaration>(pagesByArea[area]).find((each) => fits(each.path, segments));
  return found ? { language, area, page: found } : null;
}

export interface FoundPage {
  readonly language: Language;
  readonly area: PageArea;
  readonly page: PageDeclaration;
}

/**
 * The language and area a path lies in, known or not (`/en/user/nope` → English, member area), and
 * its segments below the area's root. The server needs it for unknown paths too: their 404 answer
 * is in the path's language and loads the area's app, which draws the 404 page.
 */
export function placeOf(pathname: string): { language: Language; area: PageArea; segments: string[] } {
  let segments = segmentsOf(pathname);
  const language: Language = segments[0] === 'en' ? 'en' : 'tr';
  if (language === 'en') segments = segments.slice(1);
  const area: PageArea = segments[0] === 'user' ? 'member' : segments[0] === 'admin' ? 'admin' : 'public';
  if (area !== 'public') segments = segments.slice(1);
  return { language, area, segments };
}

/**
 * The same address in another language: `/en/login` ↔ `/login`, `/en` ↔ `/`. Trailing slashes and
 * repeated slashes are dropped, so the result is the page's canonical spelling.
 */
export function pathInLanguage(pathname: string, language: Language): string {
  const segments = segmentsOf(pathname);
  const rest = segments[0] === 'en' ? segments.slice(1) : segments;
  return `/${[...(language === 'en' ? ['en'] : []), ...rest].join('/')}`;
}

/** The pages rendered at build time, as addresses in every language. */
export const prerenderedPaths = (): string[] =>
  pageLanguages.flatMap((language) =>
    Object.values<PageDeclaration>(publicPages)
      .filter((each) => each.prerender)
      .map((each) => pagePath(language, 'public', each.path)),
  );

/**
 * The file below `dist/prerendered/` that holds a pre-rendered address: `index.html` for `/`,
 * `en.html` for `/en`, else the path without its leading slash (`login.html`, `en/login.html`).
 * The 404 page is `404.html` and `en/404.html`.
 */
export function prerenderedFileOf(path: string): string {
  const segments = segmentsOf(path);
  return `${segments.length === 0 ? 'index' : segments.join('/')}.html`;
}

/** The pre-rendered 404 page of a language. */
export const notFoundFileOf = (language: Language): string =>
  language === 'en' ? 'en/404.html' : '404.html';
