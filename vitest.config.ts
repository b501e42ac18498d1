import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest.config.ts (node for the backend, happy-dom for the apps);
// the root only lists them so that `npm run test:unit` runs every suite once.
export default defineConfig({
  test: {
    // One worker per core. Vitest's default leaves one core free (one worker on two cores), yet a
    // worker waits on PostgreSQL or on its front-end API thread much of the time: on a quiet
    // two-core machine the tier took 5 min 48 s on one worker and 3 min 57 s on two (docs/adr/0029).
    // Vitest 5 runs the projects on one worker whatever this says; `npm test` and `npm run
    // test:unit` pass `--maxWorkers` on the command line, which it does take. Kept for editors.
    maxWorkers: '100%',
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
