import { createBadge } from '@coach/core/badges/create-badge';
import { deleteBadge } from '@coach/core/badges/delete-badge';
import { getBadge } from '@coach/core/badges/get-badge';
import { listBadges } from '@coach/core/badges/list-badges';
import { updateBadge } from '@coach/core/badges/update-badge';
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
