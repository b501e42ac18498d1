// Playwright's globalTeardown: after every journey, `verify-ledger` on the databases of the
// instances the journeys ran on, main and split (docs/product-rules.md §10: each balance is the
// sum of its entries). Fails the run when it finds a difference. Only on PostgreSQL: on PGlite the
// running server holds the data directory.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** The instances whose ledgers the journeys move (the sweep's only reads). */
const journeysInstances = ['main', 'split'] as const;

/** Where support/start-server.ts writes the URL of the database it made for an instance. */
export const databaseUrlFileOf = (instance: 'main' | 'split' | 'sweep') =>
  join(import.meta.dirname, '..', '.tmp', `${instance}-database-url`);

export default async function verifyLedger(): Promise<void> {
  for (const instance of journeysInstances) verifyLedgerOf(instance);
}

function verifyLedgerOf(instance: (typeof journeysInstances)[number]) {
  const urlFile = databaseUrlFileOf(instance);
  if (!existsSync(urlFile)) {
    console.log(
      `verify-ledger skipped on ${instance}: it ran on PGlite (TEST_DATABASE_URL is not set), whose ` +
        'data directory only the running server may open.',
    );
    return;
  }
  const databaseUrl = readFileSync(urlFile, 'utf8').trim();
  const result = spawnSync(process.execPath, [join(root, 'server/cli.mjs'), 'verify-ledger'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  const database = new URL(databaseUrl).pathname.slice(1);
  if (result.status === 0) {
    console.log(`verify-ledger (${database}): ${output}`);
    return;
  }
  if (result.status === 1) {
    throw new Error(`verify-ledger found balances that differ from their entries (${database}):\n${output}`);
  }
  throw new Error(
    `verify-ledger could not run on ${database} (exit ${result.status ?? result.signal ?? result.error?.message}):\n${output}`,
  );
}
