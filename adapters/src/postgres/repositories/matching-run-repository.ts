import type {
  Language,
  MatchingRunLeftOverItem,
  MatchingRunListItem,
  MatchingRunPairItem,
  MatchingRunRecord,
  MatchingRunRepository,
  MatchingRunTrigger,
  PersonName,
  ProjectRole,
  UnmatchedReason,
} from '@coach/core';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { arrayParam, batchesOf, rowsOf } from './sql-arrays.ts';

interface RunRow {
  id: string;
  started_at: Date | string;
  trigger: string;
  started_by_account_id: string | null;
  coach_requests: number;
  coachee_requests: number;
  pairs: number;
  unmatched: number;
  duration_ms: number | string;
  started_by_name: string | null;
  started_by_surname: string | null;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The name read by the outer join, or null when the account is gone. */
const nameOf = (name: string | null, surname: string | null): PersonName | null =>
  name === null ? null : { name, surname: surname ?? '' };

function toRun(row: RunRow): MatchingRunListItem {
  return {
    id: row.id,
    startedAt: dateOf(row.started_at),
    // Narrowed by the table's CHECK constraint.
    trigger: row.trigger as MatchingRunTrigger,
    startedByAccountId: row.started_by_account_id,
    coachRequests: Number(row.coach_requests),
    coacheeRequests: Number(row.coachee_requests),
    pairs: Number(row.pairs),
    unmatched: Number(row.unmatched),
    durationMs: Number(row.duration_ms),
    startedBy: nameOf(row.started_by_name, row.started_by_surname),
  };
}

const runColumns = sql`r.id, r.started_at, r.trigger, r.started_by_account_id, r.coach_requests,
  r.coachee_requests, r.pairs, r.unmatched, r.duration_ms,
  a.name as started_by_name, a.surname as started_by_surname`;

/**
 * The kept matching runs (migration 0035). A page of a run's pairs or left-overs is a range of its
 * primary key (`run_id`, `position`), however far into the run; the names and the requests' times
 * come by outer joins on primary keys, so a removed account or request reads as null, never as a
 * missing row.
 */
export function matchingRunRepository(db: AppDatabase): MatchingRunRepository {
  return {
    async list({ offset, limit }) {
      const [items, counted] = await Promise.all([
        db.execute(sql`
          select ${runColumns}
          from matching_runs r left join accounts a on a.id = r.started_by_account_id
          order by r.started_at desc, r.id desc
          offset ${offset} limit ${limit}`),
        db.execute(sql`select count(*)::int as total from matching_runs`),
      ]);
      const [total] = rowsOf<{ total: number }>(counted);
      return { items: rowsOf<RunRow>(items).map(toRun), total: Number(total?.total ?? 0) };
    },

    async find(id) {
      const [row] = rowsOf<RunRow>(
        await db.execute(sql`
          select ${runColumns}
          from matching_runs r left join accounts a on a.id = r.started_by_account_id
          where r.id = ${id}`),
      );
      return row ? toRun(row) : null;
    },

    async pairsOf(runId, { offset, limit }) {
      const rows = rowsOf<{
        project_id: string;
        coach_request_id: string;
        coachee_request_id: string;
        coach_account_id: string;
        coachee_account_id: string;
        language: string;
        coach_name: string | null;
        coach_surname: string | null;
        coachee_name: string | null;
        coachee_surname: string | null;
        coach_requested_at: Date | string | null;
        coachee_requested_at: Date | string | null;
      }>(
        await db.execute(sql`
          select p.project_id, p.coach_request_id, p.coachee_request_id, p.coach_account_id,
            p.coachee_account_id, p.language,
            coach.name as coach_name, coach.surname as coach_surname,
            coachee.name as coachee_name, coachee.surname as coachee_surname,
            coach_request.created_at as coach_requested_at,
            coachee_request.created_at as coachee_requested_at
          from matching_run_pairs p
            left join accounts coach on coach.id = p.coach_account_id
            left join accounts coachee on coachee.id = p.coachee_account_id
            left join project_requests coach_request on coach_request.id = p.coach_request_id
            left join project_requests coachee_request on coachee_request.id = p.coachee_request_id
          where p.run_id = ${runId} and p.position >= ${offset} and p.position < ${offset + limit}
          order by p.position`),
      );
      return rows.map(
        (row): MatchingRunPairItem => ({
          projectId: row.project_id,
          coachRequestId: row.coach_request_id,
          coacheeRequestId: row.coachee_request_id,
          coachAccountId: row.coach_account_id,
          coacheeAccountId: row.coachee_account_id,
          language: row.language as Language,
          coach: nameOf(row.coach_name, row.coach_surname),
          coachee: nameOf(row.coachee_name, row.coachee_surname),
          coachRequest: row.coach_requested_at ? { requestedAt: dateOf(row.coach_requested_at) } : null,
          coacheeRequest: row.coachee_requested_at ? { requestedAt: dateOf(row.coachee_requested_at) } : null,
        }),
      );
    },

    async leftOversOf(runId, { offset, limit }) {
      const rows = rowsOf<{
        request_id: string;
        account_id: string;
        side: string;
        reason: string;
        name: string | null;
        surname: string | null;
        requested_at: Date | string | null;
      }>(
        await db.execute(sql`
          select l.request_id, l.account_id, l.side, l.reason, a.name, a.surname,
            request.created_at as requested_at
          from matching_run_left_overs l
            left join accounts a on a.id = l.account_id
            left join project_requests request on request.id = l.request_id
          where l.run_id = ${runId} and l.position >= ${offset} and l.position < ${offset + limit}
          order by l.position`),
      );
      return rows.map(
        (row): MatchingRunLeftOverItem => ({
          requestId: row.request_id,
          accountId: row.account_id,
          side: row.side as ProjectRole,
          reason: row.reason as UnmatchedReason,
          member: nameOf(row.name, row.surname),
          request: row.requested_at ? { requestedAt: dateOf(row.requested_at) } : null,
        }),
      );
    },

    async record(run, pairs, leftOvers) {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into matching_runs (started_at, trigger, started_by_account_id, coach_requests,
            coachee_requests, pairs, unmatched, duration_ms)
          values (${run.startedAt.toISOString()}::timestamptz, ${run.trigger}, ${run.startedByAccountId},
            ${run.coachRequests}, ${run.coacheeRequests}, ${pairs.length}, ${leftOvers.length}, ${run.durationMs})
          returning id`),
      );
      if (!row) throw new Error('Insert into matching_runs returned no row');
      const runId = row.id;
      // One statement per batch, its values as one array per column (a run keeps tens of thousands).
      let offset = 0;
      for (const batch of batchesOf(pairs)) {
        const column = (value: (pair: (typeof batch)[number]) => string) => batch.map(value);
        await db.execute(sql`
          insert into matching_run_pairs (run_id, position, project_id, coach_request_id,
            coachee_request_id, coach_account_id, coachee_account_id, language)
          select ${runId}::uuid, ${offset}::int + (t.ord - 1)::int, t.project_id, t.coach_request_id,
            t.coachee_request_id, t.coach_account_id, t.coachee_account_id, t.language
          from unnest(
            ${arrayParam(
              column((pair) => pair.projectId),
              'uuid',
            )},
            ${arrayParam(
              column((pair) => pair.coachRequestId),
              'uuid',
            )},
            ${arrayParam(
              column((pair) => pair.coacheeRequestId),
              'uuid',
            )},
            ${arrayParam(
              column((pair) => pair.coachAccountId),
              'uuid',
            )},
            ${arrayParam(
              column((pair) => pair.coacheeAccountId),
              'uuid',
            )},
            ${arrayParam(
              column((pair) => pair.language),
              'text',
            )}
          ) with ordinality as t(project_id, coach_request_id, coachee_request_id, coach_account_id,
            coachee_account_id, language, ord)`);
        offset += batch.length;
      }
      offset = 0;
      for (const batch of batchesOf(leftOvers)) {
        const column = (value: (leftOver: (typeof batch)[number]) => string) => batch.map(value);
        await db.execute(sql`
          insert into matching_run_left_overs (run_id, position, request_id, account_id, side, reason)
          select ${runId}::uuid, ${offset}::int + (t.ord - 1)::int, t.request_id, t.account_id, t.side, t.reason
          from unnest(
            ${arrayParam(
              column((leftOver) => leftOver.requestId),
              'uuid',
            )},
            ${arrayParam(
              column((leftOver) => leftOver.accountId),
              'uuid',
            )},
            ${arrayParam(
              column((leftOver) => leftOver.side),
              'text',
            )},
            ${arrayParam(
              column((leftOver) => leftOver.reason),
              'text',
            )}
          ) with ordinality as t(request_id, account_id, side, reason, ord)`);
        offset += batch.length;
      }
      const record: MatchingRunRecord = {
        ...run,
        id: runId,
        pairs: pairs.length,
        unmatched: leftOvers.length,
      };
      return record;
    },
  };
}
