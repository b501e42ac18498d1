import {
  type AccessUser,
  areaOfPath,
  type GuardedArea,
  homeAreaOf,
  isDashboardPath,
  safeReturnTo,
} from './access.ts';

// Before anybody signed in, the login page can already load the code of the area a sign-in will
// most likely lead to. It guesses from the page to return to, else from the area this browser
// signed in to last time. Once signed in, the user who came with the token says where.

const lastAreaKey = 'coach.area';

/** Somebody who may open every area: only the shape of a return address is checked with it. */
const anyArea: AccessUser = { permissions: ['area.member', 'area.admin'] };

function rememberedArea(): GuardedArea | null {
  try {
    const value = window.localStorage.getItem(lastAreaKey);
    return value === 'admin' || value === 'member' ? value : null;
  } catch {
    return null;
  }
}

/** Notes the area a user signed in to, for the next sign-in's guess in this browser. */
export function rememberArea(user: AccessUser): void {
  try {
    window.localStorage.setItem(lastAreaKey, homeAreaOf(user));
  } catch {
    // Storage refused (private mode, full): the next guess falls back to the member area.
  }
}

/** Where a sign-in will most likely lead: an area, and whether to that area's dashboard. */
export type LikelyLanding = { area: GuardedArea; dashboard: boolean } | { area: null; dashboard: false };

/** Where a sign-in that returns to `target` (a page it follows, or none) lands. */
function landingAt(target: string | null, home: GuardedArea): LikelyLanding {
  if (target === null) return { area: home, dashboard: true };
  const area = areaOfPath(target);
  if (area === 'public') return { area: null, dashboard: false };
  return { area, dashboard: isDashboardPath(new URL(target, 'https://x.invalid').pathname) };
}

/**
 * The likely landing of a sign-in with `returnTo`, before anybody signed in: a page of an area
 * (its dashboard or not), a public page (no area), or, without a return address that would be
 * followed, a dashboard: of the area this browser signed in to last, else the member area, where
 * most users work.
 */
export function likelyLanding(returnTo: string | null | undefined): LikelyLanding {
  return landingAt(safeReturnTo(returnTo, anyArea), rememberedArea() ?? 'member');
}

/** Where the sign-in of `user` with `returnTo` lands, as `afterSignInPath` leads there. */
export function landingOf(user: AccessUser, returnTo: string | null | undefined): LikelyLanding {
  return landingAt(safeReturnTo(returnTo, user), homeAreaOf(user));
}
