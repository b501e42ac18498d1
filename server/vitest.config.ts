import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // argon2id at 46 MiB takes tens of milliseconds per sign-in, and each file migrates a database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
