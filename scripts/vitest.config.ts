import { defineConfig } from 'vitest/config';
import { hangGuard } from './vitest-guards.ts';

// The repository-wide checks that belong to no workspace (the glossary reads every catalogue).
// Only this folder's own tests and the pre-rendering's unit tests; the bench has none.
export default defineConfig({
  test: {
    name: 'scripts',
    environment: 'node',
    ...hangGuard,
    include: ['*.test.ts', 'prerender/**/*.test.ts'],
  },
});
