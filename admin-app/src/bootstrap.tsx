import { runStandalone } from '@coach/kit/standalone/run-standalone.tsx';
import remote from './app/remote.ts';

// Only `npm run dev` (or opening this build's own index.html) runs this: the host loads
// ./routes through Module Federation and never this entry. Signed in as the demo administrator, since
// the login page belongs to public-site.
async function start() {
  if (import.meta.env.DEV) {
    const { startMockApi } = await import('@coach/kit/mocks/browser.ts');
    const { operationsHandlers } = await import('./mocks/operations-handlers.ts');
    await startMockApi(...operationsHandlers);
  }
  runStandalone({ remote, mount: 'admin', demoToken: 'mock-token-admin' });
}

void start();
