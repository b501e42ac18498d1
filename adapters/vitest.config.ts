import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'adapters',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file opens its own databases (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
