import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest.config.ts (node for the backend, happy-dom for the apps);
// the root only lists them so that `npm run test:unit` runs every suite once.
export default defineConfig({
  test: {
    projects: [
      'core',
      'adapters',
      'server',
      'shells/kit',
      'shells/host',
      'public-site',
      'member-app',
      'admin-app',
      'scripts',
    ],
  },
});
