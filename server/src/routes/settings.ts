import { createRouter } from '../http/router.ts';

export function settingsRoutes() {
  return createRouter();
}
