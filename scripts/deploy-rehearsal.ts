// `node scripts/deploy-rehearsal.ts [--keep]`: the production image's steps, run on this machine
// (docs/deploy.md). Nothing can pull or build images here, so the steps are read from
// deploy/Dockerfile and deploy/compose.yaml and run as they are: the build stage's RUN steps in a
// copy of the committed tree (the image's build context), the platform stage's COPY into a second
// folder (the image's /app), compose's migrate command on a new PostgreSQL database, two instances
// with the image's CMD and nginx with deploy/nginx.conf (hosts, ports and paths made local). Then it
// checks them as an operator would, and stops everything it started. Minutes: it installs and builds.
// Needs PostgreSQL (REHEARSAL_DATABASE_URL) and nginx (apt-get install nginx-light).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import postgres from 'postgres';
import { repoRoot } from '../server/src/paths.ts';
import {
  composeCommand,
  composePlatformEnvironment,
  dockerStages,
  execForm,
  instructionsOf,
  readDeployFile,
  stageNamed,
  substitute,
} from '../server/src/testing/deploy-files.ts';

const keep = process.argv.includes('--keep');
const adminUrl = process.env.REHEARSAL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const node = process.execPath;

const work = mkdtempSync(join(tmpdir(), 'coach-deploy-'));
// nginx's workers read the admin origin's files as another user.
chmodSync(work, 0o755);
const context = join(work, 'context');
const image = join(work, 'image');
const logs = join(work, 'logs');
mkdirSync(context);
mkdirSync(image);
mkdirSync(logs);

const stages = dockerStages(readDeployFile('Dockerfile'));
const compose = readDeployFile('compose.yaml');
const started: { name: string; child: ChildProcess }[] = [];
const databases: string[] = [];
const failures: string[] = [];
let stepStarted = performance.now();

function step(title: string) {
  stepStarted = performance.now();
  process.stdout.write(`\n== ${title}\n`);
}
function done(detail = '') {
  process.stdout.write(`   done in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s ${detail}\n`);
}
function check(what: string, ok: boolean, detail = '') {
  process.stdout.write(`   ${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? `  (${detail})` : ''}\n`);
  if (!ok) failures.push(what);
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  execFileSync(command, args, { cwd, env, stdio: 'inherit' });
}

function startProcess(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const log = createWriteStream(join(logs, `${name}.log`));
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  started.push({ name, child });
  return child;
}

/** Asks `url` until it answers `status`, as a monitor would (a hang guard, not a timing). */
async function waitFor(url: string, status = 200, seconds = 180): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const answer = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === status) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer ${status} within ${seconds} s`);
}

function exitOf(child: ChildProcess, seconds: number): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(-1);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), seconds * 1000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal === null ? code : -1);
    });
  });
}

async function cleanUp() {
  // SIGTERM first: nginx's master then ends its workers too (SIGKILL would leave them behind).
  for (const { child } of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    if ((await exitOf(child, 10)) === null) child.kill('SIGKILL');
  }
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  for (const name of databases) await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  if (keep) process.stdout.write(`\nKept ${work}\n`);
  else rmSync(work, { recursive: true, force: true });
}

async function rehearse() {
  step('the build context: the committed tree (git archive HEAD), as a clean clone');
  execFileSync('sh', ['-c', `git archive --format=tar HEAD | tar -x -C '${context}'`], { cwd: repoRoot });
  done();

  // The build stage's RUN steps, in order, with /app (its WORKDIR) read as the context folder.
  const buildEnv = { ...process.env, CI: 'true' };
  for (const command of instructionsOf(stageNamed(stages, 'build'), 'RUN')) {
    if (command.startsWith('apt-get')) {
      process.stdout.write(`\n== skipped: ${command.slice(0, 60)}… (this machine's own Chromium)\n`);
      continue;
    }
    const local = command.replaceAll('/app/', `${context}/`);
    step(`RUN ${local}`);
    run('nice', ['-n', '10', 'sh', '-c', local], context, buildEnv);
    done();
  }

  step('the platform stage: only what it copies from the build');
  const platform = stageNamed(stages, 'platform');
  for (const copy of instructionsOf(platform, 'COPY')) {
    const words = copy.split(/\s+/).filter((word) => !word.startsWith('--'));
    const destination = words.pop() ?? '';
    for (const source of words) {
      const from = join(context, source.replace(/^\/app\/?/, ''));
      const to = destination.endsWith('/')
        ? join(image, destination, basename(source))
        : join(image, destination);
      mkdirSync(dirname(to), { recursive: true });
      cpSync(from, to, { recursive: true, verbatimSymlinks: true });
    }
  }
  const imageEnv = Object.fromEntries(
    instructionsOf(platform, 'ENV')
      .flatMap((line) => line.split(/\s+/))
      .map((pair) => pair.split('=') as [string, string]),
  );
  done(`(${Object.keys(imageEnv).join(', ')})`);

  const [proxyPort, adminPort, port1, port2, metrics1, metrics2] = await Promise.all(
    Array.from({ length: 6 }, freePort),
  );
  const metricsToken = randomBytes(24).toString('hex');
  const operator = {
    POSTGRES_PASSWORD: 'unused-here',
    PAYMENT_PROVIDER: 'sandbox',
    PUBLIC_BASE_URL: `http://127.0.0.1:${proxyPort}`,
    ADMIN_ORIGIN: `http://127.0.0.1:${adminPort}`,
    METRICS_TOKEN: metricsToken,
  };
  const name = `coach_rehearsal_${process.pid}`;
  const restored = `${name}_restored`;
  const environment: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    ...imageEnv,
    ...Object.fromEntries(
      Object.entries(composePlatformEnvironment(compose)).map(([key, value]) => [
        key,
        substitute(value, operator),
      ]),
    ),
    DATABASE_URL: databaseUrl(name),
    DATA_DIR: join(work, 'data'),
    // nginx reaches the instances from this machine's loopback here, not from 172.30.0.10.
    TRUSTED_PROXIES: '127.0.0.1',
  };

  step(`compose's migrate: ${composeCommand(compose, 'migrate').join(' ')}`);
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  databases.push(name);
  const [command = '', ...args] = composeCommand(compose, 'migrate');
  run(command === 'node' ? node : command, args, image, environment);
  done();

  step("two instances with the image's CMD");
  const [cmd = '', ...cmdArgs] = execForm(instructionsOf(platform, 'CMD')[0] ?? '');
  const instances = [
    startProcess('platform-1', cmd === 'node' ? node : cmd, cmdArgs, image, {
      ...environment,
      PORT: String(port1),
      METRICS_PORT: String(metrics1),
    }),
    startProcess('platform-2', cmd === 'node' ? node : cmd, cmdArgs, image, {
      ...environment,
      PORT: String(port2),
      METRICS_PORT: String(metrics2),
    }),
  ];
  await Promise.all([
    waitFor(`http://127.0.0.1:${port1}/api/health`),
    waitFor(`http://127.0.0.1:${port2}/api/health`),
  ]);
  done();

  step('nginx with deploy/nginx.conf');
  const proxyCopy = instructionsOf(stageNamed(stages, 'proxy'), 'COPY').find((line) =>
    line.includes('/srv/admin-app'),
  );
  const adminFiles = join(context, (proxyCopy?.split(/\s+/)[1] ?? '').replace(/^\/app\//, ''));
  const site = readDeployFile('nginx.conf')
    .replace('server platform-1:3000', `server 127.0.0.1:${port1}`)
    .replace('server platform-2:3000', `server 127.0.0.1:${port2}`)
    .replace('listen 80;', `listen 127.0.0.1:${proxyPort};`)
    .replace('listen 8081;', `listen 127.0.0.1:${adminPort};`)
    .replace('root /srv/admin-app;', `root ${adminFiles};`);
  const nginxDir = join(work, 'nginx');
  mkdirSync(nginxDir);
  writeFileSync(join(nginxDir, 'default.conf'), site);
  // The official image's nginx.conf, around the site: one worker, everything in this folder.
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${nginxDir}/nginx.pid;
error_log ${logs}/nginx-error.log;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${logs}/nginx-access.log;
  client_body_temp_path ${nginxDir}/body;
  proxy_temp_path ${nginxDir}/proxy;
  fastcgi_temp_path ${nginxDir}/fastcgi;
  uwsgi_temp_path ${nginxDir}/uwsgi;
  scgi_temp_path ${nginxDir}/scgi;
  sendfile on;
  keepalive_timeout 65;
  include ${nginxDir}/default.conf;
}
`,
  );
  run('nginx', ['-t', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], nginxDir);
  startProcess('nginx', 'nginx', ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')], nginxDir, process.env);
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const adminOrigin = `http://127.0.0.1:${adminPort}`;
  await waitFor(`${proxy}/api/health`);
  done();

  step('checks');
  const healthcheck = execForm(instructionsOf(platform, 'HEALTHCHECK')[0] ?? '');
  for (const [index, port] of [port1, port2].entries()) {
    let code = 0;
    try {
      execFileSync(node, healthcheck.slice(1), { cwd: image, env: { ...environment, PORT: String(port) } });
    } catch (error) {
      code = (error as { status?: number }).status ?? -1;
    }
    check(`HEALTHCHECK of platform-${index + 1} exits 0`, code === 0, `exit ${code}`);
  }
  const ready = await fetch(`${proxy}/api/health/ready`);
  check('readiness through the proxy: 200', ready.status === 200, String(ready.status));
  const home = await fetch(`${proxy}/`, { headers: { 'Accept-Language': 'tr' } });
  const html = await home.text();
  check(
    'the home page through the proxy: 200, pre-rendered',
    home.status === 200 && html.includes('data-prerendered'),
    String(home.status),
  );
  check(
    'its runtime configuration loads admin-app from the admin origin',
    html.includes(`${adminOrigin}/mf-manifest.json`),
  );
  check(
    'the Content-Security-Policy allows the admin origin',
    (home.headers.get('content-security-policy') ?? '').includes(adminOrigin),
  );
  const manifest = await fetch(`${adminOrigin}/mf-manifest.json`, { headers: { Origin: proxy } });
  check(
    'admin-app’s manifest on its own origin, with CORS',
    manifest.status === 200 && manifest.headers.get('access-control-allow-origin') === '*',
    `${manifest.status} ${manifest.headers.get('access-control-allow-origin')}`,
  );
  const manifestJson = (await manifest.json()) as { metaData?: { publicPath?: string } };
  check(
    'built for its own origin (publicPath auto)',
    manifestJson.metaData?.publicPath === 'auto',
    manifestJson.metaData?.publicPath ?? '',
  );
  const entry = await fetch(`${adminOrigin}/remoteEntry.js`);
  check('admin-app’s remoteEntry.js on its own origin', entry.status === 200, String(entry.status));
  const publicMetrics = await fetch(`${proxy}/metrics`);
  check('/metrics refused by the proxy', publicMetrics.status === 404, String(publicMetrics.status));
  for (let index = 0; index < 20; index += 1) await (await fetch(`${proxy}/api/health`)).text();
  const counts: number[] = [];
  for (const port of [metrics1, metrics2]) {
    const refused = await fetch(`http://127.0.0.1:${port}/metrics`);
    check(
      `metrics port ${port} refuses a scrape without the token`,
      refused.status === 401,
      String(refused.status),
    );
    const text = await (
      await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { Authorization: `Bearer ${metricsToken}` },
      })
    ).text();
    const line = text
      .split('\n')
      .find((candidate) =>
        candidate.startsWith(
          'coach_http_requests_total{route="/api/health",method="GET",status_class="2xx"}',
        ),
      );
    counts.push(Number(line?.split(' ').at(-1) ?? 0));
    check(`metrics port ${port}: the database answered the scrape`, /^coach_database_up 1$/m.test(text));
  }
  check(
    'both instances answered through the proxy',
    counts.every((count) => count > 0),
    counts.join(' + '),
  );

  // A backup restored elsewhere, and the points checked against their ledger there.
  const dump = join(work, 'coach.dump');
  run('pg_dump', ['--format=custom', `--file=${dump}`, databaseUrl(name)], work);
  await admin.unsafe(`create database ${restored}`);
  databases.push(restored);
  run('pg_restore', ['--no-owner', `--dbname=${databaseUrl(restored)}`, dump], work);
  const restoredDatabase = postgres(databaseUrl(restored), { max: 1, onnotice: () => {} });
  const [tables] = await restoredDatabase<{ n: number }[]>`
    select count(*)::int as n from information_schema.tables where table_schema = 'public'`;
  await restoredDatabase.end();
  check(
    'pg_dump restored with pg_restore into another database',
    (tables?.n ?? 0) > 20,
    `${tables?.n} tables`,
  );
  let ledger = 0;
  try {
    execFileSync(node, ['server/cli.mjs', 'verify-ledger'], {
      cwd: image,
      env: { ...environment, DATABASE_URL: databaseUrl(restored) },
      stdio: 'pipe',
    });
  } catch (error) {
    ledger = (error as { status?: number }).status ?? -1;
  }
  check('the CLI’s verify-ledger on the restored database', ledger === 0, `exit ${ledger}`);
  await admin.end();

  step('SIGTERM: each instance stops by itself');
  for (const child of instances) child.kill('SIGTERM');
  const codes = await Promise.all(instances.map((child) => exitOf(child, 30)));
  check(
    'both instances exit 0 within 30 s',
    codes.every((code) => code === 0),
    codes.join(', '),
  );
}

try {
  await rehearse();
} catch (error) {
  failures.push(String(error instanceof Error ? error.message : error));
  process.stdout.write(`\nStopped: ${error instanceof Error ? error.message : String(error)}\n`);
  for (const file of ['platform-1.log', 'platform-2.log', 'nginx-error.log']) {
    const path = join(logs, file);
    if (existsSync(path))
      process.stdout.write(
        `\n-- ${file} (last lines)\n${readFileSync(path, 'utf8').split('\n').slice(-15).join('\n')}\n`,
      );
  }
} finally {
  await cleanUp();
}
process.stdout.write(
  failures.length === 0
    ? '\nThe rehearsal passed.\n'
    : `\n${failures.length} failed: ${failures.join('; ')}\n`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
