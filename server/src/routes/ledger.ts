import { adjustPoints } from '@coach/core/ledger/adjust-points';
import { getLedger } from '@coach/core/ledger/get-ledger';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** The points ledger (docs/api.md §4): own entries, or a member's for administrators; adjustments. */
export function ledgerRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/ledger', getLedger))
    .openapi(...endpoint('post', '/ledger/adjust', adjustPoints));
}
