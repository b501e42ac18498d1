import { createRequire } from 'node:module';
import type { RsbuildPlugin } from '@rsbuild/core';

const require = createRequire(import.meta.url);

/**
 * The federation runtime's packages, each published twice: as CommonJS (`.cjs`) and as ES modules.
 * The Module Federation plugin resolves its runtime with `require.resolve`, so the host bundled the
 * CommonJS build, and then a second copy of the SDK and its error texts in ESM, the one
 * provide-federation-sdk.ts lends to the remotes. CommonJS also cannot be tree-shaken or
 * concatenated: every file stays a module of its own with its exports kept by name.
 */
const runtimePackages = [
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/runtime-tools',
  '@module-federation/runtime-tools/runtime-core',
  '@module-federation/inject-external-runtime-core-plugin',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

/** The ES module build beside a package's CommonJS file: `x.cjs` → `x.js` (or `x.mjs`). */
function esmBeside(cjsFile: string): string {
  for (const candidate of [cjsFile.replace(/\.cjs$/, '.js'), cjsFile.replace(/\.cjs$/, '.mjs')]) {
    try {
      return require.resolve(candidate);
    } catch {
      // not this one
    }
  }
  throw new Error(`no ES module build beside ${cjsFile}`);
}

/**
 * Bundles the federation runtime from its ES module build (ADR 0026): one copy of the SDK on the
 * page, tree-shaken and concatenated. Each CommonJS file the plugin would reach, by the absolute
 * path it injects or by a `require()` inside the runtime, is aliased to its ESM twin.
 */
export function pluginFederationRuntimeAsEsm(): RsbuildPlugin {
  const alias: Record<string, string> = {};
  for (const name of runtimePackages) {
    const cjsFile = require.resolve(name);
    const esmFile = esmBeside(cjsFile);
    alias[`${cjsFile}$`] = esmFile;
    alias[`${name}$`] = esmFile;
  }
  return {
    name: 'coach:federation-runtime-as-esm',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.resolve ??= {};
        config.resolve.alias = { ...(config.resolve.alias as Record<string, string>), ...alias };
      });
    },
  };
}
