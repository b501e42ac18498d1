import { grantMembership } from '@coach/core/membership/grant-membership';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** Orders made by hand: an administrator records a membership paid outside the card flow. */
export function orderRoutes() {
  return createRouter().openapi(...endpoint('post', '/orders/grant', grantMembership));
}
