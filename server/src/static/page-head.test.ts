import { describe, expect, it } from 'vitest';
import { escapeHtml, isPrerendered, type PageHeadOptions, writePageHead } from './page-head.ts';
import { siteTexts } from './site-texts.ts';

const indexHtml =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="description" content="Eski"><title>Eski</title></head><body><div id="root"></div></body></html>';
const prerenderedHtml =
  '<!doctype html><html data-prerendered lang="en"><head><meta charset="utf-8"><title>Rules — Coaching Hours</title><meta name="description" content="The rules."><link rel="canonical" href="/old"><link rel="stylesheet" href="/static/css/a.css"></head><body></body></html>';

const alternates = { tr: 'https://koc.example.org/rules', en: 'https://koc.example.org/en/rules' };
const write = (html: string, options: Partial<PageHeadOptions> = {}) =>
  writePageHead(html, { language: 'en', alternates, noindex: false, manifestPreloads: [], ...options });

describe('writePageHead', () => {
  it('writes the site’s title and description in the page’s language into index.html', () => {
    const english = write(indexHtml);
    expect(english).toContain(`<title>${siteTexts.en.title}</title>`);
    expect(english).toContain(`<meta name="description" content="${escapeHtml(siteTexts.en.description)}">`);
    expect(english).not.toContain('Eski');
    const turkish = write(indexHtml, { language: 'tr' });
    expect(turkish).toContain('<title>Koçluk Saatleri</title>');
    expect(turkish.match(/<title>/g)).toHaveLength(1);
    expect(turkish.match(/name="description"/g)).toHaveLength(1);
  });

  it('adds title and description to a document that has none', () => {
    const bare = write('<html><head></head><body></body></html>', { language: 'tr' });
    expect(bare).toContain(
      '<title>Koçluk Saatleri</title><meta name="description" content="Koçluk Saatleri:',
    );
  });

  it('keeps a pre-rendered page’s own title and description', () => {
    expect(isPrerendered(prerenderedHtml)).toBe(true);
    expect(isPrerendered(indexHtml)).toBe(false);
    const html = write(prerenderedHtml);
    expect(html).toContain('<title>Rules — Coaching Hours</title>');
    expect(html).toContain('<meta name="description" content="The rules.">');
  });

  it('writes one canonical and the three hreflang alternates, replacing any already there', () => {
    const html = write(prerenderedHtml);
    expect(html).toContain(
      '<link rel="canonical" href="https://koc.example.org/en/rules">' +
        '<link rel="alternate" hreflang="tr" href="https://koc.example.org/rules">' +
        '<link rel="alternate" hreflang="en" href="https://koc.example.org/en/rules">' +
        '<link rel="alternate" hreflang="x-default" href="https://koc.example.org/rules"></head>',
    );
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/static/css/a.css">');
    expect(write(indexHtml, { language: 'tr' })).toContain(
      '<link rel="canonical" href="https://koc.example.org/rules">',
    );
  });

  it('writes no address for an unknown page, and noindex when asked', () => {
    const html = write(indexHtml, { alternates: null, noindex: true });
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
    expect(html).toContain('<meta name="robots" content="noindex"></head>');
    const already = '<html><head><meta name="robots" content="noindex, nofollow"></head></html>';
    expect(write(already, { noindex: true }).match(/name="robots"/g)).toHaveLength(1);
  });

  it('puts the manifest preloads right after the charset, once each', () => {
    const html = write(indexHtml, {
      manifestPreloads: [
        '/remotes/public-site/mf-manifest.json',
        '/remotes/public-site/mf-manifest.json',
        '/m.json',
      ],
    });
    expect(html).toContain(
      '<meta charset="utf-8"><link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/public-site/mf-manifest.json">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/m.json"><meta name="description"',
    );
    const already = write(html, { manifestPreloads: ['/m.json'] });
    expect(already.match(/href="\/m\.json"/g)).toHaveLength(1);
    expect(write('<html><head><title>x</title></head></html>', { manifestPreloads: ['/m.json'] })).toMatch(
      /^<html><head><link rel="preload"/,
    );
  });

  it("puts a pre-rendered page's manifest preloads into the template that waits for the first paint", () => {
    const prerendered =
      '<html data-prerendered="/"><head><meta charset="utf-8"><script defer src="/static/js/after-paint.1.js"></script>' +
      '<template id="after-paint"><script defer src="/static/js/index.1.js"></script></template></head></html>';
    const html = write(prerendered, { manifestPreloads: ['/m.json'] });
    expect(html).toContain(
      '<template id="after-paint"><link rel="preload" as="fetch" crossorigin="anonymous" href="/m.json"><script defer',
    );
    expect(html).toContain('<meta charset="utf-8"><script defer src="/static/js/after-paint.1.js">');
  });

  it('escapes every value it writes into an attribute', () => {
    const html = write(indexHtml, {
      alternates: { tr: 'https://a/"><script>x</script>', en: 'https://a/&en' },
      manifestPreloads: ['"><img src=x onerror=alert(1)>'],
    });
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://a/&amp;en"');
    expect(html).toContain('href="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});
