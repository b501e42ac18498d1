import { frontEndTestConfig } from '@coach/kit/vitest-shared';
import { defineConfig, mergeConfig } from 'vitest/config';

// Its files share workers and their imports (React, the router, the kit): each file leaves the
// shared state as it found it (the kit's test setup resets the query cache, the store, storage and
// the language after every test; spies are restored, stubbed globals and fake timers undone), and
// none mocks a module. About a third of the time per file was starting a worker and importing
// (docs/adr/0029). A file that must mock a module belongs to a workspace that isolates its files.
// Every call under /api answers from the real server, reset after each test (ADR 0046).
export default defineConfig(mergeConfig(frontEndTestConfig(), { test: { isolate: false } }));
