import { createRouter } from '../http/router.ts';

export function accountExcelRoutes() {
  return createRouter();
}
