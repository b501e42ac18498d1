// Playwright's globalTeardown: after every journey, `verify-ledger` on the main instance's database
// (docs/product-rules.md §10: each balance is the sum of its entries). Fails the run when it finds
// a difference. Only on PostgreSQL: on PGlite the running server holds the data directory.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

/** Where support/start-server.ts writes the URL of the database it made for the main instance. */
export const mainDatabaseUrlFile = join(import.meta.dirname, '..', '.tmp', 'main-database-url');

export default async function verifyLedger(): Promise<void> {
  if (!existsSync(mainDatabaseUrlFile)) {
    console.log(
      'verify-ledger skipped: the main instance ran on PGlite (TEST_DATABASE_URL is not set), whose ' +
        'data directory only the running server may open.',
    );
    return;
  }
  const databaseUrl = readFileSync(mainDatabaseUrlFile, 'utf8').trim();
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
