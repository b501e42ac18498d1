import { getBulkAction } from '@coach/core/accounts/get-bulk-action';
import { previewBulkAction } from '@coach/core/accounts/preview-bulk-action';
import { startBulkAction } from '@coach/core/accounts/start-bulk-action';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Bulk actions on accounts (ADR 0052): count what one would change, start it as a job, follow it.
 * Before `accounts/{id}`, which would shadow these paths.
 */
export function accountBulkRoutes() {
  return createRouter()
    .openapi(...endpoint('post', '/accounts/bulkactions/preview', previewBulkAction))
    .openapi(...endpoint('post', '/accounts/bulkactions', startBulkAction))
    .openapi(...endpoint('get', '/accounts/bulkactions/{id}', getBulkAction));
}
