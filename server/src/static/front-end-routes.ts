import { existsSync } from 'node:fs';
import type { Language } from '@coach/core/contracts';
import {
  findPage,
  hasParameters,
  notFoundFileOf,
  pagePath,
  pathInLanguage,
  placeOf,
  prerenderedFileOf,
} from '@coach/core/contracts/pages';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { remotes, type StaticRoots } from '../config.ts';
import {
  addressWithoutChoice,
  chosenLanguage,
  languageChoiceParameter,
  preferredLanguage,
} from '../http/language.ts';
import { cacheControlFor } from './cache-policy.ts';
import { hostIndexReader, prerenderedPageReader } from './host-index.ts';
import { rewriteIndexHtml } from './index-html.ts';
import { writePageHead } from './page-head.ts';
import { robotsTxt, sitemapXml } from './robots-and-sitemap.ts';
import type { RuntimeConfig } from './runtime-config.ts';

export interface FrontEndOptions {
  readonly staticRoots: StaticRoots;
  readonly runtimeConfig: RuntimeConfig;
  /**
   * The configured origin (PUBLIC_BASE_URL, or http://localhost:PORT in development) of canonical,
   * hreflang and sitemap addresses; never the request's Host header, which anyone can set.
   */
  readonly publicBaseUrl: string;
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
      // The build writes `.br` and `.gz` next to each text file (contract 3 of issue 10): the
      // sibling the browser accepts is sent as it is, br first, so nothing is compressed per request.
      serve = serveStatic({
        root,
        precompressed: true,
        rewriteRequestPath: (path) => path.slice(stripPrefix.length),
      });
    }
    const file = await serve(c, next);
    // serveStatic returns the file's response, or nothing after passing on to `next`.
    if (file?.ok) {
      file.headers.set('Cache-Control', cacheControlFor(c.req.path));
      // serveStatic names Accept-Encoding only when it picked a sibling; a cache must also know
      // that the plain answer it got for a client without br/gzip is not for everyone.
      const vary = file.headers.get('Vary');
      if (!/accept-encoding/i.test(vary ?? '')) {
        file.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
    }
    return file;
  };
}

/** Host files that are only ever served rewritten: index.html and the pre-rendered pages. */
const rewrittenOnly = (path: string) => /\.html$/i.test(path) || /^\/prerendered(\/|$)/i.test(path);

/** Which remotes' manifests a page fetches first: the public site's always, the area's app too. */
function manifestPreloadsFor(path: string, runtimeConfig: RuntimeConfig): string[] {
  const { area } = placeOf(path);
  const { public_site, member_app, admin_app } = runtimeConfig.remotes;
  return [public_site, ...(area === 'member' ? [member_app] : area === 'admin' ? [admin_app] : [])];
}

/**
 * Everything outside /api: robots.txt and sitemap.xml, the remotes' files, the host's files, and for
 * any other GET a page: the pre-rendered HTML of the path when the build made one, else the host's
 * index.html, rewritten for the request. A path the page catalogue does not know answers 404 with
 * the pre-rendered 404 page (or index.html, whose app draws it). See ADR 0025.
 */
export function frontEndRoutes({ staticRoots, runtimeConfig, publicBaseUrl }: FrontEndOptions) {
  const readIndex = hostIndexReader(staticRoots.host);
  const readPrerendered = prerenderedPageReader(staticRoots.prerendered);
  const base = publicBaseUrl.replace(/\/+$/, '');

  const singlePageApp = async (c: Context) => {
    const index = await readIndex();
    if (index === null) return c.text(notBuiltMessage, 503, { 'Cache-Control': 'no-store' });
    const found = findPage(c.req.path);
    const language: Language = found?.language ?? placeOf(c.req.path).language;
    let html: string | null = null;
    let alternates: Record<Language, string> | null = null;
    if (found) {
      // A page without parameters has one address, the catalogue's (`/user` is `/user/dashboard`,
      // `/login/` is `/login`); one with parameters keeps the request's, in each language.
      const path = hasParameters(found.page.path)
        ? new URL(c.req.url).pathname
        : pagePath(found.language, found.area, found.page.path);
      alternates = { tr: base + pathInLanguage(path, 'tr'), en: base + pathInLanguage(path, 'en') };
      if (found.page.prerender && found.area === 'public')
        html = await readPrerendered(prerenderedFileOf(path));
    } else {
      html = await readPrerendered(notFoundFileOf(language));
    }
    const withHead = writePageHead(html ?? index, {
      language,
      alternates,
      noindex: !found?.page.indexable,
      manifestPreloads: manifestPreloadsFor(c.req.path, runtimeConfig),
    });
    const page = rewriteIndexHtml(withHead, {
      language,
      themeCookie: getCookie(c, 'theme'),
      accentCookie: getCookie(c, 'accent'),
      runtimeConfig,
    });
    return c.html(page, found ? 200 : 404, { 'Cache-Control': 'no-cache', Vary: 'Cookie' });
  };

  const app = new Hono();
  // Both change only with a deployment (the page catalogue) or PUBLIC_BASE_URL; an hour is short
  // enough for a new page to show up soon and long enough to spare the server crawlers' repeats.
  const crawlerFile = { 'Cache-Control': 'public, max-age=3600' };
  app.get('/robots.txt', (c) => c.text(robotsTxt(base), 200, crawlerFile));
  app.get('/sitemap.xml', (c) =>
    c.body(sitemapXml(base), 200, {
      ...crawlerFile,
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  );
  for (const remote of remotes) {
    const prefix = `/remotes/${remote.dir}`;
    app.get(`${prefix}/*`, filesOf(staticRoots.remotes[remote.name], prefix), (c) =>
      c.text('Not found', 404),
    );
  }

  // A language switch's link names the choice (`?lang=tr`): the server keeps it in the `lang`
  // cookie, as the app does (docs/runtime-contract.md), and sends the browser on to the page in
  // that language without the parameter. So the choice is kept also when the switch was followed
  // before the app started on a pre-rendered page, or without JavaScript at all (ADR 0034).
  app.get('*', async (c, next) => {
    const choice = chosenLanguage(c.req.query(languageChoiceParameter));
    if (!choice || !findPage(c.req.path)) return next();
    setCookie(c, 'lang', choice, {
      path: '/',
      maxAge: 365 * 24 * 60 * 60,
      sameSite: 'Lax',
      secure: base.startsWith('https:'),
    });
    const url = new URL(c.req.url);
    const response = c.redirect(addressWithoutChoice(url, pathInLanguage(url.pathname, choice)), 303);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });

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

  // index.html and the pre-rendered pages are only ever served rewritten, at their page's address.
  const hostFiles = filesOf(staticRoots.host);
  app.get('*', async (c, next) => (rewrittenOnly(c.req.path) ? next() : hostFiles(c, next)));
  app.get('/static/*', (c) => c.text('Not found', 404));
  app.get('*', singlePageApp);
  return app;
}
