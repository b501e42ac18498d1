import type { Language } from '@coach/core/contracts';
import { siteTexts } from './site-texts.ts';

export interface PageHeadOptions {
  readonly language: Language;
  /**
   * The absolute address of the same page in each language (the canonical one is the request's
   * language). Null for an unknown path: a 404 has no address to point search engines to.
   */
  readonly alternates: Readonly<Record<Language, string>> | null;
  /** Keeps the page out of search results (pages that are not `indexable`, and 404s). */
  readonly noindex: boolean;
  /** The mf-manifest.json URLs the page will fetch first, as given in the runtime configuration. */
  readonly manifestPreloads: readonly string[];
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text and attribute values of the HTML the server writes: nothing in them can open or close markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => escapes[character] ?? '');

/** A pre-rendered page carries `<html data-prerendered>` and its own title and description. */
export const isPrerendered = (html: string): boolean => /<html\b[^>]*\sdata-prerendered\b/i.test(html);

/** Replaces the <title> and the description, or adds them when the document has none. */
function withSiteTexts(html: string, language: Language): string {
  const { title, description } = siteTexts[language];
  const titleTag = `<title>${escapeHtml(title)}</title>`;
  const descriptionTag = `<meta name="description" content="${escapeHtml(description)}">`;
  let result = /<title\b[^>]*>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, () => titleTag)
    : html.replace(/<\/head>/i, () => `${titleTag}</head>`);
  const descriptionPattern = /<meta\s[^>]*name=["']?description["']?[^>]*>/i;
  result = descriptionPattern.test(result)
    ? result.replace(descriptionPattern, () => descriptionTag)
    : result.replace(/<\/head>/i, () => `${descriptionTag}</head>`);
  return result;
}

/**
 * Preloads of the remotes' manifests, which the federation runtime fetches with `fetch(url, {})`:
 * mode `cors`, credentials `same-origin`. A preload is reused only when its request matches, and
 * `as="fetch"` with `crossorigin="anonymous"` is exactly that request (without `crossorigin` the
 * preload would be a no-cors request and the manifest would be downloaded twice).
 */
function preloadLinks(html: string, urls: readonly string[]): string {
  return [...new Set(urls)]
    .filter((url) => !html.includes(`href="${escapeHtml(url)}"`))
    .map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`)
    .join('');
}

/** Canonical and hreflang links already in the document (the server is the one that writes them). */
const existingAddressLinks = /<link\s[^>]*rel=["']?(?:canonical|alternate)["']?[^>]*>/gi;

function addressLinks(alternates: PageHeadOptions['alternates'], language: Language): string {
  if (!alternates) return '';
  return [
    `<link rel="canonical" href="${escapeHtml(alternates[language])}">`,
    `<link rel="alternate" hreflang="tr" href="${escapeHtml(alternates.tr)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(alternates.en)}">`,
    // Turkish is the default language, and `/` itself sends an English browser to /en.
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates.tr)}">`,
  ].join('');
}

/**
 * The head the server writes for one request (docs/runtime-contract.md, "Server-written head"):
 * the site's title and description in the page's language unless the page is pre-rendered,
 * canonical and hreflang addresses, `noindex` where a page must stay out of search results, and
 * preloads of the manifests right after the charset, so the browser starts on them before the
 * host's scripts ask (on a pre-rendered page, with its scripts after the first paint). `<html lang>` is rewriteIndexHtml's.
 */
export function writePageHead(html: string, options: PageHeadOptions): string {
  let result = isPrerendered(html) ? html : withSiteTexts(html, options.language);
  const robots =
    options.noindex && !/<meta\s[^>]*name=["']?robots["']?/i.test(result)
      ? '<meta name="robots" content="noindex">'
      : '';
  result = result
    .replace(existingAddressLinks, (tag) => (/hreflang|rel=["']?canonical/i.test(tag) ? '' : tag))
    .replace(/<\/head>/i, () => `${addressLinks(options.alternates, options.language)}${robots}</head>`);
  const preloads = preloadLinks(result, options.manifestPreloads);
  if (!preloads) return result;
  // A pre-rendered page is on screen before any script runs: its manifests wait with its scripts
  // for the first paint (the template after-paint.js copies out, ADR 0024).
  const afterPaint = /<template id="after-paint">/i;
  if (afterPaint.test(result)) return result.replace(afterPaint, (tag) => `${tag}${preloads}`);
  const charset = /<meta\s+charset=[^>]*>/i;
  return charset.test(result)
    ? result.replace(charset, (tag) => `${tag}${preloads}`)
    : result.replace(/<head\b[^>]*>/i, (tag) => `${tag}${preloads}`);
}
