// Starts one platform instance for the journeys, the way an operator would: fresh data, migrate,
// seed, then `node server/src/main.ts`. Usage: node support/start-server.ts main|split|sweep
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import postgres from 'postgres';
import { clockFileOf } from './clock-file.ts';
import { platformOidcEnv } from './local-oidc.ts';
import { servers } from './servers.ts';
import { databaseUrlFileOf } from './verify-ledger.ts';

/**
 * Databases of earlier runs are kept for a while (a failed run's data can be looked at), then
 * dropped by freshDatabase, so a machine that runs the journeys every day does not collect them
 * forever. The age is read from the name; a run going on beside this one is far younger.
 */
const keepEarlierRunsHours = 12;

const instances = ['main', 'split', 'sweep'] as const;
const which = instances.find((name) => name === process.argv[2]) ?? 'main';
const root = join(import.meta.dirname, '..', '..');
const dataDir = join(root, 'e2e', '.tmp', which);
rmSync(dataDir, { recursive: true, force: true });
// The journeys live "14 days later" by writing an offset here (support/clock.ts); it starts on time.
const clockFile = clockFileOf(which);
rmSync(clockFile, { force: true });

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(servers[which].port),
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: servers[which].url,
  LOG_LEVEL: 'warn',
  TEST_CLOCK_FILE: clockFile,
  // Both instances offer the journeys' local OpenID provider (support/local-oidc.ts) as the
  // generic provider; its discovery document is read at the first sign-in, not at start.
  ...platformOidcEnv,
};
delete env.DATABASE_URL;
// Two instances run here: a METRICS_PORT of the shell would be taken twice, and no proxy stands in
// front of them to be trusted.
for (const name of ['METRICS_PORT', 'METRICS_TOKEN', 'TRUSTED_PROXIES']) delete env[name];

if (which === 'split') {
  // The shell of this instance loads admin-app from another origin, chosen at run time.
  env.REMOTE_ADMIN_APP_URL = `${servers.adminRemote.url}/mf-manifest.json`;
}

// The instances of the journeys (main and split) run on the real PostgreSQL when one is configured
// (CI always configures it), so the journeys cover postgres.js; the sweep's runs on the embedded
// PGlite, as `npm start` does by default, so every page is also read through PGlite. Each database
// is written down for the teardown that verifies the ledger (support/verify-ledger.ts); an earlier
// run's is removed first, so the teardown never checks a stale database.
const databaseUrlFile = databaseUrlFileOf(which);
rmSync(databaseUrlFile, { force: true });
if (which !== 'sweep' && process.env.TEST_DATABASE_URL) {
  env.DATABASE_URL = await freshDatabase(process.env.TEST_DATABASE_URL);
  mkdirSync(dirname(databaseUrlFile), { recursive: true });
  writeFileSync(databaseUrlFile, env.DATABASE_URL);
  // `seed` migrates first (server/src/cli/commands.ts): one command, one process start.
  const seeded = spawnSync(process.execPath, [join(root, 'server/cli.mjs'), 'seed'], {
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('cli seed failed');
}

const server = spawn(process.execPath, [join(root, 'server/src/main.ts')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

async function freshDatabase(adminUrl: string): Promise<string> {
  const now = Date.now();
  // The instance in the name: main and split may start within the same millisecond.
  const name = `e2e_${now.toString(36)}_${which}`;
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const earlier = await sql<{ datname: string }[]>`
    select datname from pg_database where datname ~ '^e2e_[0-9a-z]+(_[a-z]+)?$'`;
  for (const { datname } of earlier) {
    const createdAt = Number.parseInt(datname.slice('e2e_'.length).split('_')[0] ?? '', 36);
    if (now - createdAt > keepEarlierRunsHours * 3_600_000) {
      await sql.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
  await sql.unsafe(`CREATE DATABASE ${name}`);
  await sql.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
