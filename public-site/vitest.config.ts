import { frontEndTestConfig } from '@coach/kit/vitest-shared';
import { defineConfig } from 'vitest/config';

export default defineConfig(frontEndTestConfig());
