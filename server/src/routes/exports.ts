import { downloadExport } from '@coach/core/exports/download-export';
import { getExport } from '@coach/core/exports/get-export';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** Export jobs (ADR 0042): where one is, and its file once ready, for the one who asked. */
export function exportRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/exports/{id}', getExport))
    .openapi(...endpoint('get', '/exports/{id}/file', downloadExport));
}
