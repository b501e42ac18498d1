import { defineConfig } from 'vitest/config';
import { frontEndTestConfig } from './vitest.shared.ts';

export default defineConfig(frontEndTestConfig());
