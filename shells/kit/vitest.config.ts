import { defineConfig } from 'vitest/config';
import { frontEndTestConfig } from './vitest.shared.ts';

// The kit's sources, and its build helpers (build/: precompressed files, ADR 0026).
export default defineConfig(
  frontEndTestConfig({ name: '@coach/kit', include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'] }),
);
