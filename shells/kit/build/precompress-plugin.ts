import type { RsbuildPlugin } from '@rsbuild/core';
import { precompressFolder } from './precompress.ts';

/**
 * After a production build, writes `.br` and `.gz` siblings of the app's text files in its dist
 * folder (contract 3 of issue 10: the server serves them by Accept-Encoding). The dev server
 * compresses on the fly and is left alone. `PRECOMPRESS=off` skips it: `npm start`'s own builds
 * (scripts/build-front-ends.ts), whose server gzips a file without siblings as it sends it.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'coach:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        if (process.env.PRECOMPRESS === 'off') return;
        for (const environment of Object.values(environments)) {
          await precompressFolder(environment.distPath);
        }
      });
    },
  };
}
