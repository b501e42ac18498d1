import { type CatalogueKey, catalogue, type Language, translate } from '@coach/core/contracts';
import { HttpResponse, http } from 'msw';
import { realAnswerTo } from './real-server.ts';

// What a test still answers by hand, in front of the real server (`mockServer.use(...)`): what the
// real server cannot be made to do on purpose, such as a network failure, an answer that takes
// its time, or a failure the in-memory tier never has (the database busy). Each answer is the
// server's envelope with the catalogue's status, code and message, never a status typed by hand.

function languageOf(request: Request): Language {
  return request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

/** The server's answer for `key`: its status, code and message, all from the catalogue. */
export function answerOf(request: Request, key: CatalogueKey, data: unknown = null) {
  const { code, status } = catalogue[key];
  // As the server: a 401 names the bearer scheme.
  const headers: Record<string, string> =
    status === catalogue.unauthorized.status ? { 'WWW-Authenticate': 'Bearer' } : {};
  return HttpResponse.json(
    { code, message: translate(code, languageOf(request), data), data },
    { status, headers },
  );
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** `path` (e.g. `*\/api/accountdashboard`) cannot be reached: the fetch itself fails. */
export function networkFailureOn(method: Method, path: string) {
  return http[method](path, () => HttpResponse.error());
}

/** `path` answers the catalogue's `key` (e.g. `serverBusy`), whatever the real server would say. */
export function catalogueAnswerOn(method: Method, path: string, key: CatalogueKey, data: unknown = null) {
  return http[method](path, ({ request }) => answerOf(request, key, data));
}

/**
 * Calls to `path` reach the real server only once the test says so: for what a page shows while
 * it waits, or the order in which calls leave. `calls` counts those that arrived, held or not;
 * a `log` shared by several holds notes each arrival by its `name`, in order.
 *
 *   const dashboard = heldAnswerOn('get', '*\/api/accountdashboard');
 *   mockServer.use(dashboard.handler);
 *   … the page shows its placeholder …
 *   dashboard.release();
 */
export function heldAnswerOn(method: Method, path: string, watch: { log?: string[]; name?: string } = {}) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = {
    calls: 0,
    release: () => release(),
    handler: http[method](path, async ({ request }) => {
      held.calls += 1;
      watch.log?.push(watch.name ?? path);
      await released;
      return realAnswerTo(request);
    }),
  };
  return held;
}

/**
 * Calls to `path` go on to the real server, and the test sees each as it left: its headers, and
 * its body (a copy, `await calls[0].json()`).
 */
export function watchedCallsOn(method: Method, path: string) {
  const calls: Request[] = [];
  return {
    calls,
    handler: http[method](path, ({ request }) => {
      calls.push(request.clone());
      return realAnswerTo(request);
    }),
  };
}

/**
 * What a reverse proxy answers when the server behind it is down: its own HTML error page with
 * 502 Bad Gateway. Not the server's answer (the catalogue has no such code): the proxy's, the one
 * status a test may name outside the catalogue.
 */
export function proxyErrorPageOn(method: Method, path: string) {
  const badGateway = 502;
  return http[method](path, () => new HttpResponse('<html>Bad gateway</html>', { status: badGateway }));
}

/**
 * A sign-in's calls as they reach the real server, in order, by name (`userinfo`,
 * `accountdashboard`, `admindashboard`): userinfo held until `release`, the dashboards answered at
 * once. For what a sign-in asks alongside userinfo rather than after it. Put the `handlers` in
 * front with `mockServer.use(...handlers)`.
 */
export function signInCallsWithUserinfoHeld() {
  const calls: string[] = [];
  const userinfo = heldAnswerOn('get', '*/api/auth/userinfo', { log: calls, name: 'userinfo' });
  const member = heldAnswerOn('get', '*/api/accountdashboard', { log: calls, name: 'accountdashboard' });
  const admin = heldAnswerOn('get', '*/api/admindashboard', { log: calls, name: 'admindashboard' });
  member.release();
  admin.release();
  return { calls, handlers: [userinfo.handler, member.handler, admin.handler], release: userinfo.release };
}
