import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

/** The module a hosted remote's icons get their factory from: the kit's (lucide-icon-factory.ts). */
const kitFactory = fileURLToPath(new URL('./lucide-icon-factory.ts', import.meta.url));

/**
 * lucide-react is not shared (a shared package is built whole: every icon), so each remote bundled
 * its own copy of the code every icon is made with (createLucideIcon, Icon, the context and their
 * helpers: about 2 KiB gzip), downloaded beside the kit's on the first page with one of its
 * icons. In a hosted remote's build each icon takes its factory from the kit instead, the host's
 * copy on the page; the icons themselves (their SVG data) stay with the pages that draw them.
 *
 * Hosted builds only: a remote running on its own (`npm run dev`) provides the kit itself, and the
 * kit's own icons would then ask the kit for their factory while it is being evaluated.
 */
export function pluginLucideFromKit(): RsbuildPlugin {
  return {
    name: 'coach:lucide-from-kit',
    setup(api) {
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(/^\.\.\/createLucideIcon\.mjs$/, (resource) => {
            if (/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons$/.test(resource.context))
              resource.request = kitFactory;
          }),
        );
      });
    },
  };
}
