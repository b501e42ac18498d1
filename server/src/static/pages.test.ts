import { mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  findPage,
  type PageArea,
  pageLanguages,
  pagePath,
  pagesByArea,
  prerenderedFileOf,
  prerenderedPaths,
} from '@coach/core/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';

// The pages as the server answers them (ADR 0025): pre-rendered HTML or index.html, a real 404 for
// paths the catalogue does not know, and the head the server writes for each language.

let t: HttpTestApp;
beforeAll(async () => {
  t = await createHttpTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

/** A pre-rendered page as helper P's build writes it: `data-prerendered`, its own title, no config. */
const prerendered = (marker: string, language: 'tr' | 'en') =>
  `<!doctype html><html data-prerendered lang="${language}"><head><meta charset="utf-8"><title>${marker} title</title><meta name="description" content="${marker} description"></head><body><div id="root"><h1>${marker}</h1></div></body></html>`;

const prerenderedDir = () => t.staticRoots.prerendered;
function writePrerendered(name: string, html: string) {
  const file = join(prerenderedDir(), name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  return file;
}
afterEach(() => rmSync(prerenderedDir(), { recursive: true, force: true }));

/**
 * Pages whose address the server checks before answering: a published coaching log answers 404
 * for an unknown id and 410 once withdrawn (ADR 0054, server/src/routes/coaching-log-publications.test.ts).
 */
const checkedByTheServer = new Set(['coaching-log/:publicationId']);

/** Every page of the catalogue in both languages, parameters filled in. */
const catalogueAddresses = () =>
  pageLanguages.flatMap((language) =>
    Object.entries(pagesByArea).flatMap(([area, pages]) =>
      Object.values(pages)
        .filter((page) => !checkedByTheServer.has(page.path))
        .map((page) => pagePath(language, area as PageArea, page.path.replace(/:(\w+)\??/g, 'value-$1'))),
    ),
  );

const linkHref = (html: string, pattern: string) =>
  new RegExp(`<link rel="${pattern}" href="([^"]*)">`).exec(html)?.[1];

describe('pages of the catalogue', () => {
  it('answers 200 with HTML for every page in both languages', async () => {
    const addresses = catalogueAddresses();
    expect(addresses.length).toBeGreaterThan(70);
    for (const path of addresses) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${path.startsWith('/en') ? 'en' : 'tr'}"`);
      expect(html, path).toContain('id="runtime-config"');
    }
  });

  it('answers the area roots /user and /admin (they lead to the dashboard)', async () => {
    for (const path of ['/user', '/admin/', '/en/user', '/en/admin'])
      expect((await get(path)).status, path).toBe(200);
  });
});

describe('unknown paths', () => {
  const unknown = [
    '/nope',
    '/en/nope',
    '/user/nope',
    '/en/admin/nope',
    '/admin/account/nope',
    '/english-teachers',
  ];

  it('answer 404 with index.html when no 404 page was pre-rendered, so the app draws its 404 page', async () => {
    for (const path of unknown) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain(`<html lang="${path.startsWith('/en/') ? 'en' : 'tr'}"`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html, 'a 404 has no address of its own').not.toContain('rel="canonical"');
    }
  });

  it('answer 404 to HEAD too, without a body', async () => {
    const response = await t.app.request('/en/nope', { method: 'HEAD' });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('answer 404 with the pre-rendered 404 page of their language', async () => {
    writePrerendered('404.html', prerendered('Sayfa yok', 'tr'));
    writePrerendered('en/404.html', prerendered('No such page', 'en'));
    const turkish = await get('/nope', { Cookie: 'theme=dark' });
    expect(turkish.status).toBe(404);
    const turkishHtml = await turkish.text();
    expect(turkishHtml).toContain('<h1>Sayfa yok</h1>');
    expect(turkishHtml).toMatch(/<html [^>]*data-theme="dark"/);
    expect(turkishHtml).toContain('id="runtime-config"');
    const english = await get('/en/user/nope');
    expect(english.status).toBe(404);
    const englishHtml = await english.text();
    expect(englishHtml).toContain('<h1>No such page</h1>');
    expect(englishHtml).toContain('<title>No such page title</title>');
    expect(englishHtml).toContain('href="/remotes/member-app/mf-manifest.json"');
  });

  it('never hand out index.html or the pre-rendered files under their own names', async () => {
    writePrerendered('login.html', prerendered('Login', 'tr'));
    for (const path of [
      '/index.html',
      '/prerendered/login.html',
      '/prerendered',
      '/prerendered/',
      '/login.html',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('id="runtime-config"');
    }
  });

  it('never answer 500, whatever the path', async () => {
    const odd = [
      '/%',
      '/%%',
      '/%E0%A4%A',
      '/%00',
      '/en/%ZZ',
      `/${'a'.repeat(8000)}`,
      `/en/${'x/'.repeat(2000)}`,
      '/en/../admin',
      '/en/%2e%2e/admin',
      '/..%2f..%2fetc/passwd',
      '/static/..%2f..%2fpackage.json',
      '/newpassword/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/login?next=%22%3E%3Cscript%3E',
    ];
    for (const path of odd) {
      const response = await get(path, { Cookie: 'theme="><script>; accent=%', 'Accept-Encoding': 'br' });
      expect(response.status, path).toBeLessThan(500);
      const body = await response.text();
      expect(body, path).not.toContain('<script>alert');
      expect(body, path).not.toContain('"><script>');
    }
    // URL parsing resolves the dot segments before routing: this is the administration's page.
    expect((await get('/en/../admin')).status).toBe(200);
  });
});

describe('pre-rendered pages', () => {
  it('serves each pre-rendered address its own file, rewritten with the runtime config and theme', async () => {
    const paths = prerenderedPaths();
    for (const path of paths) {
      writePrerendered(
        prerenderedFileOf(path),
        prerendered(`page ${path}`, path.startsWith('/en') ? 'en' : 'tr'),
      );
    }
    for (const path of paths) {
      const response = await get(path, { Cookie: 'theme=dark; accent=theme3; lang=tr' });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<h1>page ${path}</h1>`);
      expect(html, path).toMatch(/<html [^>]*data-theme="dark"/);
      expect(html, path).toMatch(/<html [^>]*data-accent="theme3"/);
      expect(html, path).toMatch(/<html [^>]*data-prerendered/);
      expect(html, path).toContain('<script type="application/json" id="runtime-config">{"apiBase":"/api"');
      // The page's own title and description, not the site's.
      expect(html, path).toContain(`<title>page ${path} title</title>`);
      expect(html, path).toContain(`<meta name="description" content="page ${path} description">`);
      expect(html, path).not.toContain('Koçluk Saatleri');
      expect(html, path).not.toContain('noindex');
    }
  });

  it('tolerates a trailing slash, and falls back to index.html for a page not pre-rendered', async () => {
    writePrerendered('login.html', prerendered('Giriş', 'tr'));
    writePrerendered('en.html', prerendered('Home', 'en'));
    expect(await (await get('/login/')).text()).toContain('<h1>Giriş</h1>');
    expect(await (await get('/en/')).text()).toContain('<h1>Home</h1>');
    const faq = await get('/faq');
    expect(faq.status).toBe(200);
    expect(await faq.text()).toContain('<div id="root"></div>');
  });

  it('re-reads a pre-rendered page when a new build changed it', async () => {
    const file = writePrerendered('rules.html', prerendered('Old rules', 'tr'));
    expect(await (await get('/rules')).text()).toContain('Old rules');
    writeFileSync(file, prerendered('New rules', 'tr'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await (await get('/rules')).text()).toContain('New rules');
  });

  it('serves pages that appear after its start, and a set replaced in one rename (npm start pre-renders after it listens)', async () => {
    expect(await (await get('/privacy')).text()).toContain('<div id="root"></div>');
    const publishSet = (marker: string, modified: Date) => {
      // As scripts/prerender/run.ts publishes: written beside the served folder, then renamed in.
      const next = `${prerenderedDir()}.next`;
      const file = join(next, 'privacy.html');
      mkdirSync(next, { recursive: true });
      writeFileSync(file, prerendered(marker, 'tr'));
      utimesSync(file, modified, modified);
      rmSync(prerenderedDir(), { recursive: true, force: true });
      renameSync(next, prerenderedDir());
    };
    publishSet('First set', new Date(Date.now() - 10_000));
    expect(await (await get('/privacy')).text()).toContain('<h1>First set</h1>');
    publishSet('Second set', new Date());
    expect(await (await get('/privacy')).text()).toContain('<h1>Second set</h1>');
  });
});

describe('the head the server writes', () => {
  it('points to the page in both languages with absolute addresses of this server, whatever Host is asked', async () => {
    const html = await (await get('/en/faq/', { Host: 'evil.example' })).text();
    expect(linkHref(html, 'canonical')).toBe('http://localhost:3000/en/faq');
    expect(linkHref(html, 'alternate" hreflang="tr')).toBe('http://localhost:3000/faq');
    expect(linkHref(html, 'alternate" hreflang="en')).toBe('http://localhost:3000/en/faq');
    expect(linkHref(html, 'alternate" hreflang="x-default')).toBe('http://localhost:3000/faq');
    expect(html).not.toContain('evil.example');
    const home = await (await t.app.request('http://evil.example:8080/')).text();
    expect(linkHref(home, 'canonical')).toBe('http://localhost:3000/');
    expect(linkHref(home, 'alternate" hreflang="en')).toBe('http://localhost:3000/en');
    expect(home).not.toContain('evil.example');
  });

  it('uses PUBLIC_BASE_URL when it is set, and the catalogue’s spelling of the address', async () => {
    const configured = await createHttpTestApp({
      environment: { PUBLIC_BASE_URL: 'https://koc.example.org/' },
    });
    try {
      const html = await (await configured.app.request('http://127.0.0.1:3000/user')).text();
      expect(linkHref(html, 'canonical')).toBe('https://koc.example.org/user/dashboard');
      expect(linkHref(html, 'alternate" hreflang="en')).toBe('https://koc.example.org/en/user/dashboard');
      const token = await (await configured.app.request('/en/newpassword/abc?x=1')).text();
      expect(linkHref(token, 'canonical')).toBe('https://koc.example.org/en/newpassword/abc');
      expect(linkHref(token, 'alternate" hreflang="tr')).toBe('https://koc.example.org/newpassword/abc');
    } finally {
      await configured.close();
    }
  });

  it('writes the site title and description in the page’s language', async () => {
    const english = await (await get('/en/register')).text();
    expect(english).toContain('<title>Coaching Hours</title>');
    expect(english).toMatch(/<meta name="description" content="Coaching Hours: [^"]+">/);
    const turkish = await (await get('/register')).text();
    expect(turkish).toContain('<title>Koçluk Saatleri</title>');
    expect(turkish).toMatch(/<meta name="description" content="Koçluk Saatleri: [^"]+">/);
    expect(turkish).not.toContain('Coaching Hours');
  });

  it('keeps pages that are not indexable out of search results', async () => {
    expect(await (await get('/user/settings')).text()).toContain('<meta name="robots" content="noindex">');
    expect(await (await get('/forgotpassword')).text()).toContain('<meta name="robots" content="noindex">');
    expect(await (await get('/en/contact')).text()).not.toContain('noindex');
  });

  it('preloads the public remote’s manifest everywhere, and the area’s remote in its area', async () => {
    const preloads = async (path: string) =>
      [
        ...(await (await get(path)).text()).matchAll(
          /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    expect(await preloads('/login')).toEqual(['/remotes/public-site/mf-manifest.json']);
    expect(await preloads('/nope')).toEqual(['/remotes/public-site/mf-manifest.json']);
    expect(await preloads('/en/user/dashboard')).toEqual([
      '/remotes/public-site/mf-manifest.json',
      '/remotes/member-app/mf-manifest.json',
    ]);
    expect(await preloads('/admin/jobs')).toEqual([
      '/remotes/public-site/mf-manifest.json',
      '/remotes/admin-app/mf-manifest.json',
    ]);
  });

  it('preloads remotes served from elsewhere at their configured address', async () => {
    const elsewhere = await createHttpTestApp({
      environment: { REMOTE_ADMIN_APP_URL: 'https://cdn.example.org/admin/mf-manifest.json' },
    });
    try {
      const html = await (await elsewhere.app.request('/en/admin')).text();
      expect(html).toContain(
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://cdn.example.org/admin/mf-manifest.json">',
      );
    } finally {
      await elsewhere.close();
    }
  });
});

describe('catalogue and answers agree', () => {
  it('answers 200 exactly for the paths findPage knows', async () => {
    const samples = [...catalogueAddresses(), '/x', '/en/x', '/user/profile', '/admin/account/x', '/en/en'];
    for (const path of samples) {
      const status = (await get(path)).status;
      expect(status, path).toBe(findPage(path) ? 200 : 404);
    }
  });
});
