import { randomUUID } from 'node:crypto';
import type {
  MatchingRunLeftOverRecord,
  MatchingRunPairRecord,
  MatchingRunRecord,
  MatchingRunRepository,
  PersonName,
} from '@coach/core';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { projectRequestsTable } from './project-tables.ts';

interface PairRow extends MatchingRunPairRecord {
  readonly runId: string;
  readonly position: number;
}

interface LeftOverRow extends MatchingRunLeftOverRecord {
  readonly runId: string;
  readonly position: number;
}

const matchingRunsTable = memoryTable<MatchingRunRecord>('matching_runs');
const matchingRunPairsTable = memoryTable<PairRow>('matching_run_pairs');
const matchingRunLeftOversTable = memoryTable<LeftOverRow>('matching_run_left_overs');

const key = (runId: string, position: number) => `${runId}:${position}`;

/** Newest first, then by id, as the index on (started_at, id) reads backwards. */
const newestFirst = (a: MatchingRunRecord, b: MatchingRunRecord) =>
  b.startedAt.getTime() - a.startedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * The kept matching runs in memory: no reference to the accounts or the requests, as in
 * PostgreSQL, so removing an account (ADR 0030) leaves its runs' rows, which then name nobody.
 */
export function memoryMatchingRunRepository(db: MemoryDb): MatchingRunRepository {
  const nameOf = (accountId: string | null): PersonName | null => {
    const account = accountId ? db.rows(accountsTable).get(accountId) : undefined;
    return account ? { name: account.name, surname: account.surname } : null;
  };
  const requestTime = (requestId: string) => {
    const request = db.rows(projectRequestsTable).get(requestId);
    return request ? { requestedAt: new Date(request.createdAt) } : null;
  };
  const withName = (run: MatchingRunRecord) => ({ ...copy(run), startedBy: nameOf(run.startedByAccountId) });
  function rowsOf<Row extends { runId: string; position: number }>(
    rows: ReadonlyMap<string, Row>,
    runId: string,
    offset: number,
    limit: number,
  ): Row[] {
    const found: Row[] = [];
    for (let position = offset; position < offset + limit; position += 1) {
      const row = rows.get(key(runId, position));
      if (!row) break;
      found.push(row);
    }
    return found;
  }

  return {
    async list({ offset, limit }) {
      const runs = [...db.rows(matchingRunsTable).values()].sort(newestFirst);
      return { items: runs.slice(offset, offset + limit).map(withName), total: runs.length };
    },

    async find(id) {
      const run = db.rows(matchingRunsTable).get(id);
      return run ? withName(run) : null;
    },

    async pairsOf(runId, { offset, limit }) {
      return rowsOf(db.rows(matchingRunPairsTable), runId, offset, limit).map(
        ({ runId: _run, position: _position, ...pair }) => ({
          ...copy(pair),
          coach: nameOf(pair.coachAccountId),
          coachee: nameOf(pair.coacheeAccountId),
          coachRequest: requestTime(pair.coachRequestId),
          coacheeRequest: requestTime(pair.coacheeRequestId),
        }),
      );
    },

    async leftOversOf(runId, { offset, limit }) {
      return rowsOf(db.rows(matchingRunLeftOversTable), runId, offset, limit).map(
        ({ runId: _run, position: _position, ...leftOver }) => ({
          ...copy(leftOver),
          member: nameOf(leftOver.accountId),
          request: requestTime(leftOver.requestId),
        }),
      );
    },

    async record(run, pairs, leftOvers) {
      const record: MatchingRunRecord = {
        ...copy(run),
        id: randomUUID(),
        pairs: pairs.length,
        unmatched: leftOvers.length,
      };
      db.writable(matchingRunsTable).set(record.id, record);
      const pairRows = db.writable(matchingRunPairsTable);
      for (const [position, pair] of pairs.entries()) {
        pairRows.set(key(record.id, position), { ...copy(pair), runId: record.id, position });
      }
      const leftOverRows = db.writable(matchingRunLeftOversTable);
      for (const [position, leftOver] of leftOvers.entries()) {
        leftOverRows.set(key(record.id, position), { ...copy(leftOver), runId: record.id, position });
      }
      return copy(record);
    },
  };
}
