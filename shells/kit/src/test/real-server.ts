import type { FrontEndApiThread } from '@coach/server/testing/front-end-api-thread';
import { http } from 'msw';

// Front-end tests talk to the real server (ADR 0046): the application built on the in-memory tier,
// seeded with the demo data, with a session open for each demo role (`demo-token-member`,
// `demo-token-admin`, `demo-token-salesman`, `demo-token-guest`). It runs in a worker thread on
// plain Node, away from happy-dom's globals (server/src/testing/front-end-api-thread.ts says why).
// A test arranges its situation through the same server (`(await realServer()).run('changeTheme',
// input, { as: 'member' })`), never by restating what the server would answer.

const shared = Symbol.for('coach.frontEndApi');
type Holder = { [shared]?: Promise<FrontEndApiThread> };

/**
 * The real server of this test worker. Started by the test setup's beforeAll (loading the server and
 * seeding take seconds, more than a minute on a busy machine), then kept on the worker's global for every test file the worker runs: the
 * apps run their files in shared workers (docs/adr/0029), where a module-level variable could be
 * made once per file.
 */
export function realServer(): Promise<FrontEndApiThread> {
  const holder = globalThis as Holder;
  // Imported here, not at the top: the module graph of the server is the thread's, not the test's.
  holder[shared] ??= import('@coach/server/testing/front-end-api-thread').then(({ startFrontEndApiThread }) =>
    startFrontEndApiThread(),
  );
  return holder[shared];
}

/** Back to the seeded state, if a test reached the server at all (a snapshot restore). */
export async function resetRealServer(): Promise<void> {
  const started = (globalThis as Holder)[shared];
  if (started) await (await started).reset();
}

/** The handler every test starts with: any call under /api goes to the real server. */
export const answerFromTheRealServer = http.all('*/api/*', ({ request }) => realAnswerTo(request));

/**
 * The real server's answer to `request`, for a handler that holds or watches a call
 * (hand-made-answers.ts). Only plain data crosses to the server's thread; the answer is built
 * here with this realm's `Response` (happy-dom's), the one msw and the code under test expect.
 */
export async function realAnswerTo(request: Request): Promise<Response> {
  const api = await realServer();
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await api.fetch({
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: hasBody ? await request.arrayBuffer() : null,
  });
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
}
