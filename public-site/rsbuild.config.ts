import { frontEndConfig } from '@coach/kit/rsbuild-shared';
import { defineConfig } from '@rsbuild/core';

// A federated remote: exposes ./routes for the host. Built for the platform's own origin it is
// served under /remotes/public-site/; deployed elsewhere, build with ASSET_PREFIX=auto (STACK-NOTES.md).
// `npm run dev` runs it on its own against the mock API (src/bootstrap.tsx).
export default defineConfig(
  frontEndConfig({
    name: 'public_site',
    exposes: { './routes': './src/app/remote.ts' },
    port: 3011,
    assetPrefix: process.env.ASSET_PREFIX ?? '/remotes/public-site/',
  }),
);
