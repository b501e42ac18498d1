import { transformAsync } from '@babel/core';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Plugin } from 'vite';
import type { ViteUserConfig } from 'vitest/config';
import { hangGuard } from '../../scripts/vitest-guards.ts';

// What every front-end app's vitest.config.ts shares.
//
// Lingui macros: rsbuild compiles them with @lingui/swc-plugin; vite 8 has no babel step of its own,
// so this small plugin runs @lingui/babel-plugin-lingui-macro on the files that import a macro,
// before vite strips the types.
const macroImport = /from ['"]@lingui\/(core|react)\/macro['"]/;

export function linguiMacros(): Plugin {
  return {
    name: 'coach:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || !macroImport.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', { stripNonEssentialFields: false }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

export function frontEndTestConfig(): ViteUserConfig {
  return {
    plugins: [linguiMacros(), vanillaExtractPlugin()],
    // The macro packages only exist at compile time; the dependency scanner must not bundle them.
    optimizeDeps: { exclude: ['@lingui/core/macro', '@lingui/react/macro'] },
    test: {
      environment: 'happy-dom',
      globals: true,
      setupFiles: [new URL('./src/test/setup.ts', import.meta.url).pathname],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      ...hangGuard,
    },
  };
}
