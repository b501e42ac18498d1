import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import {
  defaultAllowedOrigins,
  type RsbuildConfig,
  type RsbuildPlugin,
  type ServerConfig,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { pluginBundleStats } from './build/bundle-stats-plugin.ts';
import { pluginFederationRuntimeAsEsm } from './build/federation-runtime-as-esm.ts';
import { pluginLucideFactory } from './build/lucide-factory.ts';
import { pluginPrecompress } from './build/precompress-plugin.ts';
import { pluginPreloadFirstPage } from './build/preload-first-page.ts';
import { errorCodesGlobal, sdkGlobal } from './build/provide-federation-sdk.ts';
import { realServerMiddleware } from './dev/real-server-middleware.ts';

/** The host's runtime plugin that lends its federation SDK to the remotes (ADR 0026). */
const provideFederationSdk = fileURLToPath(new URL('./build/provide-federation-sdk.ts', import.meta.url));
/** React's own useSyncExternalStore in place of the shim for older Reacts (build/use-sync-external-store.ts). */
const useSyncExternalStoreShim = fileURLToPath(
  new URL('./build/use-sync-external-store.ts', import.meta.url),
);
/** The page a remote runs in on its own (`npm run dev`); the host brings its own index.html. */
const standaloneTemplate = fileURLToPath(new URL('./standalone.html', import.meta.url));

/** `npm run dev` of a remote: /api goes to the real server, started with the development server. */
const answerApiFromTheRealServer: Exclude<ServerConfig['setup'], unknown[] | undefined> = ({
  action,
  server,
}) => {
  if (action === 'dev') server.middlewares.use(realServerMiddleware());
};

// Build settings every front-end app shares (host and remotes), so that they stay compatible:
// the same singletons, the same macro compiler, the same CSS-in-TS pipeline.

const singleton = { singleton: true, requiredVersion: false } as const;

/**
 * One copy of each on a page (ADR 0010). @coach/kit is shared too, so its atoms, its i18n
 * instance, its QueryClient (in `@coach/kit/query`) and its router are the host's in every remote.
 *
 * A shared module is built whole: every export stays available to every app, none is tree-shaken.
 * So what only the kit uses is NOT shared but bundled inside the kit, where it is tree-shaken to the
 * parts the kit uses, with one copy on a page because the kit has one (ADR 0016, ADR 0026):
 * - react-router: the apps reach it only through the kit's re-exports (`Link`, `useNavigate`,
 *   `createBrowserRouter`…), so the host's router is the one every remote's links talk to; lint
 *   keeps the apps from importing it directly.
 * - react-aria-components: pages use the kit's components; lint keeps remotes off it.
 * - react-hook-form, @hookform/resolvers, TanStack Table: pages reach them through
 *   `@coach/kit/forms` and `@coach/kit/tables`.
 * - jotai: the apps use the kit's store and atoms.
 * - TanStack Query: the apps use `@coach/kit/query`, whose hooks are bound to the kit's client.
 * - d3-shape, d3-time, d3-array: only the kit's charts (`@coach/kit/charts`) draw with them.
 */
export const sharedSingletons = {
  react: singleton,
  // Every remote's JSX calls it; unshared, each remote's first page brought a copy of its own.
  'react/jsx-runtime': singleton,
  'react-dom': singleton,
  '@lingui/core': singleton,
  '@lingui/react': singleton,
  '@coach/kit': singleton,
  // The kit's entries for what only some pages need (shells/kit/src/entries): each is built whole
  // too, but a page downloads only those it imports.
  '@coach/kit/area': singleton,
  '@coach/kit/charts': singleton,
  '@coach/kit/forms': singleton,
  '@coach/kit/menus': singleton,
  '@coach/kit/pickers': singleton,
  '@coach/kit/query': singleton,
  '@coach/kit/widgets': singleton,
  '@coach/kit/tables': singleton,
  '@coach/kit/tabs': singleton,
};

/**
 * The shared modules as a hosted remote declares them: taken from the host, never built. The host
 * provides every one of them (its entry registers them before any remote starts, and
 * `loaded-first` keeps its copies), so a remote's own copies were never used on a page, yet its
 * `remoteEntry.js` carried their registrations and chunk names, downloaded by every first visit.
 * A remote running on its own (`npm run dev`) still builds them: it has no host.
 */
const takenFromTheHost = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [name, { ...config, import: false as const }]),
);

/**
 * React's small entry modules (react-dom/index.js, react/jsx-runtime.js) in one chunk of the host's:
 * left alone, React DOM's was built into two identical chunks (the host provides it to the remotes
 * and react-dom/client takes it back) and the JSX runtime into three, all downloaded on every page
 * (1.4 + 0.6 KiB gzip and two requests). A remote keeps its runtime inside its own chunks: split
 * out there, it would be one more request on the way to a remote's first page.
 */
const hostReactEntries = {
  'lib-react-entries':
    /node_modules[\\/]react(-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)|[\\/](jsx-runtime\.js|cjs[\\/]react-jsx-runtime\.production\.js))$/,
};

/**
 * A hosted remote's only entry is its remoteEntry.js, which the federation plugin adds: the
 * standalone page (src/index.ts and its index.html) would need a federation runtime of its own.
 */
function pluginNoStandalonePage(): RsbuildPlugin {
  return {
    name: 'coach:no-standalone-page',
    setup(api) {
      api.modifyRsbuildConfig((config) => {
        config.tools = { ...config.tools, htmlPlugin: false };
      });
      api.modifyRspackConfig((config) => {
        config.entry = {};
      });
    },
  };
}

type AppOptions = {
  /** Module Federation name: host, public_site, member_app, admin_app. */
  name: string;
  exposes?: Record<string, string>;
  port: number;
  /** Where the built files are served from (remotes: /remotes/<dir>/, or 'auto' on another origin). */
  assetPrefix: string;
  /** Rsbuild's command (`defineConfig(({ command }) => …)`): 'build', 'dev' or 'preview'. */
  command: string;
  extra?: RsbuildConfig;
};

export function frontEndConfig({
  name,
  exposes,
  port,
  assetPrefix,
  command,
  extra = {},
}: AppOptions): RsbuildConfig {
  const isRemote = exposes !== undefined;
  // A remote's production build is only ever loaded by the host: it uses the host's federation
  // runtime instead of carrying its own (about 17 KiB gzip less per remoteEntry.js) and has no page
  // of its own. `npm run dev` in a remote keeps the runtime and the standalone page (ADR 0026).
  const hostedRemote = isRemote && command === 'build';
  const plugins: RsbuildPlugin[] = [
    pluginReact(),
    pluginModuleFederation({
      name,
      ...(exposes ? { exposes } : {}),
      shared: hostedRemote ? takenFromTheHost : sharedSingletons,
      // The first copy registered is kept (the host's), even before it is loaded: with the default
      // 'version-first', a later remote of the same version would replace a kit entry the host has
      // not loaded yet, and that entry would then run with the remote's copies of the kit's state.
      shareStrategy: 'loaded-first',
      // A fixed name, so the server can serve it without caching (docs/runtime-contract.md).
      filename: 'remoteEntry.js',
      // The host lends its federation SDK and error texts to the remotes as well.
      ...(isRemote ? {} : { runtimePlugins: [provideFederationSdk] }),
      experiments: {
        // The host puts its runtime on the page for the remotes (window._FEDERATION_RUNTIME_CORE).
        ...(isRemote ? {} : { provideExternalRuntime: true }),
        ...(hostedRemote ? { externalRuntime: true } : {}),
        optimization: {
          target: 'web',
          // Remotes load no other remotes: the manifest snapshot code is needed only in the host.
          ...(isRemote ? { disableSnapshot: true } : {}),
        },
      },
      // Type generation needs TypeScript's JavaScript API, which TypeScript 7 does not have;
      // the apps share types through the workspace instead.
      dts: false,
    }),
    pluginFederationRuntimeAsEsm(),
    ...(hostedRemote ? [pluginNoStandalonePage()] : []),
    pluginLucideFactory({ fromKit: hostedRemote }),
    ...(isRemote ? [] : [pluginPreloadFirstPage()]),
    pluginBundleStats(name),
    pluginPrecompress(),
  ];
  return {
    ...extra,
    plugins: [...plugins, ...(extra.plugins ?? [])],
    source: { entry: { index: './src/index.ts' }, ...extra.source },
    resolve: { alias: { 'use-sync-external-store/shim$': useSyncExternalStoreShim }, ...extra.resolve },
    html: { template: standaloneTemplate, title: `${name} (standalone)`, ...extra.html },
    output: {
      assetPrefix,
      // Every chunk a page may load has its hash in the host's entry (and in each remoteEntry.js),
      // which every first visit downloads: eight hex digits are what the server's cache policy
      // reads as a hashed name (server/src/static/cache-policy.ts), two fewer than Rsbuild's ten.
      filenameHash: 'contenthash:8',
      // A hosted remote reads the federation SDK the host put on the page (provide-federation-sdk.ts).
      ...(hostedRemote
        ? {
            externals: {
              '@module-federation/sdk': `global ${sdkGlobal}`,
              '@module-federation/error-codes': `global ${errorCodesGlobal}`,
            },
          }
        : {}),
      ...extra.output,
    },
    server: {
      port,
      strictPort: true,
      // Rsbuild's own default (pages on localhost may load a remote's dev server), said out loud:
      // without an explicit `cors.origin` the federation plugin warns and answers every origin with
      // `Access-Control-Allow-Origin: *`, letting any site the developer visits read the sources.
      cors: { origin: defaultAllowedOrigins },
      // A remote on its own answers /api from the real server in this process (ADR 0046).
      ...(isRemote && command === 'dev' ? { setup: answerApiFromTheRealServer } : {}),
      ...extra.server,
    },
    // Lazy compilation rebuilds chunks on first use, which Module Federation's runtime rejects
    // ("Chunk is from another build"); compile everything up front in dev.
    dev: { assetPrefix: '/', lazyCompilation: false, ...extra.dev },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        ...(isRemote ? {} : { forceSplitting: hostReactEntries }),
      },
      ...extra.performance,
    },
    tools: {
      swc: { jsc: { experimental: { plugins: [['@lingui/swc-plugin', {}]] } } },
      rspack: {
        // A lazy chunk is named by its id alone: a name (`lib-router`) is a second map in the entry.
        ...(command === 'build'
          ? { output: { chunkFilename: 'static/js/async/[id].[contenthash:8].js' } }
          : {}),
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
