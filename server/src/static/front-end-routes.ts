import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { remotes, type StaticRoots } from '../config.ts';
import { preferredLanguage } from '../http/language.ts';
import { cacheControlFor } from './cache-policy.ts';
import { hostIndexReader } from './host-index.ts';
import { languageOfPath, rewriteIndexHtml } from './index-html.ts';
import type { RuntimeConfig } from './runtime-config.ts';

export interface FrontEndOptions {
  readonly staticRoots: StaticRoots;
  readonly runtimeConfig: RuntimeConfig;
}

const notBuiltMessage =
  'The front end is not built yet: run `npm run build` in the repository root, then reload this page.\n' +
  'Arayüz henüz derlenmedi: depo kök dizininde `npm run build` çalıştırın, ardından sayfayı yenileyin.\n';

/**
 * Serves the files of `root` with the cache policy of docs/runtime-contract.md, and passes on
 * when there is no such file. The file server is made on first use, because a dist folder may
 * appear only after the server started (`npm run build` in another terminal).
 */
function filesOf(root: string, stripPrefix = ''): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!serve) {
      if (!existsSync(root)) return next();
      serve = serveStatic({ root, rewriteRequestPath: (path) => path.slice(stripPrefix.length) });
    }
    const file = await serve(c, next);
    // serveStatic returns the file's response, or nothing after passing on to `next`.
    if (file?.ok) file.headers.set('Cache-Control', cacheControlFor(c.req.path));
    return file;
  };
}

/**
 * Everything outside /api: the remotes' files, the host's files, and for any other GET the host's
 * index.html rewritten for the request, so the single-page app can draw the route (or its 404).
 */
export function frontEndRoutes({ staticRoots, runtimeConfig }: FrontEndOptions) {
  const readIndex = hostIndexReader(staticRoots.host);

  const singlePageApp = async (c: Context) => {
    const html = await readIndex();
    if (html === null) return c.text(notBuiltMessage, 503, { 'Cache-Control': 'no-store' });
    const page = rewriteIndexHtml(html, {
      language: languageOfPath(c.req.path),
      themeCookie: getCookie(c, 'theme'),
      accentCookie: getCookie(c, 'accent'),
      runtimeConfig,
    });
    return c.html(page, 200, { 'Cache-Control': 'no-cache', Vary: 'Cookie' });
  };

  const app = new Hono();
  for (const remote of remotes) {
    const prefix = `/remotes/${remote.dir}`;
    app.get(`${prefix}/*`, filesOf(staticRoots.remotes[remote.name], prefix), (c) =>
      c.text('Not found', 404),
    );
  }

  // Only the bare root picks a language; /en… is never redirected.
  app.get('/', async (c) => {
    const cookie = getCookie(c, 'lang');
    const wantsEnglish = cookie
      ? cookie === 'en'
      : preferredLanguage(c.req.header('accept-language')) === 'en';
    const response = wantsEnglish ? c.redirect('/en', 302) : await singlePageApp(c);
    response.headers.set('Vary', 'Cookie, Accept-Language');
    return response;
  });

  // index.html is only ever served rewritten.
  const hostFiles = filesOf(staticRoots.host);
  app.get('*', async (c, next) => (/(^|\/)index\.html$/.test(c.req.path) ? next() : hostFiles(c, next)));
  app.get('/static/*', (c) => c.text('Not found', 404));
  app.get('*', singlePageApp);
  return app;
}
