import { runStandalone } from '@coach/kit/standalone/run-standalone.tsx';
import remote from './app/remote.ts';

// Only `npm run dev` runs this (a production build has no page of its own, ADR 0026): the host loads
// ./routes through Module Federation and never this entry. Signed in as the demo administrator, since
// the login page belongs to public-site.
async function start() {
  if (import.meta.env.DEV) {
    const { startMockApi } = await import('@coach/kit/mocks/browser.ts');
    const { accountHandlers } = await import('./mocks/account-handlers.ts');
    const { operationsHandlers } = await import('./mocks/operations-handlers.ts');
    const { backOfficeHandlers } = await import('./mocks/back-office-handlers.ts');
    const { proofHandlers, reviewProof } = await import('./mocks/proof-handlers.ts');
    const { accountsExcelHandlers } = await import('./mocks/accounts-excel-handlers.ts');
    const { contactHandlers } = await import('./mocks/contact-handlers.ts');
    const { profileHandlers } = await import('./mocks/profile-handlers.ts');
    const { ledgerHandlers, projectHandlers } = await import('./mocks/project-handlers.ts');
    const { membershipHandlers } = await import('./mocks/membership-handlers.ts');
    const { coachingHandlers } = await import('./mocks/coaching-handlers.ts');
    await startMockApi(
      // First: their package list (with retired ones) replaces the accounts page's fixed one, and
      // `accounts/accountorderhistory` must come before the profile's `accounts/:id`. The member's
      // account stays the ledger's (with the score), so a grant shows in the orders only.
      ...membershipHandlers({ answerAccount: false }),
      ...accountHandlers,
      ...accountsExcelHandlers,
      ...backOfficeHandlers,
      ...proofHandlers([reviewProof()]),
      // Before the profile's: their `accounts/{id}` would answer `accounts/getaccountsformanualmatching`.
      ...ledgerHandlers(),
      ...projectHandlers(),
      ...coachingHandlers(),
      ...profileHandlers,
      ...contactHandlers,
      ...operationsHandlers,
    );
  }
  runStandalone({ remote, mount: 'admin', demoToken: 'demo-token-admin' });
}

void start();
