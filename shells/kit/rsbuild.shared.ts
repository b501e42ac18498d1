import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';

const kitPublicDir = fileURLToPath(new URL('./public', import.meta.url));
/** The page a remote runs in on its own (`npm run dev`); the host brings its own index.html. */
const standaloneTemplate = fileURLToPath(new URL('./standalone.html', import.meta.url));

// Build settings every front-end app shares (host and remotes), so that they stay compatible:
// the same singletons, the same macro compiler, the same CSS-in-TS pipeline.

const singleton = { singleton: true, requiredVersion: false } as const;

/**
 * One copy of each on a page (STACK-NOTES.md). @coach/kit is shared too, so its atoms, its i18n
 * instance and its QueryClient are the host's in every remote.
 */
export const sharedSingletons = {
  react: singleton,
  'react-dom': singleton,
  'react-router': singleton,
  jotai: singleton,
  '@tanstack/react-query': singleton,
  '@lingui/core': singleton,
  '@lingui/react': singleton,
  '@coach/kit': singleton,
  // The maintained parts the kit's components are built on (issue 6). react-hook-form and
  // TanStack Table are singletons: pages call their hooks with the kit's field and table parts, so
  // host and remotes must agree on one copy (react-hook-form's context, the table's types).
  '@tanstack/react-table': singleton,
  'react-hook-form': singleton,
  '@hookform/resolvers': singleton,
  // react-aria-components is deliberately NOT shared: a shared module is built whole (all of its
  // ~100 components, 700 kB), while inside the kit — itself one shared singleton — it is tree-shaken
  // to the parts the kit uses. Pages reach react-aria only through the kit's components, so its
  // contexts (focus, overlays, router) still have one copy on a page; lint keeps remotes from
  // importing it directly.
  // chart.js is deliberately NOT here: it is only reached through a dynamic import() in the
  // kit's charts, so it stays an async chunk that pages without a chart never download. Sharing
  // it would add it to every app's shared-module negotiation for no gain: only the kit imports it.
};

type AppOptions = {
  /** Module Federation name: host, public_site, member_app, admin_app. */
  name: string;
  exposes?: Record<string, string>;
  port: number;
  /** Where the built files are served from (remotes: /remotes/<dir>/, or 'auto' on another origin). */
  assetPrefix: string;
  extra?: RsbuildConfig;
};

export function frontEndConfig({ name, exposes, port, assetPrefix, extra = {} }: AppOptions): RsbuildConfig {
  const plugins: RsbuildPlugin[] = [
    pluginReact(),
    pluginModuleFederation({
      name,
      ...(exposes ? { exposes } : {}),
      shared: sharedSingletons,
      // A fixed name, so the server can serve it without caching (docs/runtime-contract.md).
      filename: 'remoteEntry.js',
      experiments: {
        optimization: {
          target: 'web',

          // Remotes load no other remotes: the manifest snapshot code is needed only in the host.
          ...(exposes ? { disableSnapshot: true } : {}),
        },
      },
      // Type generation needs TypeScript's JavaScript API, which TypeScript 7 does not have;
      // the apps share types through the workspace instead.
      dts: false,
    }),
  ];
  return {
    ...extra,
    plugins: [...plugins, ...(extra.plugins ?? [])],
    source: { entry: { index: './src/index.ts' }, ...extra.source },
    html: { template: standaloneTemplate, title: `${name} (standalone)`, ...extra.html },
    output: { assetPrefix, ...extra.output },
    server: {
      port,
      strictPort: true,
      // An app's own public/ plus the kit's, which holds the one copy of msw's worker for running a
      // remote on its own; that one is served in dev only and never copied into a build.
      publicDir: [{ name: 'public' }, { name: kitPublicDir, copyOnBuild: false }],
      ...extra.server,
    },
    // Lazy compilation rebuilds chunks on first use, which Module Federation's runtime rejects
    // ("Chunk is from another build"); compile everything up front in dev.
    dev: { assetPrefix: '/', lazyCompilation: false, ...extra.dev },
    performance: { chunkSplit: { strategy: 'split-by-experience' }, ...extra.performance },
    tools: {
      swc: { jsc: { experimental: { plugins: [['@lingui/swc-plugin', {}]] } } },
      rspack: {
        plugins: [
          new VanillaExtractPlugin(),
          // react-aria ships its texts (date fields, "Close", "Clear search") in 34 languages; keep ours.
          optimizeLocales.rspack({ locales: ['tr-TR', 'en-US'] }),
        ],
      },
      ...extra.tools,
    },
  };
}
