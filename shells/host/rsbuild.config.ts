import { frontEndConfig } from '@coach/kit/rsbuild-shared';
import { defineConfig } from '@rsbuild/core';

// The shell has no build-time remotes: it reads their manifest URLs from the runtime
// configuration the server injects, and registers them with the federation runtime (ADR 0010).
// In dev, the API and the built remotes come from a running server (npm start) through the proxy.
const backend = process.env.BACKEND_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) =>
  frontEndConfig({
    command,
    name: 'host',
    port: 3010,
    assetPrefix: '/',
    extra: {
      html: { template: './index.html' },
      server: { port: 3010, strictPort: true, proxy: { '/api': backend, '/remotes': backend } },
    },
  }),
);
