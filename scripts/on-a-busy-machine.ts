// `npm run test:busy`: runs `npm test` (or the command given after `--`) while every core is kept
// busy by a CPU hog at normal priority, one endless loop per core, as on a machine shared with other
// work. The suite must pass like this: its tests wait for states, never for a time (the hang guards
// of scripts/vitest-guards.ts and e2e/playwright.config.ts). It takes about twice as long as on a
// quiet machine.
//
//   npm run test:busy                      npm test beside one hog per core
//   npm run test:busy -- npm run test:fast
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const command = process.argv.slice(2);
const [program, ...args] = command.length > 0 ? command : ['npm', 'test'];
const cores = availableParallelism();

const hogs = Array.from({ length: cores }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopHogs = () => {
  for (const hog of hogs) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.log(`${cores} CPU hogs started (load average ${load()}); running: ${[program, ...args].join(' ')}`);
const startedAt = Date.now();
const child = spawn(program as string, args, { stdio: 'inherit' });
child.on('close', (code) => {
  const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
  console.log(`\nbeside ${cores} CPU hogs: exit ${code} after ${minutes} min (load average ${load()})`);
  stopHogs();
  process.exit(code ?? 1);
});
