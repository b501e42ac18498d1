import { listAuditEntityTypes, listAuditLog } from '@coach/core/audit/list-audit-log';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** The audit log, read-only by design: there is no call that changes or removes an entry. */
export function auditRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/auditlog', listAuditLog))
    .openapi(...endpoint('get', '/auditlog/entitytypes', listAuditEntityTypes));
}
