// `npm test`: every check the project has, in stages, each stage's time printed at the end (also
// when a stage fails). The translation check comes first: everything after it reads the catalogues
// it compiles. Then three lanes side by side: Biome and knip, then the unit tier; the type check;
// the build, then the journeys. A lane stops at its first failing stage; the others go on, so one
// run reports all. The journeys wait on the browser and the servers as much as they compute, and
// the unit tier on PostgreSQL and the real server's threads: with the type check waiting behind
// lint in the unit tier's lane, that lane was the longer one by about a minute (docs/adr/0029).
//
//   npm test                  i18n; lint → unit | typecheck | build → journeys
//   npm run test:fast         the in-memory and component tiers (no database, no browser) | typecheck
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { childSecondsFromTimes, postgresSecondsSoFar } from './stage-cpu.ts';

interface Stage {
  readonly name: string;
  readonly command: string;
}

const root = join(import.meta.dirname, '..');
const fast = process.argv.includes('--fast');
/**
 * The unit tier's report (vitest's JSON: each file's start and end), kept after the run: the stage
 * table names the slowest files from it, and a later look can sort them all.
 */
const unitReport = join(tmpdir(), 'coach-npm-test-unit.json');

/**
 * Groups run one after the other. A group's lanes run side by side, and each lane's stages one
 * after the other.
 */
type Lane = Stage[];
const groups: Lane[][] = fast
  ? [
      [
        [{ name: 'unit (fast tier)', command: 'npx vitest run --config vitest.fast.config.ts' }],
        [{ name: 'typecheck', command: 'npm run -s typecheck' }],
      ],
    ]
  : [
      [[{ name: 'i18n', command: 'npm run -s i18n:check' }]],
      [
        [
          { name: 'lint', command: 'npx biome check . && npx knip' },
          // On the command line: vitest 5 did not take the root config's `maxWorkers` for the
          // projects (one worker ran every file; checked by counting its forks).
          {
            name: 'unit',
            command: `npx vitest run --maxWorkers=${availableParallelism()} --reporter=default --reporter=json --outputFile.json=${unitReport}`,
          },
        ],
        [{ name: 'typecheck', command: 'npm run -s typecheck' }],
        [
          {
            name: 'build',
            command: 'npm run -s build:apps && npm run -s build:standalone-admin -w @coach/e2e',
          },
          {
            name: 'journeys',
            command: 'node scripts/ensure-chromium.ts && npm run -s journeys -w @coach/e2e',
          },
        ],
      ],
    ];

interface Outcome {
  readonly name: string;
  readonly seconds: number;
  readonly ok: boolean;
  /** Processor seconds of what the stage started and waited for (not Chromium's renderers, which nothing waits for; null where the shell could not say). */
  readonly cpuSeconds: number | null;
  /** The end of a failed stage's output, printed again at the end of the run. */
  readonly tail: string;
}

const outcomes: Outcome[] = [];
const startedAt = Date.now();
const postgresAtStart = postgresSecondsSoFar();
const timesFolder = mkdtempSync(join(tmpdir(), 'verify-times-'));

for (const group of groups) {
  // Side by side, the first lane prints as it goes; the others keep their output and print it whole
  // when each stage ends, so that two stages' logs do not interleave line by line.
  const results = await Promise.all(
    group.map(async (lane, index) => {
      const done: Outcome[] = [];
      for (const stage of lane) {
        const outcome = await run(stage, index > 0);
        done.push(outcome);
        if (!outcome.ok) break;
      }
      return done;
    }),
  );
  outcomes.push(...results.flat());
  if (results.flat().some((result) => !result.ok)) break;
}

const format = (seconds: number) => {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};
for (const failed of outcomes.filter((outcome) => !outcome.ok)) {
  console.log(`\n== ${failed.name} FAILED; the end of its output again:\n${failed.tail}`);
}
const total = (Date.now() - startedAt) / 1000;
console.log(
  `\n${fast ? 'npm run test:fast' : 'npm test'}: stage times (stages on one line, split by |, ran side by side)`,
);
for (const group of groups) {
  const line = group
    .map((lane) =>
      lane
        .map((stage) => {
          const outcome = outcomes.find((o) => o.name === stage.name);
          if (!outcome) return `${stage.name} not run`;
          const cpu = outcome.cpuSeconds === null ? '' : ` (CPU ${format(outcome.cpuSeconds)})`;
          return `${stage.name} ${format(outcome.seconds)}${cpu}${outcome.ok ? '' : ' FAILED'}`;
        })
        .join(' → '),
    )
    .join('  |  ');
  console.log(`  ${line}`);
}
console.log(`  total ${format(total)}`);
printSlowestFiles();
const postgresAtEnd = postgresSecondsSoFar();
if (postgresAtStart !== null && postgresAtEnd !== null) {
  console.log(`  PostgreSQL on this machine meanwhile: CPU ${format(postgresAtEnd - postgresAtStart)}`);
}
rmSync(timesFolder, { recursive: true, force: true });
process.exit(outcomes.every((outcome) => outcome.ok) && outcomes.length === groups.flat(2).length ? 0 : 1);

/** The unit tier's ten slowest files by wall time (on shared cores, a ranking rather than a cost). */
function printSlowestFiles() {
  if (fast || !outcomes.some((outcome) => outcome.name === 'unit')) return;
  let report: { testResults?: { name: string; startTime: number; endTime: number }[] };
  try {
    report = JSON.parse(readFileSync(unitReport, 'utf8'));
  } catch {
    return;
  }
  const files = (report.testResults ?? [])
    .map((file) => ({ name: relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
  const summed = files.reduce((total, file) => total + file.seconds, 0);
  console.log(`  unit: ${files.length} files, ${format(summed)} summed; the slowest (all in ${unitReport}):`);
  for (const file of files.slice(0, 10))
    console.log(`    ${format(file.seconds).padStart(11)}  ${file.name}`);
}

function run(stage: Stage, keepOutput: boolean): Promise<Outcome> {
  const started = Date.now();
  if (!keepOutput) console.log(`\n== ${stage.name}: ${stage.command}`);
  // The shell's `times`, once the command has ended, adds up the processor time of everything it
  // started (each process's ended children included).
  const timesFile = join(timesFolder, `${stage.name}.txt`);
  const command = `${stage.command}\nstatus=$?; times > '${timesFile}'; exit $status`;
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: '/bin/bash', stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    const tail = outputTail();
    const take = (chunk: Buffer) => {
      tail.push(chunk);
      if (keepOutput) output.push(chunk);
      else process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (keepOutput) {
        console.log(`\n== ${stage.name}: ${stage.command}`);
        process.stdout.write(Buffer.concat(output));
      }
      let cpuSeconds: number | null = null;
      try {
        cpuSeconds = childSecondsFromTimes(readFileSync(timesFile, 'utf8'));
      } catch {
        // The shell was killed before `times`.
      }
      resolve({
        name: stage.name,
        seconds,
        cpuSeconds,
        ok: code === 0,
        tail: code === 0 ? '' : tail.lastLines(120),
      });
    });
  });
}

/**
 * The end of a stage's output, kept so that a failed stage's summary (vitest and Playwright print
 * the failed tests last) is printed again after the stage times: a CI log is often read from its
 * end, where the other lane's output would otherwise have buried it.
 */
function outputTail(limit = 256 * 1024) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  return {
    push(chunk: Buffer) {
      chunks.push(chunk);
      bytes += chunk.length;
      while (bytes - (chunks[0]?.length ?? 0) > limit) bytes -= chunks.shift()?.length ?? 0;
    },
    lastLines: (count: number) => Buffer.concat(chunks).toString('utf8').split('\n').slice(-count).join('\n'),
  };
}
