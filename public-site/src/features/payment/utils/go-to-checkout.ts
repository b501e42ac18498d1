/**
 * Sends the browser to a payment provider's hosted checkout page: a full page load, as the page
 * may live on the provider's own site. Its own module, so tests can watch it instead of leaving.
 */
export function goToCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}
