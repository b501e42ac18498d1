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

/**
 * A front end's test configuration: two projects, `name` and `name:isolated`.
 *
 * Files share workers and their imports (React, the router, the kit, the real server's thread) in
 * the first: each leaves the shared state as it found it (the kit's test setup resets the query
 * cache, the store, storage and the language after every test; spies are restored, stubbed globals
 * and fake timers undone). An isolated file starts a worker of its own, imports everything again
 * and starts its own server (about 2.3 s of CPU): public-site's files took 2.5 times the CPU
 * isolated (docs/adr/0029). A file that mocks a module (`vi.mock`) or sets up the page before any
 * module reads it is named `*.isolated.test.tsx` and runs alone; the guard in
 * `src/test/isolated-files.test.ts` fails if one is not.
 */
export function frontEndTestConfig({
  name,
  include = ['src/**/*.test.{ts,tsx}'],
}: {
  /** The package's name: its projects are `name` and `name:isolated`. */
  readonly name: string;
  readonly include?: readonly string[];
}): ViteUserConfig {
  const isolated = include.map((pattern) => pattern.replace('*.test.', '*.isolated.test.'));
  return {
    plugins: [linguiMacros(), vanillaExtractPlugin()],
    // The macro packages only exist at compile time; the dependency scanner must not bundle them.
    optimizeDeps: { exclude: ['@lingui/core/macro', '@lingui/react/macro'] },
    test: {
      environment: 'happy-dom',
      // A click on a link the app does not route (a download's blob: link above all) made happy-dom
      // move the window to that address. In a shared worker the window outlives the file, so the next
      // file, whichever it happened to be, resolved its relative API calls against `blob:nodedata:…`
      // and failed ("Invalid URL"), a different file each run. Tests watch navigation through the
      // router or a spy on `location.assign`; the window itself stays where the setup put it.
      environmentOptions: {
        happyDOM: {
          settings: { navigation: { disableMainFrameNavigation: true, disableFallbackToSetURL: true } },
        },
      },
      globals: true,
      setupFiles: [new URL('./src/test/setup.ts', import.meta.url).pathname],
      restoreMocks: true,
      ...hangGuard,
      projects: [
        {
          extends: true,
          test: {
            name,
            include: [...include],
            exclude: ['**/node_modules/**', '**/*.isolated.test.*'],
            isolate: false,
          },
        },
        { extends: true, test: { name: `${name}:isolated`, include: isolated } },
      ],
    },
  };
}
