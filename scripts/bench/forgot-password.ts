// `npm run bench -- forgot`: how long "forgot password" takes for an e-mail that has an account
// and for one that has none, through the server's own composition on PGlite (what `npm start`
// runs) and on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
// The two must not differ by more than noise: a difference would tell an outsider which e-mails
// have accounts. Prints the median and the 90th percentile of each, interleaved so that load on
// the machine falls on both alike, and their difference.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  anonymousActor,
  createAccount,
  execute,
  requestPasswordReset,
  systemActor,
  type UseCaseContext,
} from '@coach/core';
import { type Composition, compose, readConfig } from '@coach/server';
import postgres from 'postgres';

const rounds = Number(process.env.BENCH_FORGOT_ROUNDS ?? 200);

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function measure(label: string, composition: Composition): Promise<void> {
  const system: UseCaseContext = { ...composition.ports, actor: systemActor };
  const anonymous: UseCaseContext = { ...composition.ports, actor: anonymousActor };
  const known: string[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const email = `known${index}@example.com`;
    await execute(createAccount, system, {
      name: 'Deniz',
      surname: 'Kaya',
      email,
      accountRoleType: 'Administrator',
      languages: ['tr'],
      emailVerified: true,
    });
    known.push(email);
  }
  const times = { known: [] as number[], unknown: [] as number[] };
  // One of each first, not counted: the first call of each path warms its statements.
  for (const email of ['warm@example.com', known[0] as string]) {
    await execute(requestPasswordReset, anonymous, { email, language: 'tr' });
  }
  for (let index = 1; index < rounds; index += 1) {
    for (const [kind, email] of [
      ['known', known[index] as string],
      ['unknown', `nobody${index}@example.com`],
    ] as const) {
      const started = performance.now();
      await execute(requestPasswordReset, anonymous, { email, language: 'tr' });
      times[kind].push(performance.now() - started);
    }
  }
  const knownSorted = times.known.toSorted((a, b) => a - b);
  const unknownSorted = times.unknown.toSorted((a, b) => a - b);
  const median = (sorted: number[]) => quantile(sorted, 0.5);
  console.log(
    `forgot password on ${label} (${rounds - 1} each): known ${median(knownSorted).toFixed(2)} ms ` +
      `(p90 ${quantile(knownSorted, 0.9).toFixed(2)}), unknown ${median(unknownSorted).toFixed(2)} ms ` +
      `(p90 ${quantile(unknownSorted, 0.9).toFixed(2)}), difference of medians ` +
      `${(median(knownSorted) - median(unknownSorted)).toFixed(2)} ms`,
  );
}

export async function runForgotPasswordBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coach-bench-forgot-'));
  const environment = { ...process.env, LOG_LEVEL: 'warn', TEST_CLOCK_FILE: undefined, SMTP_URL: undefined };
  try {
    const embedded = await compose(
      readConfig({ ...environment, DATABASE_URL: undefined, DATA_DIR: dataDir }),
    );
    try {
      await embedded.database.migrate();
      await measure('PGlite', embedded);
    } finally {
      await embedded.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `bench_forgot_${Date.now().toString(36)}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  try {
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
    const server = await compose(readConfig({ ...environment, DATABASE_URL: databaseUrl }));
    try {
      await server.database.migrate();
      await measure('PostgreSQL', server);
    } finally {
      await server.close();
    }
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.main) await runForgotPasswordBench();
