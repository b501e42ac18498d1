import { createRouter } from '../http/router.ts';

export function accountFileRoutes() {
  return createRouter();
}
