import { createRouter } from '../http/router.ts';

export function badgeRoutes() {
  return createRouter();
}
