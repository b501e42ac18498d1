import type { IdentityProviderInfo } from '@coach/core/contracts';

/**
 * The generic provider's label while the login page is pre-rendered. The build draws the page with
 * every provider enabled (scripts/prerender/platform-server.ts) and this as the OpenID provider's
 * name, so the snapshot holds a button for each; the server keeps those configured here and writes
 * the configured name in (writeProviderButtons). Letters only: HTML leaves it as it is.
 */
export const prerenderedOidcLabel = 'PrerenderedOpenIdLabel';

// The login page's provider section (public-site provider-buttons.tsx): its wrapper ends with its
// list, and each provider's item holds one button and no other list item.
const section = /<div\b[^>]*\sdata-identity-providers(?:="")?[^>]*>[\s\S]*?<\/ul><\/div>/;
const item = /<li\b[^>]*\sdata-provider="([a-z]+)"[^>]*>[\s\S]*?<\/li>/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A pre-rendered page's provider buttons as this server has them: the items of providers not
 * configured are taken out (the whole section when none is), and the generic provider carries its
 * configured name. The login page's first render, from the same runtime configuration, draws the
 * very same, so React adopts the buttons as they are. Pages without the section pass unchanged.
 */
export function writeProviderButtons(html: string, providers: readonly IdentityProviderInfo[]): string {
  return html.replace(section, (found) => {
    if (providers.length === 0) return '';
    const labels = new Map(providers.map(({ provider, label }) => [provider as string, label]));
    return found.replace(item, (button, provider: string) => {
      const label = labels.get(provider);
      return label === undefined ? '' : button.replaceAll(prerenderedOidcLabel, escapeHtml(label));
    });
  });
}
