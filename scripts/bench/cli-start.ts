// The CLI's start (issue 29): the processor time (user + system, all threads) of a whole CLI
// process for commands that do little work of their own — the usage text, `migrate` on a migrated
// database, `match --dry-run` and `jobs list` on the bench's small seeded one — so that what is
// measured is what the command loads before it works. Budget: 1 s of CPU each (median of 3 runs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
export const cliStartBudgetSeconds = 1;

const commands = [['--help'], ['migrate'], ['match', '--dry-run'], ['jobs', 'list']];

/** `env` names the database (DATABASE_URL, migrated); answers whether every command met the budget. */
export async function runCliStartBench(env: NodeJS.ProcessEnv): Promise<boolean> {
  const folder = mkdtempSync(join(tmpdir(), 'cli-start-'));
  const rows = [];
  let met = true;
  try {
    for (const args of commands) {
      const seconds = [0, 1, 2].map((run) => cpuSecondsOfCli(args, env, join(folder, `${run}.txt`)));
      const median = seconds.toSorted((a, b) => a - b)[1] ?? 0;
      const pass = median <= cliStartBudgetSeconds;
      met &&= pass;
      rows.push({
        command: `cli ${args.join(' ')}`,
        'CPU s (median of 3)': median.toFixed(2),
        runs: seconds.map((value) => value.toFixed(2)).join(' '),
        budget: pass ? 'PASS' : 'FAIL',
      });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  console.log(`\nCLI start: CPU of the whole process, user + system (budget ≤ ${cliStartBudgetSeconds} s)`);
  console.table(rows);
  return met;
}

/**
 * Runs `node server/cli.mjs …` with a preload that writes `process.cpuUsage()` (the whole
 * process's getrusage) to a file as it exits.
 */
function cpuSecondsOfCli(args: string[], env: NodeJS.ProcessEnv, reportFile: string): number {
  const preload = `data:text/javascript,${encodeURIComponent(
    `import { writeFileSync } from 'node:fs';
     process.on('exit', () => {
       const { user, system } = process.cpuUsage();
       writeFileSync(${JSON.stringify(reportFile)}, String((user + system) / 1e6));
     });`,
  )}`;
  const result = spawnSync(process.execPath, ['--import', preload, join(root, 'server/cli.mjs'), ...args], {
    env: { ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
  return Number(readFileSync(reportFile, 'utf8'));
}
