import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The kit's own icon factory (src/ui/icon-factory.ts), for the host's build and a remote's dev. */
const ownFactory = fileURLToPath(new URL('../src/ui/icon-factory.ts', import.meta.url));
/** What a hosted remote's icons get their factory from: the kit's copy on the page (lucide-icon-factory.ts). */
const kitFactory = fileURLToPath(new URL('./lucide-icon-factory.ts', import.meta.url));

/**
 * Every lucide icon module imports `../createLucideIcon.mjs`; this plugin gives it another factory.
 * - Everywhere: the kit's own (`src/ui/icon-factory.ts`), the same `<svg>` without lucide's `Icon`,
 *   context provider and attribute builder (1.3 KiB gzip on every first visit).
 * - In a hosted remote's build (`fromKit`): the kit's export of that factory, the host's copy on the
 *   page. lucide-react is not shared (a shared package is built whole: every icon), so each remote
 *   would bundle its own copy of the factory, downloaded beside the kit's on the first page with one
 *   of its icons; the icons themselves (their SVG data) stay with the pages that draw them.
 *   Hosted builds only: a remote running on its own (`npm run dev`) provides the kit itself, and the
 *   kit's own icons would then ask the kit for their factory while it is being evaluated.
 */
export function pluginLucideFactory({ fromKit }: { fromKit: boolean }): RsbuildPlugin {
  const factory = fromKit ? kitFactory : ownFactory;
  return {
    name: 'coach:lucide-factory',
    setup(api) {
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(/^\.\.\/createLucideIcon\.mjs$/, (resource) => {
            if (/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons$/.test(resource.context))
              resource.request = factory;
          }),
        );
      });
    },
  };
}
