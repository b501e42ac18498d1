import { createRouter } from '../http/router.ts';

export function locationRoutes() {
  return createRouter();
}
