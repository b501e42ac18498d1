import type { Language, PageDeclaration } from '@coach/core/contracts';
import {
  areaPrefix,
  hasParameters,
  pageLanguages,
  pagePath,
  publicPages,
  staticPrefixOf,
} from '@coach/core/contracts/pages';

/** `https://koc.example.org` + `/en/faq`; the home page is `https://koc.example.org/`. */
const absolute = (baseUrl: string, path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;

/**
 * Public pages a crawler must not follow: those whose address carries a single-use token or an id
 * (a set-password link, a closing request), and the payment result, which the provider opens with
 * `?token=`. Pages that are merely not indexable (forgot password, error) stay crawlable, so that
 * a crawler sees their `noindex`.
 */
const tokenPages: readonly PageDeclaration[] = [
  ...Object.values<PageDeclaration>(publicPages).filter((page) => hasParameters(page.path)),
  publicPages.payment,
];

/** robots.txt: everything public is open, the member and admin areas, the API and the token pages are not. */
export function robotsTxt(baseUrl: string): string {
  const closed = [
    ...pageLanguages.flatMap((language) =>
      [areaPrefix.member, areaPrefix.admin].map((prefix) => pagePath(language, 'public', prefix)),
    ),
    '/api/',
    ...pageLanguages.flatMap((language) =>
      tokenPages.map((page) => pagePath(language, 'public', staticPrefixOf(page.path))),
    ),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...closed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (value: string) => value.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? '');

/** The pages listed in sitemap.xml: the indexable ones (a page with parameters has no one address). */
export const sitemapPages = (): PageDeclaration[] =>
  Object.values<PageDeclaration>(publicPages).filter((page) => page.indexable && !hasParameters(page.path));

/**
 * sitemap.xml: every indexable page in both languages, each entry naming its language versions
 * (`xhtml:link` alternates, as Google reads them), Turkish as the default.
 */
export function sitemapXml(baseUrl: string): string {
  const entries = sitemapPages().flatMap((page) => {
    const address = (language: Language) => absolute(baseUrl, pagePath(language, 'public', page.path));
    const alternates = [
      ['tr', address('tr')],
      ['en', address('en')],
      ['x-default', address('tr')],
    ]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href ?? '')}"/>`,
      )
      .join('');
    return pageLanguages.map((language) => `<url><loc>${xml(address(language))}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
