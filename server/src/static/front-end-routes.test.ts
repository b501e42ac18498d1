import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';

let t: HttpTestApp;
beforeAll(async () => {
  t = await createHttpTestApp();
});
afterAll(() => t.close());

const page = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const runtimeConfigOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );

describe('GET / language choice', () => {
  it('stays Turkish without a cookie and without an English preference', async () => {
    const response = await page('/', { 'Accept-Language': 'tr-TR,tr;q=0.9,en;q=0.8' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="tr"');
  });

  it('redirects to /en when the browser prefers English and no lang cookie is set', async () => {
    const response = await page('/', { 'Accept-Language': 'en-US,en;q=0.9,tr;q=0.5' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
  });

  it('follows the lang cookie over the browser', async () => {
    expect((await page('/', { Cookie: 'lang=en', 'Accept-Language': 'tr' })).status).toBe(302);
    expect((await page('/', { Cookie: 'lang=tr', 'Accept-Language': 'en' })).status).toBe(200);
  });

  it('keeps a switch to Turkish for an English browser: cookie written, then / stays Turkish', async () => {
    const english = { 'Accept-Language': 'en-US,en;q=0.9' };
    const switched = await page('/?lang=tr', english);
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/');
    expect(switched.headers.get('cache-control')).toBe('no-store');
    const cookie = switched.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lang=tr; Max-Age=31536000; Path=\//);
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    const next = await page('/', { ...english, Cookie: 'lang=tr' });
    expect(next.status).toBe(200);
    expect(await next.text()).toContain('<html lang="tr"');
  });

  it('writes the choice on every public page, keeping the rest of the query, in the chosen language', async () => {
    const switched = await page('/en/login?identity=x&lang=en', { Cookie: 'lang=tr' });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/en/login?identity=x');
    expect(switched.headers.get('set-cookie')).toMatch(/^lang=en;/);
    // The choice decides the language, also when the address was the other one's.
    expect((await page('/en/login?lang=tr')).headers.get('location')).toBe('/login');
  });

  it('ignores a lang parameter that names no language, and files that are no page', async () => {
    const unknown = await page('/login?lang=de');
    expect(unknown.status).toBe(200);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect((await page('/no-such-page?lang=en')).status).toBe(404);
  });

  it('never redirects /en', async () => {
    const response = await page('/en', { Cookie: 'lang=tr', 'Accept-Language': 'tr' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });
});

describe('index.html rewriting', () => {
  it('serves the rewritten index.html for the pages that are not pre-rendered, with status 200', async () => {
    for (const path of ['/user/dashboard', '/admin/account', '/register', '/en/user/settings']) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('sets the language from the path', async () => {
    expect(await (await page('/en/user/dashboard')).text()).toContain('<html lang="en"');
    expect(await (await page('/english-teachers')).text()).toContain('<html lang="tr"');
  });

  it('adds colour scheme and accent from cookies', async () => {
    const html = await (await page('/user/dashboard', { Cookie: 'theme=dark; accent=theme4' })).text();
    expect(html).toMatch(/<html [^>]*data-theme="dark"/);
    expect(html).toMatch(/<html [^>]*data-accent="theme4"/);
    const plain = await (await page('/user/dashboard')).text();
    expect(plain).not.toContain('data-theme');
    expect(plain).not.toContain('data-accent');
  });

  it('inserts the runtime configuration before </head>', async () => {
    const html = await (await page('/login')).text();
    expect(html).toMatch(/<\/script><\/head>/);
    expect(runtimeConfigOf(html)).toEqual({
      apiBase: '/api',
      remotes: {
        public_site: '/remotes/public-site/mf-manifest.json',
        member_app: '/remotes/member-app/mf-manifest.json',
        admin_app: '/remotes/admin-app/mf-manifest.json',
      },
      identityProviders: [],
    });
  });

  it('never serves the raw index.html', async () => {
    const response = await page('/index.html');
    expect(await response.text()).toContain('id="runtime-config"');
  });
});

describe('static files', () => {
  it('serves host assets, caching hashed ones forever', async () => {
    const asset = await page('/static/js/index.1a2b3c4d.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await page('/favicon.ico')).headers.get('cache-control')).toBe('no-cache');
  });

  it("serves each remote's dist under /remotes/<dir>/, entry files uncached", async () => {
    for (const dir of ['public-site', 'member-app', 'admin-app']) {
      const manifest = await page(`/remotes/${dir}/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('cache-control')).toBe('no-cache');
      expect((await page(`/remotes/${dir}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
      const chunk = await page(`/remotes/${dir}/static/js/async/page.5e6f7a8b.js`);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers 404 for missing asset files instead of the page', async () => {
    expect((await page('/remotes/member-app/missing.js')).status).toBe(404);
    expect((await page('/static/js/missing.1a2b3c4d.js')).status).toBe(404);
  });

  it('does not let a path escape the dist folder', async () => {
    const response = await page('/remotes/member-app/..%2f..%2fhost/index.html');
    expect(response.status).toBe(404);
  });
});

describe('compression', () => {
  it('gzips front-end files for browsers that accept it', async () => {
    const response = await page('/static/js/vendor.9a8b7c6d.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await response.arrayBuffer());
    expect(gunzipSync(body).toString()).toBe('var vendor = "react";\n'.repeat(200));
  });

  it('sends them as they are to clients that do not', async () => {
    const response = await page('/static/js/vendor.9a8b7c6d.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
  });

  describe('pre-compressed siblings from the build', () => {
    const source = 'export const chunk = "member";\n'.repeat(300);
    const brotli = brotliCompressSync(source);
    const gzip = gzipSync(source);
    beforeAll(() => {
      // A hashed host chunk and a remote's entry, each with both siblings as the build writes them.
      for (const file of [
        join(t.staticRoots.host, 'static/js/812.3f9a2b1cde.js'),
        join(t.staticRoots.remotes.member_app, 'remoteEntry.js'),
      ]) {
        writeFileSync(file, source);
        writeFileSync(`${file}.br`, brotli);
        writeFileSync(`${file}.gz`, gzip);
      }
    });

    it('sends the Brotli file when the browser accepts br, preferred over gzip', async () => {
      for (const path of ['/static/js/812.3f9a2b1cde.js', '/remotes/member-app/remoteEntry.js']) {
        const response = await page(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-encoding'), path).toBe('br');
        expect(response.headers.get('content-type'), path).toContain('javascript');
        expect(response.headers.get('vary'), path).toBe('Accept-Encoding');
        // The sibling itself, sent as it is: its length, not compressed a second time.
        expect(response.headers.get('content-length'), path).toBe(String(brotli.length));
        expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString(), path).toBe(source);
      }
    });

    it('sends the gzip file to a browser without br, and the plain file to one without either', async () => {
      const gzipped = await page('/remotes/member-app/remoteEntry.js', {
        'Accept-Encoding': 'gzip, deflate',
      });
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      expect(gzipped.headers.get('content-length')).toBe(String(gzip.length));
      expect(gzipped.headers.get('cache-control')).toBe('no-cache');
      expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(source);
      const plain = await page('/remotes/member-app/remoteEntry.js', { 'Accept-Encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('vary')).toBe('Accept-Encoding');
      expect(await plain.text()).toBe(source);
    });

    it('keeps the cache policy of the file asked for', async () => {
      const response = await page('/static/js/812.3f9a2b1cde.js', { 'Accept-Encoding': 'br' });
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });
  });

  it('compresses the HTML it writes per request, and says it varies', async () => {
    const response = await page('/login', { 'Accept-Encoding': 'gzip, br', Cookie: 'theme=dark' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('data-theme="dark"');
    const home = await page('/', { 'Accept-Encoding': 'gzip', 'Accept-Language': 'tr' });
    expect(home.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it('sends small API answers as they are, and gzips the large OpenAPI document', async () => {
    const accepting = { 'Accept-Encoding': 'gzip' };
    const health = await page('/api/health', accepting);
    expect(health.headers.get('content-encoding')).toBeNull();
    expect((await health.json()) as unknown).toMatchObject({ code: 2004 });
    const document = await page('/api/openapi.json', accepting);
    expect(document.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await document.arrayBuffer())).toString())).toMatchObject({
      openapi: '3.1.0',
    });
  });
});

describe('without a build', () => {
  it('says in plain text how to build the front end', async () => {
    const unbuilt = await createHttpTestApp({ withoutDist: true });
    try {
      const response = await unbuilt.app.request('/user/dashboard');
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect(await response.text()).toContain('npm run build');
    } finally {
      await unbuilt.close();
    }
  });
});
