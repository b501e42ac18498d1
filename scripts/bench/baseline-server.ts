// The bench's yardstick (api-overhead.ts): the smallest reasonable server for three calls, with
// node:http and postgres.js issuing the same statements as the platform's path and no framework,
// validation or logging:
// - GET /api/auth/userinfo: the session joined with its account in one query, the session's
//   renewal once a minute, badges read once and kept in memory;
// - GET /api/projects/getmyallprojects: the same sign-in, then the member's projects with both
//   people, closing request, points and session log (the repository's statement, written out);
// - GET /api/accounts: the same sign-in, then a page of the back office's accounts list in its
//   default order (newest first; the page's ids first along the sort's index, then their rows)
//   and the count, at once (two connections, as the repository does).
// The statements are copied from the repositories, and each answer is the platform's own JSON
// (the same fields, the same envelope and message): api-overhead.ts checks that both servers send
// the same body, so a query or a field changed on one side only shows as a failure, not as a
// skewed ratio. What a minimal server would keep as constants (a role's permissions and pages) it
// takes from core once per role.
import { createHash } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import postgres from 'postgres';
import { permissionsOf } from '../../core/src/accounts/domain/permissions.ts';
import { pagesOpenTo } from '../../core/src/accounts/pages-open-to.ts';
import { sessionTimeZone } from '../../core/src/coaching/domain/session-rules.ts';

const sql = postgres(process.env.DATABASE_URL as string, { max: 10, onnotice: () => {} });
const idleSeconds = 1800;

type Row = postgres.Row;
let badges: Row[] | undefined;

/** The signed-in account of a bearer token, renewing its session at most once a minute. */
async function signedIn(authorization: string | undefined): Promise<Row | null> {
  const token = authorization?.replace(/^Bearer /, '') ?? '';
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [row] = await sql`select s.id as session_id, s.last_used_at, s.expires_at, s.absolute_expires_at,
      s.revoked_at, a.*
    from sessions s join accounts a on a.id = s.account_id where s.token_hash = ${tokenHash} limit 1`;
  const now = new Date();
  if (!row || row.revoked_at || row.expires_at <= now || row.absolute_expires_at <= now) return null;
  if (row.status !== 'active' || row.is_locked) return null;
  if (now.getTime() - row.last_used_at.getTime() >= 60_000) {
    const expiresAt = new Date(
      Math.min(now.getTime() + idleSeconds * 1000, row.absolute_expires_at.getTime()),
    );
    await sql`update sessions set last_used_at = ${now}, expires_at = ${expiresAt} where id = ${row.session_id}`;
  }
  return row;
}

async function userinfo(account: Row) {
  badges ??= [
    ...(await sql`select id, name_tr, name_en, lower, upper from account_badges order by lower, name_tr`),
  ];
  const badge = badges.find((b) => b.lower <= account.score && account.score <= b.upper);
  const role = account.account_role_type;
  return {
    accountId: account.id,
    name: account.name,
    surname: account.surname,
    fullName: `${account.name} ${account.surname}`,
    email: account.email,
    accountRoleType: role,
    permissions: permissionsOf(role),
    pages: pagesOpenTo(role),
    score: account.score,
    badge: badge ? { accountBadgeId: badge.id, nameTr: badge.name_tr, nameEn: badge.name_en } : null,
    themePack: account.theme_pack,
    themeMode: account.theme_mode,
    languages: account.languages,
    subscriptionEndDate: iso(account.subscription_end_date),
    profilePhotoPath: account.profile_photo_path,
  };
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The calendar day in the programme's time zone (YYYY-MM-DD), as the session log counts days. */
const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: sessionTimeZone });
const dayMs = 86_400_000;

/** Days since the last session (or the start) for an open project, as the member's list shows. */
function daysWithoutSession(row: Row): number | null {
  if (row.state !== 'open') return null;
  const since = row.last_session_on ?? localDay.format(row.started_at);
  const today = localDay.format(new Date());
  return Math.max(0, Math.round((Date.parse(today) - Date.parse(since)) / dayMs));
}

/** A member sees their own e-mail and their coach's; a coach sees a coachee's only when shared. */
function person(row: Row, side: 'coach' | 'coachee', self: boolean) {
  return {
    accountId: row[`${side}_id`],
    fullName: `${row[`${side}_name`]} ${row[`${side}_surname`]}`,
    email: self || side === 'coach' || row[`${side}_shares`] ? row[`${side}_email`] : null,
    profilePhotoPath: row[`${side}_photo`],
  };
}

async function myProjects(account: Row) {
  if (account.account_role_type !== 'User') return null;
  const rows = await sql`select p.*,
      coach.id as coach_id, coach.name as coach_name, coach.surname as coach_surname,
      coach.email as coach_email, coach.profile_photo_path as coach_photo, coach.language as coach_language,
      coalesce(coach_preferences.share_email_with_coaches, false) as coach_shares,
      coachee.id as coachee_id, coachee.name as coachee_name, coachee.surname as coachee_surname,
      coachee.email as coachee_email, coachee.profile_photo_path as coachee_photo,
      coachee.language as coachee_language,
      coalesce(coachee_preferences.share_email_with_coaches, false) as coachee_shares,
      r.id as request_id, r.session_count as request_session_count, r.state as request_state,
      r.created_at as request_created_at, r.confirm_by as request_confirm_by, r.resolved_at as request_resolved_at,
      (select coalesce(sum(points.delta), 0)::int from ledger_entries as points
        where points.project_id = p.id and points.account_id = p.coach_account_id) as coach_points,
      (select coalesce(sum(points.delta), 0)::int from ledger_entries as points
        where points.project_id = p.id and points.account_id = p.coachee_account_id) as coachee_points,
      session_log.confirmed_half_hours, session_log.pending_half_hours, session_log.last_session_on
    from projects p
    join accounts coach on coach.id = p.coach_account_id
    join accounts coachee on coachee.id = p.coachee_account_id
    left join coaching_preferences coach_preferences on coach_preferences.account_id = p.coach_account_id
    left join coaching_preferences coachee_preferences on coachee_preferences.account_id = p.coachee_account_id
    left join project_completion_requests r on r.project_id = p.id
    join lateral (select
        coalesce(sum(half_hours) filter (where state = 'confirmed'), 0)::int as confirmed_half_hours,
        coalesce(sum(half_hours) filter (where state = 'pending'), 0)::int as pending_half_hours,
        (max(held_on) filter (where state <> 'disputed'))::text as last_session_on
      from project_sessions where project_sessions.project_id = p.id) session_log on true
    where (p.coach_account_id = ${account.id} or p.coachee_account_id = ${account.id})
    order by p.started_at desc, p.id desc`;
  const items = rows.map((row) => {
    const myRole = row.coach_account_id === account.id ? 'coach' : 'coachee';
    const coach = person(row, 'coach', myRole === 'coach');
    const coachee = person(row, 'coachee', myRole === 'coachee');
    return {
      id: row.id,
      state: row.state,
      language: row.language,
      coach,
      coachee,
      startedAt: iso(row.started_at),
      deadlineAt: iso(row.deadline_at),
      closedAt: iso(row.closed_at),
      sessionCount: row.session_count,
      closingRequest: row.request_id
        ? {
            id: row.request_id,
            sessionCount: row.request_session_count,
            state: row.request_state,
            createdAt: iso(row.request_created_at),
            confirmBy: iso(row.request_confirm_by),
          }
        : null,
      abortReason: row.abort_reason,
      matchedByAccountId: row.matched_by_account_id,
      overrideReason: row.override_reason,
      points: { coach: row.coach_points, coachee: row.coachee_points },
      sessionLog: {
        confirmedHours: row.confirmed_half_hours / 2,
        pendingHours: row.pending_half_hours / 2,
        lastSessionOn: row.last_session_on,
        daysWithoutSession: daysWithoutSession(row),
      },
      myRole,
      partner: myRole === 'coach' ? coachee : coach,
      myPoints: myRole === 'coach' ? row.coach_points : row.coachee_points,
    };
  });
  return { items };
}

const pageSize = 20;

async function accountsPage(account: Row, query: URLSearchParams) {
  if (account.account_role_type !== 'Administrator') return null;
  const page = Math.max(1, Number(query.get('page') ?? 1));
  const [rows, [total]] = await Promise.all([
    sql`select id, name, surname, email, phone, identity_number, passport_number, country_code, state_code,
        city, score, account_role_type, status, is_locked, subscription_end_date, membership_package_id,
        last_login_at, languages, email_verified_at, language, created_at, password_hash is not null as has_password
      from accounts
      where id in (select id from accounts
        order by created_at desc, name_sort_key collate "C" desc, surname_sort_key collate "C" desc, id desc
        limit ${pageSize} offset ${(page - 1) * pageSize})
      order by created_at desc, name_sort_key collate "C" desc, surname_sort_key collate "C" desc, id desc`,
    sql`select count(*)::int as value from accounts`,
  ]);
  return {
    items: rows.map((row) => ({
      accountId: row.id,
      name: row.name,
      surname: row.surname,
      fullName: `${row.name} ${row.surname}`,
      email: row.email,
      phone: row.phone,
      identityNumber: row.identity_number,
      passportNumber: row.passport_number,
      countryCode: row.country_code,
      stateCode: row.state_code,
      city: row.city,
      accountRoleType: row.account_role_type,
      status: row.status,
      isLocked: row.is_locked,
      languages: row.languages,
      language: row.language,
      score: row.score,
      subscriptionEndDate: iso(row.subscription_end_date),
      membershipPackageId: row.membership_package_id,
      lastLoginAt: iso(row.last_login_at),
      emailVerified: row.email_verified_at !== null,
      createdAt: iso(row.created_at),
      hasPassword: row.has_password,
    })),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}

const messages = {
  tr: { 200: 'İşlem başarılı.', 401: 'Giriş yapmanız gerekiyor ya da oturumunuzun süresi doldu.' },
  en: { 200: 'Transaction successful.', 401: 'You need to sign in, or your session has expired.' },
};

function answer(response: ServerResponse, status: number, data: unknown, english: boolean) {
  const message = (english ? messages.en : messages.tr)[status === 200 ? 200 : 401];
  const body = JSON.stringify({ code: status === 200 ? 2004 : 4001, message, data });
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

createServer((request, response) => {
  const [path = '', search = ''] = (request.url ?? '').split('?');
  const english = request.headers['accept-language']?.startsWith('en') ?? false;
  const work = async () => {
    const account = await signedIn(request.headers.authorization);
    if (!account) return answer(response, 401, null, english);
    const data =
      path === '/api/auth/userinfo'
        ? await userinfo(account)
        : path === '/api/projects/getmyallprojects'
          ? await myProjects(account)
          : path === '/api/accounts'
            ? await accountsPage(account, new URLSearchParams(search))
            : undefined;
    if (data === undefined) return answer(response, 404, null, english);
    answer(response, data === null ? 403 : 200, data, english);
  };
  work().catch(() => {
    response.writeHead(500);
    response.end();
  });
}).listen(Number(process.env.PORT), '127.0.0.1');

// Exits on the bench's SIGTERM through process.exit, so that a CPU profile (BENCH_CPU_PROF) is written.
process.once('SIGTERM', () => process.exit(0));
