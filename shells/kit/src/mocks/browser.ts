import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/**
 * Starts the mock API in the browser, for `npm run dev` of one remote without the server. Each app
 * serves msw's mockServiceWorker.js from the kit's public/ folder (shells/kit/rsbuild.shared.ts).
 */
export async function startMockApi(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
