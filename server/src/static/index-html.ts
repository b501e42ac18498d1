import type { Language } from '@coach/core/contracts';
import { themePacks } from '@coach/core/contracts/account-values';
import { writeProviderButtons } from './provider-buttons.ts';
import type { RuntimeConfig } from './runtime-config.ts';

const colourSchemes = ['light', 'dark'] as const;

export interface IndexHtmlOptions {
  readonly language: Language;
  /** Raw cookie values; anything outside the allowed values is ignored, never written into HTML. */
  readonly themeCookie: string | undefined;
  readonly accentCookie: string | undefined;
  readonly runtimeConfig: RuntimeConfig;
}

/** The route's language: English for `/en` and everything below it, Turkish otherwise. */
export function languageOfPath(path: string): Language {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'tr';
}

function setAttribute(htmlTag: string, name: string, value: string): string {
  const attribute = new RegExp(`\\s${name}="[^"]*"`);
  return attribute.test(htmlTag)
    ? htmlTag.replace(attribute, ` ${name}="${value}"`)
    : htmlTag.replace(/^<html/, `<html ${name}="${value}"`);
}

/**
 * JSON that is safe inside a <script> element: `<` is escaped, so no value can close the element;
 * U+2028/2029 are escaped for old parsers.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Rewrites the host's index.html for one request (see docs/runtime-contract.md): language,
 * colour scheme and accent on <html> so the first paint is right without an inline script, a
 * pre-rendered login page's provider buttons as configured, and the runtime configuration as a
 * non-executable JSON block before </head>.
 */
export function rewriteIndexHtml(html: string, options: IndexHtmlOptions): string {
  const withButtons = writeProviderButtons(html, options.runtimeConfig.identityProviders);
  const withHtmlAttributes = withButtons.replace(/<html\b[^>]*>/i, (tag) => {
    let result = setAttribute(tag, 'lang', options.language);
    const theme = colourSchemes.find((scheme) => scheme === options.themeCookie);
    if (theme) result = setAttribute(result, 'data-theme', theme);
    const accent = themePacks.find((pack) => pack === options.accentCookie);
    if (accent) result = setAttribute(result, 'data-accent', accent);
    return result;
  });
  const configBlock = `<script type="application/json" id="runtime-config">${scriptSafeJson(options.runtimeConfig)}</script>`;
  return withHtmlAttributes.replace(/<\/head>/i, () => `${configBlock}</head>`);
}
