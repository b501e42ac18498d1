import { type MockInstance, vi } from 'vitest';

// The browser never leaves in a test: the pages hand it over to a payment provider or an identity
// provider with `window.location.assign` (payment/utils/go-to-checkout.ts, auth/utils/go-to-provider.ts),
// and a test watches that call instead. A spy on the page's own `location` rather than a replaced
// module (`vi.mock`): the files that use it share their worker with the others (the kit's
// vitest.shared.ts), and the real hand-over function runs. `restoreMocks` takes the spy away after
// each test, so a file makes it in its `beforeEach`.

/** Watches the addresses the page sends the browser to, without leaving the page. */
export function watchLeavingThePage(): MockInstance<(url: string | URL) => void> {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => {});
}
