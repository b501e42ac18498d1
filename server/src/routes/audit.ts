import { listAuditEntityTypes, listAuditLog } from '@coach/core/audit/list-audit-log';
import { startAuditExport } from '@coach/core/audit/start-audit-export';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * The audit log, read-only by design: there is no call that changes or removes an entry. Its
 * export writes what the search and filters find into a file (an entry of its own).
 */
export function auditRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/auditlog', listAuditLog))
    .openapi(...endpoint('get', '/auditlog/entitytypes', listAuditEntityTypes))
    .openapi(...endpoint('post', '/auditlog/exports', startAuditExport));
}
