import { defineConfig } from 'vitest/config';
import root from './vitest.config.ts';

// `npm run test:fast`: the tiers that need no database and no browser, for a quick loop while
// working (the whole suite is `npm test`). Everything in core, the front ends (components on msw)
// and the scripts; the use cases on the in-memory tier (adapters/src/use-cases) and the adapters
// that open no database; the server's HTTP details that run on in-memory ports. A test file that
// opens a database is named `*.integration.test.ts`, sits under `adapters/src/postgres`, or is one
// of the server's route, job, CLI or seed tests.

// The root's workspaces, but for the two whose database tests are left out below.
const withoutDatabases = ['adapters', 'server'];
const others = (root.test?.projects ?? []).filter(
  (project) => typeof project !== 'string' || !withoutDatabases.includes(project),
);

export default defineConfig({
  test: {
    projects: [
      ...others,
      {
        extends: './adapters/vitest.config.ts',
        root: './adapters',
        test: {
          name: 'adapters (no database)',
          exclude: ['**/node_modules/**', 'src/**/*.integration.test.ts', 'src/postgres/**'],
        },
      },
      {
        extends: './server/vitest.config.ts',
        root: './server',
        // Its include is merged with the server's own, so the database tests are left out instead.
        test: {
          name: 'server (in memory)',
          exclude: [
            '**/node_modules/**',
            'src/*.test.ts',
            'src/routes/**',
            'src/jobs/**',
            'src/cli/**',
            'src/seed/**',
          ],
        },
      },
    ],
  },
});
