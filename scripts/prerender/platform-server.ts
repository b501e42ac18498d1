// The real platform server, started the way `npm start` does (embedded PGlite, demo data seeded on
// the first start), but on a free port, with a throwaway data folder and as in production: the
// pages are rendered by the same server and bundles a visitor meets.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prerenderedOidcLabel } from '../../server/src/static/provider-buttons.ts';
import { prerenderHangGuardMs } from './hang-guard.ts';

export interface PlatformServer {
  readonly url: string;
  stop(): Promise<void>;
}

const root = join(import.meta.dirname, '..', '..');

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Variables of the caller that would change what the pages show or where data lives: a build must
 * not depend on the shell it runs in (a DATABASE_URL there would even seed someone's database, a
 * METRICS_PORT would be taken by the build's own server).
 */
const dropped =
  /^(DATABASE_URL|DATA_DIR|PRERENDERED_DIR|PUBLIC_BASE_URL|REMOTE_.*_URL|SMTP_URL|TEST_CLOCK_FILE|.*_CLIENT_(ID|SECRET)|OIDC_.*|IYZICO_.*|PAYMENT_PROVIDER|METRICS_.*|TRUSTED_PROXIES)$/;

/**
 * Every sign-in provider, the generic one under a stand-in name: the login page is drawn with all
 * their buttons, and the server serving it keeps those a deployment configures (ADR 0039). Nobody
 * signs in here, so the clients need not exist (the issuer is read at the first sign-in only).
 */
const everyProvider = {
  GOOGLE_CLIENT_ID: 'prerender',
  GOOGLE_CLIENT_SECRET: 'prerender',
  MICROSOFT_CLIENT_ID: 'prerender',
  MICROSOFT_CLIENT_SECRET: 'prerender',
  LINKEDIN_CLIENT_ID: 'prerender',
  LINKEDIN_CLIENT_SECRET: 'prerender',
  OIDC_ISSUER: 'https://openid.invalid',
  OIDC_CLIENT_ID: 'prerender',
  OIDC_CLIENT_SECRET: 'prerender',
  OIDC_LABEL: prerenderedOidcLabel,
};

/**
 * Starts the server; it reads the pre-rendered pages from `prerenderedDir`, the run's work in
 * progress, while another server (a running `npm start`) may serve the finished ones.
 */
export async function startPlatformServer(prerenderedDir: string): Promise<PlatformServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'coach-prerender-'));
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !dropped.test(name)),
  );
  Object.assign(env, {
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // Production refuses to start without a named provider; the sandbox takes no money.
    PAYMENT_PROVIDER: 'sandbox',
    // Production needs the address it is reached at; the server writes the pages' links afresh.
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    PRERENDERED_DIR: prerenderedDir,
    ...everyProvider,
  });
  const child = spawn(process.execPath, [join(root, 'server/src/main.ts')], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  // Should the build be stopped half-way (Ctrl-C, a CI timeout), the server must not outlive it.
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${url}/api/health`, child, () => errors);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitUntilAnswering(url: string, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + prerenderHangGuardMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (code ${child.exitCode}):\n${errors()}`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${url} within ${prerenderHangGuardMs / 1000} s:\n${errors()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
