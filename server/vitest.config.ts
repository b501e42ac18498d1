import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // No test here mocks a module or a global, so files can share workers and their imports
    // (zod, hono, drizzle): the suite spent more time starting workers than running tests.
    isolate: false,
    // argon2id at 46 MiB takes tens of milliseconds per sign-in, and each file migrates a database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
