import { createBadge, deleteBadge, getBadge, listBadges, updateBadge } from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** Badges (docs/api.md §4): any signed-in account reads them; administrators (`badges.write`) change them. */
export function badgeRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/accountbadges', listBadges))
    .openapi(...endpoint('get', '/accountbadges/{id}', getBadge))
    .openapi(...endpoint('post', '/accountbadges', createBadge))
    .openapi(...endpoint('put', '/accountbadges', updateBadge))
    .openapi(...endpoint('delete', '/accountbadges', deleteBadge));
}
