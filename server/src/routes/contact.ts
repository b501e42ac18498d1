import { createRouter } from '../http/router.ts';

export function contactRoutes() {
  return createRouter();
}
