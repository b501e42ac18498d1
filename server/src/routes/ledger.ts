import { adjustPoints, getLedger } from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** The points ledger (API.md "ledger"): own entries, or a member's for administrators; adjustments. */
export function ledgerRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/ledger', getLedger))
    .openapi(...endpoint('post', '/ledger/adjust', adjustPoints));
}
