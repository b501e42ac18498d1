import { defineConfig } from 'vitest/config';
import { hangGuard } from '../scripts/vitest-guards.ts';

export default defineConfig({
  test: {
    name: 'core',
    environment: 'node',
    ...hangGuard,
    include: ['src/**/*.test.ts'],
    // No test here mocks a module or a global, so files can share workers and their imports
    // (zod, hono, drizzle): the suite spent more time starting workers than running tests.
    isolate: false,
  },
});
