import { getOrder } from '@coach/core/membership/get-order';
import { grantMembership } from '@coach/core/membership/grant-membership';
import { listOrders } from '@coach/core/membership/list-orders';
import { startOrderExport } from '@coach/core/membership/start-order-export';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * The back office's orders: the list (who paid what, when, how), one order with its payment, and a
 * membership granted by hand (paid outside the card flow), and an export of what the filters find.
 */
export function orderRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/orders', listOrders))
    .openapi(...endpoint('get', '/orders/{orderId}', getOrder))
    .openapi(...endpoint('post', '/orders/grant', grantMembership))
    .openapi(...endpoint('post', '/orders/exports', startOrderExport));
}
