import type { CoachedHoursOfMember, CoachingHoursRepository, HourEntry, ProjectRole } from '@coach/core';
import { defaultCoachingPreferences } from '@coach/core/coaching/domain/project-session';
import { sessionTimeZone } from '@coach/core/coaching/domain/session-rules';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { coachingPreferences } from '../schema/coaching.ts';
import { rowsOf } from './sql-arrays.ts';

/**
 * The hour entries of the sides given by `sides` (rows of project_id, account_id, role,
 * partner_id, state, closed_at, session_count): one per confirmed session, in any project state;
 * and, for a completed project whose log holds no confirmed session, its closing count on the
 * Istanbul day it closed, for the sides whose points it moved (the coach in every completed state,
 * the coachee when the coachee completed or confirmed it). See `HourEntry` and ADR 0022.
 */
function hourEntries(sides: SQL): SQL {
  return sql`
    with sides as (${sides})
    select sides.account_id, sides.role, sides.partner_id, sides.project_id,
      s.held_on as day, s.half_hours, 'log' as source, s.id as session_id
    from sides
    join project_sessions as s on s.project_id = sides.project_id and s.state = 'confirmed'
    union all
    select sides.account_id, sides.role, sides.partner_id, sides.project_id,
      (sides.closed_at at time zone ${sessionTimeZone})::date, sides.session_count * 2, 'closing', null
    from sides
    where sides.session_count is not null
      and (sides.state in ('completed_by_coachee', 'completed_confirmed')
        or (sides.role = 'coach' and sides.state = 'completed_by_system'))
      and not exists (select 1 from project_sessions as s
        where s.project_id = sides.project_id and s.state = 'confirmed')`;
}

/** Each project as seen from its coach. */
const coachSides = (where: SQL) => sql`
  select id as project_id, coach_account_id as account_id, 'coach' as role,
    coachee_account_id as partner_id, state, closed_at, session_count
  from projects where ${where}`;

/** Each project as seen from its coachee. */
const coacheeSides = (where: SQL) => sql`
  select id as project_id, coachee_account_id as account_id, 'coachee' as role,
    coach_account_id as partner_id, state, closed_at, session_count
  from projects where ${where}`;

interface HourEntryRow {
  readonly projectId: string;
  readonly role: string;
  readonly day: string;
  readonly halfHours: number;
  readonly source: string;
  readonly sessionId: string | null;
  readonly partnerId: string;
  readonly partnerName: string;
  readonly partnerSurname: string;
  readonly partnerEmail: string;
  readonly sharesEmail: boolean;
  readonly sharesName: boolean;
}

/** The members' hours as coach and coachee, and their coaching-log choices, on PostgreSQL. */
export function coachingHoursRepository(db: AppDatabase): CoachingHoursRepository {
  return {
    async listHourEntries(accountId) {
      // The member's sides only, each branch by its own index (projects_coach_idx, projects_coachee_idx).
      const sides = sql`${coachSides(sql`coach_account_id = ${accountId}`)}
        union all ${coacheeSides(sql`coachee_account_id = ${accountId}`)}`;
      const result = await db.execute(sql`
        select entry.project_id as "projectId", entry.role, entry.day::text as day,
          entry.half_hours::int as "halfHours", entry.source, entry.session_id as "sessionId",
          partner.id as "partnerId", partner.name as "partnerName", partner.surname as "partnerSurname",
          partner.email as "partnerEmail",
          coalesce(preference.share_email_with_coaches, false) as "sharesEmail",
          coalesce(preference.share_name_with_coaches, false) as "sharesName"
        from (${hourEntries(sides)}) as entry
        join accounts as partner on partner.id = entry.partner_id
        left join coaching_preferences as preference on preference.account_id = partner.id`);
      return rowsOf<HourEntryRow>(result).map(
        (row): HourEntry => ({
          projectId: row.projectId,
          // Role and source are the literals the statement writes.
          role: row.role as ProjectRole,
          partner: {
            accountId: row.partnerId,
            name: row.partnerName,
            surname: row.partnerSurname,
            email: row.partnerEmail,
            sharesEmail: row.sharesEmail,
            sharesName: row.sharesName,
          },
          day: row.day,
          halfHours: row.halfHours,
          source: row.source as HourEntry['source'],
          sessionId: row.sessionId,
        }),
      );
    },

    async listCoachedHours(within) {
      // The figures the database keeps per member (coached_hours, migration 0016: its triggers
      // recompute a coach's row whenever a session, a closing or a training start changes it), read
      // by the index on the figure for the ranges asked; staff (an account made administrator or
      // salesman later) work towards no credential here.
      const inRange =
        within === undefined
          ? sql`true`
          : within.length === 0
            ? sql`false`
            : sql.join(
                within.map(
                  ({ from, to }) => sql`hours.counted_half_hours between ${from}::int and ${to}::int`,
                ),
                sql` or `,
              );
      const result = await db.execute(sql`
        select member.id as "accountId", member.name, member.surname, member.email,
          hours.counted_half_hours as "countedHalfHours"
        from coached_hours as hours
        join accounts as member on member.id = hours.account_id
        where hours.counted_half_hours > 0 and (${inRange})
          and member.account_role_type in ('User', 'Guest')`);
      return rowsOf<CoachedHoursOfMember>(result).map(
        ({ accountId, name, surname, email, countedHalfHours }) => ({
          accountId,
          name,
          surname,
          email,
          countedHalfHours,
        }),
      );
    },

    async findPreferences(accountId) {
      const [row] = await db
        .select({
          trainingStartedOn: coachingPreferences.trainingStartedOn,
          shareEmailWithCoaches: coachingPreferences.shareEmailWithCoaches,
          shareNameWithCoaches: coachingPreferences.shareNameWithCoaches,
        })
        .from(coachingPreferences)
        .where(eq(coachingPreferences.accountId, accountId))
        .limit(1);
      return row ?? defaultCoachingPreferences;
    },

    async savePreferences(accountId, { trainingStartedOn, shareEmailWithCoaches, shareNameWithCoaches }, at) {
      await db
        .insert(coachingPreferences)
        .values({ accountId, trainingStartedOn, shareEmailWithCoaches, shareNameWithCoaches, updatedAt: at })
        .onConflictDoUpdate({
          target: coachingPreferences.accountId,
          set: { trainingStartedOn, shareEmailWithCoaches, shareNameWithCoaches, updatedAt: at },
        });
    },
  };
}
