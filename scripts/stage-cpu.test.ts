import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import postgres from 'postgres';
import { describe, expect, it, vi } from 'vitest';
import { childSecondsFromTimes, postgresSecondsSoFar } from './stage-cpu.ts';

describe('processor time for the stage table', () => {
  it("reads the children's user and system time from the shell's `times`", () => {
    expect(childSecondsFromTimes('0m0.010s 0m0.005s\n1m2.500s 0m3.250s\n')).toBeCloseTo(65.75);
    expect(childSecondsFromTimes('0m0.010s 0m0.005s\n')).toBeNull();
  });

  it('counts the work of a command the shell started', () => {
    const printed = spawnSync('/bin/bash', ['-c', 'for i in $(seq 1 200000); do :; done & wait; times'], {
      encoding: 'utf8',
    }).stdout;
    expect(childSecondsFromTimes(printed)).toBeGreaterThan(0);
  });

  // Only where the tests' PostgreSQL runs on this machine (CI's and a developer's usually do).
  it.runIf(process.env.TEST_DATABASE_URL && postgresSecondsSoFar() !== null)(
    'sees the processor time a query takes in PostgreSQL, once its connection has ended',
    async () => {
      const before = postgresSecondsSoFar() ?? 0;
      const sql = postgres(process.env.TEST_DATABASE_URL ?? '', { max: 1, onnotice: () => {} });
      const [backend] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
      await sql`select count(*) from generate_series(1, 5000000)`;
      await sql.end();
      // Until the postmaster has reaped the backend, a reading may see neither its own time nor
      // the postmaster's share of it.
      await vi.waitFor(() => expect(existsSync(`/proc/${backend?.pid}`)).toBe(false), { timeout: 60_000 });
      expect((postgresSecondsSoFar() ?? 0) - before).toBeGreaterThan(0.2);
    },
  );
});
