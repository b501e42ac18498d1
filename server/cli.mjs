// The command line's entry (`npm run cli -- <command>`, `node server/cli.mjs <command>`). Plain
// JavaScript on purpose: Node loads its TypeScript stripper for a `.ts` entry before any code can
// switch the compile cache on, which cost every command about 0.2 s of CPU. With the cache on
// first, the platform's some 800 modules come type-stripped and compiled from Node's cache
// directory from the second run on; a cache that cannot be written is skipped.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./src/cli/main.ts');
