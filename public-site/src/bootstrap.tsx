import { runStandalone } from '@coach/kit/standalone/run-standalone.tsx';
import remote from './app/remote.ts';

// Only `npm run dev` (or opening this build's own index.html) runs this: the host loads
// ./routes through Module Federation and never this entry.
async function start() {
  if (import.meta.env.DEV) {
    const { startMockApi } = await import('@coach/kit/mocks/browser.ts');
    const { contactHandlers } = await import('./mocks/contact-handlers.ts');
    const { passwordHandlers } = await import('./mocks/password-handlers.ts');
    const { closingRequestHandlers } = await import('./mocks/closing-request-handlers.ts');
    await startMockApi(...contactHandlers, ...passwordHandlers, ...closingRequestHandlers());
  }
  runStandalone({ remote, mount: '' });
}

void start();
