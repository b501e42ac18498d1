import { frontEndConfig } from '@coach/kit/rsbuild-shared';
import { defineConfig } from '@rsbuild/core';

// A federated remote: exposes ./routes for the host. Built for the platform's own origin it is
// served under /remotes/member-app/; deployed elsewhere, build with ASSET_PREFIX=auto (ADR 0010).
// `npm run dev` runs it on its own against the mock API (src/bootstrap.tsx); a build is only
// loaded by the host, with the host's federation runtime (ADR 0026).
export default defineConfig(({ command }) =>
  frontEndConfig({
    command,
    name: 'member_app',
    exposes: { './routes': './src/app/remote.ts' },
    port: 3012,
    assetPrefix: process.env.ASSET_PREFIX ?? '/remotes/member-app/',
  }),
);
