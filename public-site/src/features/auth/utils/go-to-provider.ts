/**
 * Sends the browser to a provider's sign-in page: a full page load on the provider's own site.
 * Tests watch `window.location.assign` instead of leaving (test-support/leaving-the-page.ts).
 */
export function goToProvider(authorizationUrl: string): void {
  window.location.assign(authorizationUrl);
}
