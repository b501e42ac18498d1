/**
 * Sends the browser to a payment provider's hosted checkout page: a full page load, as the page
 * may live on the provider's own site. Tests watch `window.location.assign` instead of leaving
 * (test-support/leaving-the-page.ts).
 */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
