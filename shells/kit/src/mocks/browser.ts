import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/**
 * Starts the mock API in the browser, for `npm run dev` of one remote without the server, with the
 * handlers of the calls only that remote makes. Each app serves msw's mockServiceWorker.js from the
 * kit's public/ folder (shells/kit/rsbuild.shared.ts).
 */
export async function startMockApi(...appHandlers: RequestHandler[]): Promise<void> {
  // An app's own handlers first: they answer the calls only that app makes.
  const worker = setupWorker(...appHandlers, ...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
