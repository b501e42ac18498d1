import { runStandalone } from '@coach/kit/standalone/run-standalone.tsx';
import remote from './app/remote.ts';

// Only `npm run dev` runs this (a production build has no page of its own, ADR 0026): the host loads
// ./routes through Module Federation and never this entry. Signed in as the demo member, since
// the login page belongs to public-site.
async function start() {
  if (import.meta.env.DEV) {
    const { startMockApi } = await import('@coach/kit/mocks/browser.ts');
    const { proofHandlers } = await import('./mocks/proof-handlers.ts');
    const { profileHandlers } = await import('./mocks/profile-handlers.ts');
    const { demoProjectOptions, projectHandlers } = await import('./mocks/project-handlers.ts');
    const { demoMembershipOptions, membershipHandlers } = await import('./mocks/membership-handlers.ts');
    const { coachingHandlers } = await import('./mocks/coaching-handlers.ts');
    const { identityHandlers } = await import('./mocks/identity-handlers.ts');
    await startMockApi(
      ...proofHandlers(),
      ...profileHandlers(),
      ...projectHandlers(demoProjectOptions()),
      ...membershipHandlers(demoMembershipOptions()),
      ...coachingHandlers(),
      ...identityHandlers(),
    );
  }
  runStandalone({ remote, mount: 'user', demoToken: 'demo-token-member' });
}

void start();
