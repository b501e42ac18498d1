// Turns what the browser showed for one page into the file the server sends for it (contract 1 of
// issue 10): the host's built index.html, with the page's markup in #root, its title and
// description, the stylesheets it had when its heading appeared (so the first paint is styled) and
// preload hints for the scripts the runtime fetched to draw it (so they download in parallel with
// index.js instead of one after another). The scripts and hints wait in <template id="after-paint">
// until the page has painted; one small loader copies them out (shells/host/prerendered/
// after-paint.js). Pure: strings in, string out.

/** A script the federation runtime or rspack inserted while the page was being drawn. */
export interface InsertedScript {
  /** The `src` attribute as the runtime wrote it. */
  readonly src: string;
  /** The `crossorigin` attribute ('' for the bare attribute), null when absent. */
  readonly crossOrigin: string | null;
  /** `type="module"`: preloaded with modulepreload, which a classic preload would not satisfy. */
  readonly module: boolean;
}

/** What the browser showed for one address, taken once the page had settled. */
export interface PageCapture {
  /** The address that was rendered (`/`, `/en/login`, the 404 probe). */
  readonly path: string;
  readonly lang: 'tr' | 'en';
  /** `document.title` as the page set it. */
  readonly title: string;
  readonly description: string;
  /** The inner HTML of #root, transient parts (loading bar, toasts) already removed. */
  readonly rootHtml: string;
  /** The `<link rel="stylesheet">` elements of the head, verbatim, in document order. */
  readonly stylesheets: readonly string[];
  /** Scripts inserted before the heading appeared, in the order they were inserted. */
  readonly scripts: readonly InsertedScript[];
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (character) => escapes[character] ?? '');

const rootOpen = /<div id="root"[^>]*>/;
/** Parts of the template that only matter before the first client render of a page that is not pre-rendered. */
const shellOnly = /<(style|link)\b[^>]*\sdata-shell\b[^>]*>(?:[\s\S]*?<\/style>)?\s*/g;

function htmlTag(attributes: string, capture: PageCapture): string {
  // The server adds lang, data-theme and data-accent per request; a stale copy here would win
  // over nothing but could confuse a reader, so only lang (the page's own) and the marker stay.
  const kept = attributes.replace(/\s(lang|data-theme|data-accent|data-prerendered)(="[^"]*")?/g, '').trim();
  return `<html lang="${capture.lang}" data-prerendered="${escapeHtml(capture.path)}"${kept ? ` ${kept}` : ''}>`;
}

function preloadOf(script: InsertedScript): string {
  const crossOrigin =
    script.crossOrigin === null
      ? ''
      : script.crossOrigin === ''
        ? ' crossorigin'
        : ` crossorigin="${escapeHtml(script.crossOrigin)}"`;
  const rel = script.module ? 'rel="modulepreload"' : 'rel="preload" as="script"';
  return `<link ${rel} href="${escapeHtml(script.src)}"${crossOrigin}>`;
}

/** Files the template already hints (the build preloads the first chunks): no second hint. */
const templateHints = (template: string) =>
  new Set(
    [...template.matchAll(/<link\b(?=[^>]*\srel="(?:preload|modulepreload)")[^>]*\shref="([^"]*)"/g)].map(
      (match) => match[1],
    ),
  );

/**
 * The template's own scripts (the host's entry), to be hinted too: the loader runs them only at the
 * visitor's first move (ADR 0028), but their download starts after the first paint with the rest.
 */
const templateScripts = (template: string): InsertedScript[] =>
  [...template.matchAll(/<script\b([^>]*)\ssrc="([^"]*)"([^>]*)>/g)].map(
    ([, before = '', src = '', after = '']) => {
      const crossOrigin = /\scrossorigin(?:="([^"]*)")?/.exec(before + after);
      return {
        src,
        crossOrigin: crossOrigin ? (crossOrigin[1] ?? '') : null,
        module: /\stype="module"/.test(before + after),
      };
    },
  );

/** Tags of the template's head that load a script or hint a file: they wait for the first paint. */
const loadingTags =
  /<script\b[^>]*\ssrc="[^"]*"[^>]*>\s*<\/script>|<link\b(?=[^>]*\srel="(?:preload|modulepreload)")[^>]*>/g;

/** The id of the template that holds a page's scripts until its first paint (after-paint.js reads it). */
export const afterPaintTemplateId = 'after-paint';

/**
 * Builds the pre-rendered document of one page from the built index.html and what the browser
 * showed. `afterPaintSrc` is the address of the loader (after-paint.js, as the build published it).
 */
export function prerenderedDocument(template: string, capture: PageCapture, afterPaintSrc: string): string {
  const openRoot = rootOpen.exec(template);
  const closeRoot = /<\/div>\s*<\/body>/.exec(template);
  if (!openRoot || !closeRoot || closeRoot.index < openRoot.index) {
    throw new Error('index.html must end its <body> with <div id="root">…</div>');
  }
  const hinted = templateHints(template);
  const stylesheets = [...new Set(capture.stylesheets)].filter((link) => !template.includes(link));
  const scripts = [...templateScripts(template), ...capture.scripts];
  const preloads = [...new Map(scripts.map((script) => [script.src, script])).values()]
    .filter((script) => !hinted.has(script.src))
    .map(preloadOf);

  const waiting: string[] = [];
  const head = template
    .slice(0, openRoot.index)
    .replace(shellOnly, '')
    .replace(/<script\b[^>]*\sid="runtime-config"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<html\b([^>]*)>/, (_, attributes: string) => htmlTag(attributes, capture))
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(capture.title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(capture.description)}" />`,
    )
    .replace(loadingTags, (tag) => {
      waiting.push(tag);
      return '';
    })
    // The styles are needed for the first paint; the host's entry first of what waits, then the hints.
    .replace(
      /<\/head>/,
      () =>
        `${stylesheets.join('')}<script defer src="${escapeHtml(afterPaintSrc)}"></script>` +
        `<template id="${afterPaintTemplateId}">${[...waiting, ...preloads].join('')}</template></head>`,
    );
  return `${head}${openRoot[0]}${capture.rootHtml}${template.slice(closeRoot.index)}`;
}
