// `npm start`: builds what is stale (build-apps-if-stale.ts), starts the server, and when the public
// pages need pre-rendering, pre-renders them once the server listens (issue 30). A first start then
// serves in about half the time; until the pages are published, the server answers those addresses
// with index.html, which the browser draws (ADR 0024: slower, never wrong). The pre-render reads its
// work in progress through its own server and publishes the finished set in one rename
// (scripts/prerender/run.ts), so a visitor never meets a page of pass 1 or a half-written file.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { setPriority } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const node = (script: string, args: string[] = []) =>
  spawn(process.execPath, [join(root, script), ...args], { cwd: root, stdio: 'inherit' });

const build = spawnSync(
  process.execPath,
  [join(root, 'scripts/build-apps-if-stale.ts'), '--prerender-later'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = node('server/src/main.ts');
let prerender: ChildProcess | undefined;

// The start ends with the server: a pre-render still running is stopped (its own server and browser
// with it), and leaves no half-set (run.ts removes its work in progress at its next run).
server.once('exit', (code, signal) => {
  prerender?.kill('SIGTERM');
  process.exitCode = code ?? (signal ? 1 : 0);
});
// Ctrl-C reaches every process of the terminal's group; a SIGTERM sent to this one alone is passed on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (signal === 'SIGTERM') server.kill(signal);
    prerender?.kill('SIGTERM');
  });
}

const prerendered = join(root, 'shells/host/dist/prerendered/index.html');
if (!existsSync(prerendered) && (await serverListening())) {
  // `--for-start`: passes 1 and 2; `npm run build:apps` keeps the verification pass.
  prerender = node('scripts/prerender/run.ts', ['--for-start']);
  // Below the server's priority, so a visitor's requests are answered first while the pages are
  // drawn. The pre-render's own server inherits it; Chromium sets its processes' own priorities.
  try {
    if (prerender.pid !== undefined) setPriority(prerender.pid, 10);
  } catch {
    // Gone already (its exit says why) or not allowed: it runs at the usual priority.
  }
  prerender.once('exit', (code) => {
    prerender = undefined;
    if (code !== 0 && code !== null && server.exitCode === null) {
      console.warn('Serving without pre-rendered pages: they render in the browser (see the error above).');
    }
  });
}

/**
 * Resolves true once the server accepts connections on its port (it listens only after migrating
 * and seeding), false if it stopped first. A connection, not a request: no line in the request log.
 */
async function serverListening(): Promise<boolean> {
  const port = Number(process.env.PORT || 3000);
  while (server.exitCode === null && server.signalCode === null) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}
