import { adjustPoints } from '@coach/core/ledger/adjust-points';
import { getLedger } from '@coach/core/ledger/get-ledger';
import { startLedgerExport } from '@coach/core/ledger/start-ledger-export';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * The points ledger (docs/api.md §4): own entries, or a member's for administrators; adjustments;
 * and an export of a member's entries or everyone's (administrators).
 */
export function ledgerRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/ledger', getLedger))
    .openapi(...endpoint('post', '/ledger/adjust', adjustPoints))
    .openapi(...endpoint('post', '/ledger/exports', startLedgerExport));
}
