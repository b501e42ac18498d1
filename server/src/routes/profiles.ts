import { createRouter } from '../http/router.ts';

export function profileRoutes() {
  return createRouter();
}
