import { describe, expect, it } from 'vitest';
import { type PageCapture, prerenderedDocument } from './document.ts';

// The shape of the host's built index.html: rsbuild adds the icon and the deferred entry script.
const template = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Site description" />
    <title>Koçluk Saatleri</title>
    <style data-shell>
      body { margin: 0; }
    </style>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml"><script defer src="/static/js/index.abc123.js"></script></head>
  <body>
    <noscript>Bu site JavaScript gerektirir.</noscript>
    <div id="root"><div aria-busy="true">
        <header class="shell-bar"><span>Koçluk Saatleri</span></header>
        <main><div class="shell-block"></div></main>
      </div></div>
  </body>
</html>
`;

const capture: PageCapture = {
  path: '/en/login',
  lang: 'en',
  title: 'Sign in · Coaching Hours',
  description: 'Welcome back. Sign in to follow your projects & hours.',
  rootHtml: '<div class="page"><main><h1>Sign in</h1><p>© 2021 <!-- -->Coaching Hours</p></main></div>',
  stylesheets: [
    '<link rel="stylesheet" type="text/css" href="/static/css/async/g.1.css">',
    '<link rel="stylesheet" type="text/css" href="/remotes/public-site/static/css/async/u.2.css">',
  ],
  scripts: [
    { src: '/static/js/async/l.1.js', crossOrigin: null, module: false },
    { src: '/remotes/public-site/remoteEntry.js', crossOrigin: 'anonymous', module: false },
    { src: '/static/js/async/l.1.js', crossOrigin: null, module: false },
    { src: '/static/js/index.abc123.js', crossOrigin: null, module: false },
    { src: '/remotes/admin-app/x.js', crossOrigin: '', module: true },
  ],
};

const loader = '/static/js/after-paint.0a1b2c3d4e.js';
const html = prerenderedDocument(template, capture, loader);
/** What waits for the first paint: the inert template's content. */
const waiting = html.slice(html.indexOf('<template id="after-paint">'), html.indexOf('</template>'));
const head = html.slice(0, html.indexOf('</head>'));

describe('prerenderedDocument', () => {
  it('marks <html> with the rendered address and the page language, and nothing the server adds', () => {
    expect(html).toContain('<html lang="en" data-prerendered="/en/login">');
    const withCookieAttributes = template.replace(
      '<html lang="tr">',
      '<html data-theme="dark" data-accent="theme3" lang="tr">',
    );
    const rewritten = prerenderedDocument(withCookieAttributes, capture, loader);
    expect(rewritten).toContain('<html lang="en" data-prerendered="/en/login">');
    expect(rewritten).not.toMatch(/data-theme|data-accent/);
  });

  it("carries the page's own title and description, escaped", () => {
    expect(html).toContain('<title>Sign in · Coaching Hours</title>');
    expect(html).toContain(
      '<meta name="description" content="Welcome back. Sign in to follow your projects &amp; hours." />',
    );
    expect(html).not.toContain('Site description');
    const hostile = prerenderedDocument(
      template,
      { ...capture, title: '</title><script>x</script>' },
      loader,
    );
    expect(hostile).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
  });

  it('has no runtime configuration, even when the template had one', () => {
    const withConfig = template.replace(
      '</head>',
      '<script type="application/json" id="runtime-config">{"apiBase":"/api"}</script></head>',
    );
    expect(prerenderedDocument(withConfig, capture, loader)).not.toContain('runtime-config');
    expect(html).not.toContain('runtime-config');
  });

  it("puts the page's markup into #root in place of the shell, and drops the shell's style", () => {
    expect(html).toContain(`<div id="root">${capture.rootHtml}</div>\n  </body>`);
    expect(html).not.toContain('shell-block');
    expect(html).not.toContain('data-shell');
    expect(html).toContain('<noscript>');
  });

  it('keeps the stylesheets in the head, before the loader, so the first paint is styled', () => {
    const loaderTag = head.indexOf(`<script defer src="${loader}"></script>`);
    expect(loaderTag).toBeGreaterThan(0);
    for (const link of capture.stylesheets) {
      expect(head).toContain(link);
      expect(head.indexOf(link)).toBeLessThan(loaderTag);
    }
  });

  it('loads no script and hints no file before the first paint but the loader', () => {
    const outsideTemplate = head.replace(waiting, '');
    expect(outsideTemplate.match(/<script\b[^>]*\ssrc=/g)).toHaveLength(1);
    expect(outsideTemplate).not.toMatch(/rel="(preload|modulepreload)"/);
    // The template follows the loader, which copies it out after the first paint.
    expect(head.indexOf('<template id="after-paint">')).toBeGreaterThan(head.indexOf(loader));
  });

  it('keeps the entry script, then the hints of it and of inserted scripts, once each, with their crossorigin', () => {
    expect(waiting).toContain('<script defer src="/static/js/index.abc123.js"></script>');
    expect(waiting).toContain('<link rel="preload" as="script" href="/static/js/async/l.1.js">');
    expect(waiting).toContain(
      '<link rel="preload" as="script" href="/remotes/public-site/remoteEntry.js" crossorigin="anonymous">',
    );
    expect(waiting).toContain('<link rel="modulepreload" href="/remotes/admin-app/x.js" crossorigin>');
    expect(html.match(/l\.1\.js/g)).toHaveLength(1);
    // The entry has a hint too, the first: the loader runs it only at the visitor's first move, and
    // downloads it with the rest after the first paint (ADR 0028).
    expect(html.match(/href="\/static\/js\/index\.abc123\.js"/g)).toHaveLength(1);
    expect(waiting.indexOf('<link rel="preload" as="script" href="/static/js/index.abc123.js">')).toBe(
      waiting.indexOf('<link'),
    );
    expect(waiting.indexOf('rel="preload"')).toBeGreaterThan(waiting.indexOf('<script defer'));
  });

  it('adds no second hint for a chunk the built index.html already preloads', () => {
    const preloading = template.replace(
      '</head>',
      '<link rel="preload" as="script" href="/static/js/async/l.1.js"></head>',
    );
    const output = prerenderedDocument(preloading, capture, loader);
    expect(output.match(/href="\/static\/js\/async\/l\.1\.js"/g)).toHaveLength(1);
    expect(output).toContain('href="/remotes/public-site/remoteEntry.js" crossorigin="anonymous"');
  });

  it('refuses a template whose #root is not the end of its body', () => {
    const moved = template.replace('  </body>', '  <footer></footer>\n  </body>');
    expect(() => prerenderedDocument(moved, capture, loader)).toThrow(/must end its <body>/);
  });
});

describe('prerenderedDocument without an entry script in the head', () => {
  it('still puts the stylesheets into the head', () => {
    const bodyScript = template.replace('<script defer src="/static/js/index.abc123.js"></script>', '');
    const output = prerenderedDocument(bodyScript, capture, loader);
    const outputHead = output.slice(0, output.indexOf('</head>'));
    for (const link of capture.stylesheets) expect(outputHead).toContain(link);
  });
});
