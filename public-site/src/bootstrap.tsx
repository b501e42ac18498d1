import { runStandalone } from '@coach/kit/standalone/run-standalone.tsx';
import remote from './app/remote.ts';

// Only `npm run dev` runs this (a production build has no page of its own, ADR 0026): the host loads
// ./routes through Module Federation and never this entry.
async function start() {
  if (import.meta.env.DEV) {
    const { startMockApi } = await import('@coach/kit/mocks/browser.ts');
    const { contactHandlers } = await import('./mocks/contact-handlers.ts');
    const { passwordHandlers } = await import('./mocks/password-handlers.ts');
    const { closingRequestHandlers } = await import('./mocks/closing-request-handlers.ts');
    const { accountDeletionHandlers } = await import('./mocks/account-deletion-handlers.ts');
    const { createCheckoutStore } = await import('./mocks/checkout-store.ts');
    const { registrationHandlers } = await import('./mocks/registration-handlers.ts');
    const { paymentHandlers } = await import('./mocks/payment-handlers.ts');
    const { locationHandlers } = await import('./mocks/location-handlers.ts');
    const { createIdentityStore, identityHandlers } = await import('./mocks/identity-handlers.ts');
    // One memory for registering, paying on the sandbox page and reading the result, kept over
    // the full page loads of going to the checkout page and back.
    const checkouts = createCheckoutStore({ persistIn: window.sessionStorage });
    await startMockApi(
      ...contactHandlers,
      ...passwordHandlers,
      ...closingRequestHandlers(),
      ...accountDeletionHandlers(),
      ...registrationHandlers(checkouts),
      ...paymentHandlers(checkouts),
      ...locationHandlers,
      ...identityHandlers(createIdentityStore({ persistIn: window.sessionStorage })),
    );
  }
  runStandalone({ remote, mount: '' });
}

void start();
