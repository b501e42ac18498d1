/**
 * Sends the browser to a provider's sign-in page: a full page load on the provider's own site.
 * Its own module, so tests can watch it instead of leaving.
 */
export function goToProvider(authorizationUrl: string): void {
  window.location.assign(authorizationUrl);
}
