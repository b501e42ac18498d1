// Starts one platform instance for the journeys, the way an operator would: fresh data, migrate,
// seed, then `node server/src/main.ts`. Usage: node support/start-server.ts main|split
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { servers } from './servers.ts';

const which = process.argv[2] === 'split' ? 'split' : 'main';
const root = join(import.meta.dirname, '..', '..');
const dataDir = join(root, 'e2e', '.tmp', which);
rmSync(dataDir, { recursive: true, force: true });

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(servers[which].port),
  DATA_DIR: dataDir,
  PUBLIC_BASE_URL: servers[which].url,
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;

if (which === 'split') {
  // The shell of this instance loads admin-app from another origin, chosen at run time.
  env.REMOTE_ADMIN_APP_URL = `${servers.adminRemote.url}/mf-manifest.json`;
}

// The main instance runs on the real PostgreSQL when one is configured (CI always configures it),
// so the journeys cover postgres.js as well as the embedded PGlite of the split instance.
if (which === 'main' && process.env.TEST_DATABASE_URL) {
  env.DATABASE_URL = await freshDatabase(process.env.TEST_DATABASE_URL);
  const cli = (command: string) =>
    spawnSync(process.execPath, [join(root, 'server/src/cli.ts'), command], { env, stdio: 'inherit' });
  for (const command of ['migrate', 'seed']) {
    if (cli(command).status !== 0) throw new Error(`cli ${command} failed`);
  }
}

const server = spawn(process.execPath, [join(root, 'server/src/main.ts')], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `e2e_${Date.now().toString(36)}`;
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE ${name}`);
  await sql.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
