import { previewRenewal } from '@coach/core/payments/preview-renewal';
import { retrieveCheckout } from '@coach/core/payments/retrieve-checkout';
import { retryCheckout } from '@coach/core/payments/retry-checkout';
import { startCheckout } from '@coach/core/payments/start-checkout';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Card payments (README "Payments", the `payment/*` paths): what each package would give before paying (ADR 0031), start a
 * checkout for a package (its price is the server's),
 * read its outcome by token (idempotent: asking again creates nothing), and start a new one after a
 * failure. The provider's return to the server is routes/payment-callback.ts.
 */
export function paymentRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/payment/renewalpreview', previewRenewal))
    .openapi(...endpoint('post', '/payment/prepayment', startCheckout))
    .openapi(...endpoint('post', '/payment/retrieve', retrieveCheckout))
    .openapi(...endpoint('post', '/payment/retry', retryCheckout));
}
