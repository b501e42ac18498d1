import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * The shared modules every first page needs, whatever the page: the host's bootstrap consumes
 * them. The kit's other entries (forms, tables, widgets, query) come with the pages that use them.
 */
const firstPageShared = ['react', 'react-dom', '@coach/kit', '@lingui/core', '@lingui/react'];

/**
 * "provide shared module (default) react-dom@19.3.1 = /…" or "consume shared module (default)
 * react-dom@* (strict) (fallback: …)" → react-dom; undefined for any other module.
 */
const sharedName = (identifier: string) =>
  /^(?:provide|consume) shared module \([^)]*\) (.+?)@[^@ ]* /.exec(identifier)?.[1];

/**
 * The host's index.html preloads the chunks every first page downloads after index.js: the
 * bootstrap (the entry's `import('./bootstrap.tsx')`, the federation boundary) and the shared
 * modules it consumes. The browser then fetches them beside index.js instead of after it has run — one
 * round trip less before the first render (issue 10: HTML → index.js → 15 chunks → …). Rsbuild's
 * own `performance.preload` cannot tell those chunks apart: 'initial' is only index.js, and
 * 'async-chunks' would preload every chunk, charts and tables included.
 */
export function pluginPreloadFirstPage(): RsbuildPlugin {
  return {
    name: 'coach:preload-first-page',
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
        const files = new Set<string>();
        const entry = compilation.entrypoints.get('index');
        type Group = (typeof compilation.chunkGroups)[number];
        // A group's files name it: dynamic imports' groups have no name.
        const key = (group: Group) => group.name ?? group.getFiles().join(' ');
        const isChildOf = (group: Group, parents: Set<string>) =>
          group.getParents().some((parent) => parents.has(key(parent)));
        const fromEntry = new Set(entry ? [key(entry)] : []);
        const bootstrap = new Set<string>();
        for (const group of compilation.chunkGroups) {
          // What the entry loads by itself: its dynamic import (the bootstrap) and the shared
          // modules it provides, of which only those every first page consumes.
          if (!isChildOf(group, fromEntry)) continue;
          const wanted = group.origins.every((origin) => {
            const shared = origin.module ? sharedName(origin.module.identifier()) : undefined;
            return shared === undefined || firstPageShared.includes(shared);
          });
          if (!wanted) continue;
          for (const file of group.getFiles()) files.add(file);
          if (group.origins.every((origin) => !origin.module || !sharedName(origin.module.identifier()))) {
            bootstrap.add(key(group));
          }
        }
        // And what the bootstrap asks for at once: the app's code, evaluated a task later.
        for (const group of compilation.chunkGroups) {
          if (isChildOf(group, bootstrap)) for (const file of group.getFiles()) files.add(file);
        }
        const preloads = [...files]
          .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: file.endsWith('.css') ? 'style' : 'script',
              href: `${assetPrefix.replace(/\/$/, '')}/${file}`,
            },
          }));
        return { headTags: [...headTags, ...preloads], bodyTags };
      });
    },
  };
}
