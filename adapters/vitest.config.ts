import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // No test here mocks a module or a global, so files can share workers and their imports
    // (zod, hono, drizzle): the suite spent more time starting workers than running tests.
    isolate: false,
    // Each file opens its own databases (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
