import { listMembershipPackages } from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** Membership packages (API.md). Buying and managing them comes with the payment issue. */
export function packageRoutes() {
  return createRouter().openapi(...endpoint('get', '/membershippackages', listMembershipPackages));
}
