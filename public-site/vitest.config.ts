import { frontEndTestConfig } from '@coach/kit/vitest-shared';
import { defineConfig } from 'vitest/config';

// Every call under /api answers from the real server, reset after each test (ADR 0046).
export default defineConfig(frontEndTestConfig({ name: '@coach/public-site' }));
