import type { RequestHandler } from '@rsbuild/core';

// A remote's `npm run dev` answers /api from the real server (ADR 0046): the application on the
// in-memory tier, seeded with the demo data, in the development server's own Node process. The
// page signs in with the demo role's known token (`runStandalone`'s `demoToken`, e.g.
// `demo-token-member`) or with any demo account's e-mail and password (README "Demo accounts").
// Everything lives in memory: a restart of the development server starts from the seed again.

type Listener = (incoming: Parameters<RequestHandler>[0], outgoing: Parameters<RequestHandler>[1]) => unknown;

/**
 * The middleware, which starts the API at once (seeding takes a second or two) so that the first
 * page does not wait for it. The clock follows the time of day, so sessions and throttles end as
 * they would on a real server.
 */
export function realServerMiddleware(): RequestHandler {
  // Imported here: a build loads this configuration too, and must not load the server.
  const listener: Promise<Listener> = import('@coach/server/testing/front-end-api').then(
    async ({ createFrontEndApi, requestListenerOf }) =>
      requestListenerOf(await createFrontEndApi({ clock: 'wall', logLevel: 'warn' })) as Listener,
  );
  return (request, response, next) => {
    if (!request.url?.startsWith('/api/')) return next();
    listener.then((listen) => listen(request, response)).catch(next);
  };
}
