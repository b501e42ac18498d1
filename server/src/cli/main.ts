// The process around the command line (run-cli.ts), on the database the environment names;
// started by `server/cli.mjs` (`npm run cli -- <command>`). Nothing is imported before the
// arguments are read: the usage text loads no platform code, `migrate` loads the database layer
// only, and the other commands the composition, whose rarely used adapters load at their first use
// (`npm run bench` checks the processor time each command takes to start).
import { resolveDrizzleCheaply } from '../drizzle-resolution.ts';
import { runCli } from './run-cli.ts';

// Before the platform is imported: drizzle's modules then resolve without re-reading its 179 kB
// package.json each time (a third of a command's start).
resolveDrizzleCheaply();

const configured = async () => (await import('../config.ts')).readConfig();

process.exitCode = await runCli(
  process.argv.slice(2),
  {
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  },
  async () => {
    const [{ compose }, config] = await Promise.all([import('../composition.ts'), configured()]);
    return compose(config);
  },
  async () => {
    const [{ openDatabase }, { pgliteDirOf }, config] = await Promise.all([
      import('@coach/adapters/postgres/database'),
      import('../paths.ts'),
      configured(),
    ]);
    return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config) });
  },
);
