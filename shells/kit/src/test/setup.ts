import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { waitGuardMs } from '../../../../scripts/vitest-guards.ts';
import { tokenAtom } from '../auth/token.ts';
import { i18n, mergeCatalogues } from '../i18n/i18n.ts';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { queryClient } from '../query/query-client.ts';
import { store } from '../state/store.ts';
import { toastsAtom } from '../ui/toasts/toast-store.ts';
import { answerFromTheRealServer, realServer, resetRealServer } from './real-server.ts';

// A page's first render waits for its lazy route modules, whose first import (transform included)
// can take many seconds on a busy machine: the findBy queries and waitFor wait for their state up
// to the hang guard, not Testing Library's one second (scripts/vitest-guards.ts).
configure({ asyncUtilTimeout: waitGuardMs });

// The kit's texts load by language in the app (its route loader waits for them); a test renders
// kit parts without that loader, in either language, so both are there from the start.
mergeCatalogues({ tr, en });

/**
 * The API every front-end test runs against: the real server (test/real-server.ts, ADR 0046). A
 * test puts a hand-made answer in front with `mockServer.use(...)` (test/hand-made-answers.ts): a
 * network failure, a held answer; it is gone after the test.
 */
export const mockServer = setupServer(answerFromTheRealServer);

// The real server is started (once per worker) before the file's first test: loading the server
// and seeding take seconds, and on a busy machine more than a minute, which a first test's wait for
// its page must not have to cover. A hook waits up to the hang guard's hookTimeout for it.
beforeAll(async () => {
  mockServer.listen({ onUnhandledFrame: 'error' });
  await realServer();
});
afterEach(async () => {
  cleanup();
  mockServer.resetHandlers();
  await resetRealServer();
  queryClient.clear();
  store.set(tokenAtom, null);
  store.set(toastsAtom, []);
  window.localStorage.clear();
  delete document.documentElement.dataset.accent;
  delete document.documentElement.dataset.theme;
  i18n.activate('en');
});
// The window's address is shared by every file a worker runs; a test that moved it elsewhere would
// break the relative API calls of whichever file came next (vitest.shared.ts). Said here, at the
// test that did it.
const origin = window.location.origin;
afterEach(() => {
  if (window.location.origin !== origin)
    throw new Error(`This test moved the window to ${window.location.href}; it must stay at ${origin}.`);
});
afterAll(() => mockServer.close());
