import { createRouter } from '../http/router.ts';

export function auditRoutes() {
  return createRouter();
}
