import {
  adminPages,
  findPage,
  memberPages,
  type PageArea,
  pageLanguages,
  pagePath,
  publicPages,
} from '@coach/core/contracts';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';
import { robotsTxt, sitemapPages, sitemapXml } from './robots-and-sitemap.ts';

const base = 'https://koc.example.org';

/** Whether robots.txt lets a crawler fetch a path, as Google reads it: the longest matching rule wins. */
function allows(robots: string, path: string): boolean {
  let best: { allow: boolean; length: number } | null = null;
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    if (!match?.[2] || !path.startsWith(match[2])) continue;
    if (!best || match[2].length > best.length)
      best = { allow: match[1] === 'Allow', length: match[2].length };
  }
  return best?.allow ?? true;
}

const address = (language: (typeof pageLanguages)[number], area: PageArea, path: string) =>
  pagePath(language, area, path.replace(/:(\w+)\??/g, 'abc'));

describe('robots.txt', () => {
  const robots = robotsTxt(base);

  it('lets crawlers fetch every indexable page and the front-end files, in both languages', () => {
    for (const language of pageLanguages) {
      for (const page of sitemapPages()) {
        expect(allows(robots, pagePath(language, 'public', page.path)), page.path).toBe(true);
      }
    }
    for (const path of [
      '/remotes/public-site/mf-manifest.json',
      '/static/js/index.1a2b3c4d.js',
      '/sitemap.xml',
    ]) {
      expect(allows(robots, path), path).toBe(true);
    }
  });

  it('closes the member and admin areas, the API and the pages that carry a token', () => {
    for (const language of pageLanguages) {
      for (const [area, pages] of [
        ['member', memberPages],
        ['admin', adminPages],
      ] as const) {
        for (const page of Object.values(pages)) {
          expect(allows(robots, address(language, area, page.path)), page.path).toBe(false);
        }
        expect(allows(robots, pagePath(language, area, ''))).toBe(false);
      }
      for (const page of [
        publicPages.newPassword,
        publicPages.verifyEmail,
        publicPages.closingConfirmation,
        publicPages.sandboxCheckout,
        publicPages.payment,
      ]) {
        expect(allows(robots, address(language, 'public', page.path)), page.path).toBe(false);
        expect(allows(robots, pagePath(language, 'public', page.path.split('/')[0] ?? '')), page.path).toBe(
          false,
        );
      }
    }
    expect(allows(robots, '/api/health')).toBe(false);
  });

  it('names the sitemap by its absolute address', () => {
    expect(robots).toContain(`\nSitemap: ${base}/sitemap.xml\n`);
    expect(robots.startsWith('User-agent: *\n')).toBe(true);
  });
});

describe('sitemap.xml', () => {
  let window: Window;
  beforeAll(() => {
    window = new Window();
  });
  afterAll(() => window.happyDOM.close());

  const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const xhtmlNs = 'http://www.w3.org/1999/xhtml';

  function parse(xml: string) {
    const document = new window.DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = document.documentElement;
    expect(root.localName).toBe('urlset');
    expect(root.namespaceURI).toBe(sitemapNs);
    return [...root.children].map((url) => {
      expect(url.localName).toBe('url');
      const children = [...url.children];
      const loc = children.filter((child) => child.localName === 'loc' && child.namespaceURI === sitemapNs);
      expect(loc).toHaveLength(1);
      const alternates = Object.fromEntries(
        children
          .filter((child) => child.localName === 'link' && child.namespaceURI === xhtmlNs)
          .map((link) => {
            expect(link.getAttribute('rel')).toBe('alternate');
            return [link.getAttribute('hreflang'), link.getAttribute('href')];
          }),
      );
      return { loc: loc[0]?.textContent ?? '', alternates };
    });
  }

  it('lists every indexable page in both languages, each with its tr, en and x-default alternates', () => {
    const urls = parse(sitemapXml(base));
    const indexable = Object.values(publicPages).filter((page) => page.indexable);
    expect(indexable.length).toBeGreaterThanOrEqual(10);
    expect(urls).toHaveLength(indexable.length * 2);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    for (const { loc, alternates } of urls) {
      expect(loc.startsWith(`${base}/`), loc).toBe(true);
      const found = findPage(new URL(loc).pathname);
      expect(found?.page.indexable, loc).toBe(true);
      expect(Object.keys(alternates).sort()).toEqual(['en', 'tr', 'x-default']);
      expect([alternates.tr, alternates.en]).toContain(loc);
      expect(alternates['x-default']).toBe(alternates.tr);
      expect(new URL(alternates.en ?? '').pathname.startsWith('/en')).toBe(true);
      expect(findPage(new URL(alternates.tr ?? '').pathname)?.page).toBe(found?.page);
    }
    expect(urls.map((url) => url.loc)).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/en`, `${base}/login`, `${base}/en/termsandconditions`]),
    );
  });

  it('lists no member, admin or token page', () => {
    const locs = parse(sitemapXml(base)).map((url) => new URL(url.loc).pathname);
    for (const path of locs) {
      expect(findPage(path)?.area, path).toBe('public');
      expect(path).not.toMatch(/newpassword|verifyemail|sandbox-checkout|payment/);
    }
  });

  it('escapes the base address for XML', () => {
    const urls = parse(sitemapXml('https://koc.example.org/a&b'));
    expect(urls[0]?.loc).toBe('https://koc.example.org/a&b/');
  });
});

describe('GET /robots.txt and /sitemap.xml', () => {
  let t: HttpTestApp;
  beforeAll(async () => {
    t = await createHttpTestApp({ withoutDist: true });
  });
  afterAll(() => t.close());

  it('answers robots.txt as text, with this server’s own address, never the Host asked for', async () => {
    const response = await t.app.request('http://127.0.0.1:4100/robots.txt', {
      headers: { Host: 'evil.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const text = await response.text();
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(text).not.toMatch(/evil\.example|127\.0\.0\.1/);
    expect(text).not.toContain('<html');
  });

  it('answers sitemap.xml as XML, even before the front end is built', async () => {
    const response = await t.app.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('uses PUBLIC_BASE_URL when set', async () => {
    const configured = await createHttpTestApp({ environment: { PUBLIC_BASE_URL: `${base}/` } });
    try {
      const robots = await (await configured.app.request('http://10.0.0.5/robots.txt')).text();
      expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
      const sitemap = await (await configured.app.request('http://10.0.0.5/sitemap.xml')).text();
      expect(sitemap).toContain(`<loc>${base}/en/faq</loc>`);
      expect(sitemap).not.toContain('10.0.0.5');
    } finally {
      await configured.close();
    }
  });
});
