import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { maxImportBytes } from '@coach/core/contracts';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentVariables, readConfig } from './config.ts';
import { repoRoot } from './paths.ts';
import {
  composeCommand,
  composePlatformEnvironment,
  composeService,
  composeServiceNames,
  dockerStages,
  execForm,
  instructionsOf,
  readDeployFile,
  stageNamed,
  substitute,
} from './testing/deploy-files.ts';
import { createHttpTestApp } from './testing/test-app.ts';

const run = promisify(execFile);
const node = process.execPath;
const dockerfile = readDeployFile('Dockerfile');
const stages = dockerStages(dockerfile);
const compose = readDeployFile('compose.yaml');
const nginx = readDeployFile('nginx.conf');
const packageJson = (path: string) =>
  JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as { scripts: Record<string, string> };

/** What an operator gives compose (docs/deploy.md), for the values compose substitutes. */
const operatorEnvironment = { POSTGRES_PASSWORD: 'secret', PAYMENT_PROVIDER: 'sandbox' };

// Nothing can pull or build images on these machines: this pins the image's steps to the scripts the
// project runs and tests (build, migrate, start), and runs the cheap ones; scripts/deploy-rehearsal.ts
// runs all of them, install and build included.
describe('the deployment (deploy/)', () => {
  it('builds in stages with the project’s own scripts: npm ci, CI’s build, production packages only', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'platform', 'proxy']);
    const runs = instructionsOf(stageNamed(stages, 'build'), 'RUN');
    const npmSteps = runs.filter((step) => !step.startsWith('apt-get'));
    expect(npmSteps).toEqual([
      'npm ci --no-audit --no-fund',
      'deploy/build.sh /app/deploy/.out',
      'npm prune --omit=dev --no-audit --no-fund',
    ]);
    // deploy/build.sh is CI's build stage (scripts/verify.ts): build:apps, then admin-app for
    // another origin as e2e's build:standalone-admin builds it, only into another folder.
    const build = readDeployFile('build.sh');
    const verify = readFileSync(join(repoRoot, 'scripts/verify.ts'), 'utf8');
    expect(verify).toContain('npm run -s build:apps && npm run -s build:standalone-admin -w @coach/e2e');
    expect(build).toContain('\nnpm run -s build:apps\n');
    const standalone = packageJson('e2e/package.json').scripts['build:standalone-admin'] ?? '';
    // The same build, but for the .br/.gz siblings: the journeys' static server never serves
    // them (ADR 0024, addendum of 2026-12-01), the image's server does.
    const [ciAdminBuild] = standalone.replace(' PRECOMPRESS=off', '').split(' -- --dist-path ');
    expect(build).toContain(
      `\n${ciAdminBuild?.replace('npm run build', 'npm run -s build')} -- --dist-path `,
    );
  });

  it('runs the server’s own start as a user without rights, with every built front end inside', () => {
    const platform = stageNamed(stages, 'platform');
    const [user] = instructionsOf(platform, 'USER');
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    // `npm start` of the server workspace, from the repository's root.
    const [cmd = ''] = instructionsOf(platform, 'CMD');
    const start = packageJson('server/package.json').scripts.start;
    expect(start).toBe('node src/main.ts');
    expect(execForm(cmd)).toEqual(['node', 'server/src/main.ts']);
    const copies = instructionsOf(platform, 'COPY').join('\n');
    const { staticRoots } = readConfig({});
    for (const root of [staticRoots.host, ...Object.values(staticRoots.remotes)]) {
      const path = relative(repoRoot, root);
      expect(copies).toContain(`/app/${path} ./${path}`);
    }
    const [healthcheck = ''] = instructionsOf(platform, 'HEALTHCHECK');
    expect(execForm(healthcheck)).toEqual(['node', 'deploy/healthcheck.ts']);
    expect(copies).toContain('/app/deploy/healthcheck.ts ./deploy/healthcheck.ts');
  });

  it('composes PostgreSQL, a one-shot migration, two instances and the proxy, with variables the server reads', () => {
    expect(composeServiceNames(compose)).toEqual([
      'postgres',
      'migrate',
      'platform-1',
      'platform-2',
      'proxy',
    ]);
    expect(composeCommand(compose, 'migrate')).toEqual(['node', 'server/cli.mjs', 'migrate']);
    expect(composeService(compose, 'migrate').join('\n')).toMatch(/target: platform/);
    // A typo in a variable's name would be ignored by the server without a word: none here is unknown.
    const environment = composePlatformEnvironment(compose);
    expect(Object.keys(environment).filter((name) => !environmentVariables.includes(name))).toEqual([]);
    // The production configuration compose gives is one the server accepts.
    const config = readConfig(
      Object.fromEntries(
        Object.entries(environment).map(([name, value]) => [name, substitute(value, operatorEnvironment)]),
      ),
    );
    expect(config.production).toBe(true);
    expect(config.metrics?.port).toBe(9464);
    expect(config.remoteManifestUrls.admin_app).toBe('http://localhost:8081/mf-manifest.json');
    // The proxy is the one trusted proxy, at the address compose gives it.
    const proxy = composeService(compose, 'proxy').join('\n');
    expect(proxy).toContain(`ipv4_address: ${environment.TRUSTED_PROXIES}`);
    // Only the proxy publishes ports, and the metrics port is not among them.
    const published = compose.split('\n').filter((line) => /^\s+- "\$\{[A-Z_]+:-\d+\}:\d+"$/.test(line));
    expect(published).toHaveLength(2);
    expect(published.join('\n')).not.toContain('9464');
    for (const service of ['postgres', 'migrate', 'platform-1', 'platform-2']) {
      expect(composeService(compose, service).join('\n')).not.toMatch(/^\s+ports:/m);
    }
  });

  it('the proxy sends to both instances, refuses /metrics, says who the client is, and takes the largest upload', () => {
    const upstreams = [...nginx.matchAll(/^\s+server (platform-\d):(\d+)\b/gm)].map((match) =>
      match.slice(1, 3),
    );
    expect(upstreams).toEqual([
      ['platform-1', '3000'],
      ['platform-2', '3000'],
    ]);
    expect(nginx).toMatch(/location = \/metrics \{\s+return 404;/);
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    const [, size = '0'] = /client_max_body_size (\d+)m;/.exec(nginx) ?? [];
    expect(Number(size) * 1024 * 1024).toBeGreaterThan(maxImportBytes + 64 * 1024);
    expect(nginx).toContain('root /srv/admin-app;');
    expect(instructionsOf(stageNamed(stages, 'proxy'), 'COPY')).toContain(
      '--from=build /app/deploy/.out/admin-origin /srv/admin-app',
    );
  });

  it('docs/deploy.md names every environment variable the server reads', () => {
    const doc = readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8');
    const tableNames = [...doc.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((match) => match[1]);
    expect([...tableNames].sort()).toEqual([...environmentVariables].sort());
  });

  describe('its commands, run as the image runs them', () => {
    const stops: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const stop of stops) await stop();
    });

    it('the HEALTHCHECK answers 0 while the server answers, 1 when it does not', async () => {
      const testApp = await createHttpTestApp();
      const server = await new Promise<{ port: number; close(): Promise<void> }>((resolve) => {
        const listening = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
          resolve({
            port: info.port,
            close: () => new Promise<void>((done) => listening.close(() => done())),
          }),
        );
      });
      stops.push(() => testApp.close());
      const healthcheck = execForm(instructionsOf(stageNamed(stages, 'platform'), 'HEALTHCHECK')[0] ?? '');
      const check = (port: number) =>
        run(node, healthcheck.slice(1), { cwd: repoRoot, env: { ...process.env, PORT: String(port) } }).then(
          () => 0,
          (error: { code?: number }) => error.code ?? -1,
        );
      expect(await check(server.port)).toBe(0);
      await server.close();
      expect(await check(server.port)).toBe(1);
    });

    it.skipIf(!process.env.TEST_DATABASE_URL)(
      'the migrate service migrates an empty PostgreSQL database with the production environment',
      async () => {
        const adminUrl = process.env.TEST_DATABASE_URL as string;
        const name = `deploy_migrate_${process.pid}`;
        const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`drop database if exists ${name}`);
        await admin.unsafe(`create database ${name}`);
        stops.push(async () => {
          await admin.unsafe(`drop database if exists ${name} with (force)`);
          await admin.end();
        });
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const environment = Object.fromEntries(
          Object.entries(composePlatformEnvironment(compose)).map(([key, value]) => [
            key,
            substitute(value, operatorEnvironment),
          ]),
        );
        const [command = '', ...args] = composeCommand(compose, 'migrate');
        expect(command).toBe('node');
        const { stdout } = await run(node, args, {
          cwd: repoRoot,
          env: { PATH: process.env.PATH, ...environment, DATABASE_URL: url.toString() },
        });
        expect(stdout).toContain('Migrations applied (postgres)');
        const database = postgres(url.toString(), { max: 1, onnotice: () => {} });
        try {
          const [row] = await database<{ tables: number }[]>`
            select count(*)::int as tables from information_schema.tables where table_name = 'accounts'`;
          expect(row?.tables).toBe(1);
        } finally {
          await database.end();
        }
      },
    );
  });
});
