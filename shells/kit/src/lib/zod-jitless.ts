import type { $ZodConfig } from 'zod/v4/core';

// zod compiles a faster parser for each object schema with `new Function(…)`, after probing with
// `new Function("")` whether it may. Under the platform's Content-Security-Policy (script-src
// 'self', no 'unsafe-eval') the probe is refused and the browser reports a violation for every
// page that builds a schema. `jitless` makes zod parse without generated code. Imported first by
// every app's entry in the browser, before any module builds a schema (the server keeps the JIT).
//
// This is what `z.config({ jitless: true })` does, without importing zod: zod 4 keeps its settings
// in one object on globalThis (zod/v4/core/core.js), which every copy of zod on the page uses, one
// loaded later included. Importing `config` would add zod's core (4 KiB gzip) to every page, the
// home page included, for one flag (ADR 0026). zod-jitless.test.ts proves zod still reads it.
const page = globalThis as { __zod_globalConfig?: $ZodConfig };
page.__zod_globalConfig ??= {};
page.__zod_globalConfig.jitless = true;
