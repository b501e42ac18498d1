// `node scripts/bench/scale/seed.ts`: the scale benchmark's database (issue 29) — a programme of
// 100,000 accounts on PostgreSQL, created once and reused. It creates the database `bench_scale`
// (BENCH_SCALE_DATABASE) on the server of BENCH_DATABASE_URL (the admin connection, default
// postgres://postgres@127.0.0.1:5432/test), runs the project's migrations on it (as `cli migrate`
// does: adapters/src/postgres/database.ts), and seeds it with set-based SQL (INSERT … SELECT from
// generate_series) in minutes. A marker table, `bench_seed_info`, names the seed's version: a later
// run finds it and reuses the data (the migrations still run, other work adds some); a database
// without it, or of another version, is dropped and seeded again. BENCH_SCALE_RESEED=1 forces that.
//
// The data keeps the product's rules, so every screen reads it as it would read real data: every
// CHECK constraint, each score the sum of its account's ledger entries (`cli verify-ledger` runs at
// the end), at most two open projects per member and side, two people never in two open projects
// (ADR 0035), periods of a membership one after another, the newest proof deciding. The checks at
// the end of the seed fail it loudly (and leave no marker) when any of them breaks.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createArgon2PasswordHasher } from '@coach/adapters/crypto/argon2-password-hasher';
import { onePagePdf } from '@coach/adapters/files/one-page-pdf';
import { openDatabase } from '@coach/adapters/postgres/database';
import postgres from 'postgres';

const root = join(import.meta.dirname, '..', '..', '..');

/** Raise it when the data changes shape: a database of another version is seeded again. */
export const seedVersion = 'scale-1';

/** Every seeded account signs in with this password (one argon2id hash, made once per seed). */
export const benchPassword = 'Bench!2345';

/** Accounts the bench signs in as, and that other work may look at. */
export const knownAccounts = {
  administrator: 'admin@bench.example.com',
  salesman: 'sales@bench.example.com',
  guest: 'guest@bench.example.com',
  /** A coach-level member with two open coach projects and a history of closed ones. */
  coach: 'coach@bench.example.com',
  /** A coachee-level member with an open project and an active membership. */
  member: 'member@bench.example.com',
  /** A member whose membership has ended. */
  expired: 'expired@bench.example.com',
  /** The member with 500 projects (250 as coach, 250 as coachee): the member's own pages' budget. */
  busy: 'busy@bench.example.com',
} as const;

/** The sizes the issue names; the seed checks each one at the end. */
export const sizes = {
  accounts: 100_000,
  projects: 300_000,
  ledgerEntries: 2_000_000,
  projectSessions: 1_000_000,
  orders: 50_000,
  auditEntries: 200_000,
  outbox: 100_000,
  contactMessages: 10_000,
} as const;

// Account numbers (i, 1-based): the roles in ranges, the members after them.
const administrators = 20; // i 1…20
const salesmen = 50; // i 21…70
const guests = 2_000; // i 71…2070
const firstMember = administrators + salesmen + guests + 1; // 2071
const busyIndex = sizes.accounts; // the last account
/** Members other than the busy one: j = i − firstMember, 0 … generalMembers − 1. */
const generalMembers = busyIndex - firstMember; // 97,929
/** Coach-level members are those with j % 3 = 0: coachPool[x] is j = 3x. */
const coachCount = Math.ceil(generalMembers / 3);
/** The others: nonCoach[y] is j = 3⌊y/2⌋ + 1 + y % 2. */
const nonCoachCount = generalMembers - coachCount;
const openProjects = 30_000;
const busyProjects = 500;
const closedProjects = sizes.projects - openProjects - busyProjects;
/** Coaches coachPool[0 … openCoaches − 1] have open coach projects (the first 10,000 have two). */
const openCoaches = 20_000;
// The partners' ranges below (open projects, open requests, the busy member's) must not overlap.
if (openProjects + 20_000 > 60_000 || 60_000 + 250 > nonCoachCount || 30_000 + 250 > coachCount) {
  throw new Error('the member ranges of the seed overlap');
}

export interface ScaleDatabase {
  readonly url: string;
  readonly name: string;
  /** True when this run seeded it; false when it reused a seeded database. */
  readonly seeded: boolean;
  readonly seedSeconds: number | null;
}

export function scaleDatabaseUrl(): { adminUrl: string; url: string; name: string } {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = process.env.BENCH_SCALE_DATABASE ?? 'bench_scale';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name: ${name}`);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  return { adminUrl, url, name };
}

/** Creates, migrates and seeds the scale database, or migrates and reuses it when seeded already. */
export async function seedOrReuse(log: (line: string) => void = console.log): Promise<ScaleDatabase> {
  const { adminUrl, url, name } = scaleDatabaseUrl();
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const exists = (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
    const version = exists ? await seededVersion(url) : null;
    if (version === seedVersion && !process.env.BENCH_SCALE_RESEED) {
      await migrate(url);
      await repair(url, log);
      // What the server's job would have recorded by now (a migration may have just added them).
      await recordWaits(url, log);
      log(`reusing ${name} (seed ${version}); migrations applied`);
      return { url, name, seeded: false, seedSeconds: null };
    }
    if (exists) {
      log(`dropping ${name} (seed ${version ?? 'none or unfinished'}, want ${seedVersion})`);
      await admin.unsafe(`drop database ${name} with (force)`);
    }
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const started = performance.now();
  await migrate(url);
  log(`migrated ${name}; seeding…`);
  await seed(url, log);
  const seedSeconds = (performance.now() - started) / 1000;
  log(`seeded ${name} in ${seedSeconds.toFixed(0)} s`);
  return { url, name, seeded: true, seedSeconds };
}

async function seededVersion(url: string): Promise<string | null> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [table] = await client`select to_regclass('public.bench_seed_info') as name`;
    if (!table?.name) return null;
    const [row] = await client`select version from bench_seed_info`;
    return (row?.version as string | undefined) ?? null;
  } finally {
    await client.end();
  }
}

/**
 * Steps added after the first seed, run after seeding and on every reuse; each changes nothing once
 * applied, so a seeded database gets them without seeding 100,000 accounts again.
 */
const repairs: readonly { readonly what: string; readonly sql: string | (() => Promise<string>) }[] = [
  {
    what: 'phone numbers that libphonenumber refuses (the first seed wrote random prefixes)',
    sql: `update accounts set phone = case when phone like '+44%' then '+4475' || right(phone, 8)
        else '+905' || (3 + right(phone, 1)::int % 3) || right(phone, 8) end
      where (phone like '+44%' and phone not like '+4475%')
        or (phone like '+905%' and substr(phone, 5, 1) not in ('3', '4', '5'))`,
  },
  {
    // The report of members near a credential (ACC 100 h, PCC 500 h) must have someone to find:
    // one coach in about forty without a training start gets confirmed sessions as coach that add
    // up to 90.5–99.5 hours (their lengths spread evenly; each project stays under its ceiling).
    what: 'coaches a few hours below ACC (members near a credential threshold)',
    sql: `
      with chosen as (
        select a.id, 181 + (abs(hashtext(a.id::text)) % 19) as target
        from accounts a join coached_hours h on h.account_id = a.id
        where a.account_role_type = 'User' and h.counted_half_hours between 40 and 179
          and abs(hashtext(a.id::text)) % 40 = 0
          and not exists (select 1 from coaching_preferences p where p.account_id = a.id)
      ), fixed as (
        select c.id, c.target, coalesce((select sum(p.session_count * 2) from projects p
            where p.coach_account_id = c.id and p.session_count is not null
              and p.state in ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')
              and not exists (select 1 from project_sessions s where s.project_id = p.id and s.state = 'confirmed')), 0) as fixed
        from chosen c
      ), sessions as (
        select s.id, f.target - f.fixed as spread, row_number() over (partition by f.id order by s.id) as n,
          count(*) over (partition by f.id) as total
        from fixed f join projects p on p.coach_account_id = f.id
          join project_sessions s on s.project_id = p.id and s.state = 'confirmed'
      )
      update project_sessions s set half_hours = x.spread / x.total + case when x.n <= x.spread % x.total then 1 else 0 end
      from sessions x where s.id = x.id and x.spread / x.total between 1 and 15`,
  },
  {
    // And the busy member a few hours below PCC: their training start moved to the day from which
    // their counted hours are 490.5–499.5.
    what: 'the busy member a few hours below PCC',
    sql: `
      update coaching_preferences cp set training_started_on = pick.day, updated_at = now()
      from (
        select day from (
          select day, sum(hh) over (order by day desc rows unbounded preceding) as cum from (
            select day, sum(hh) as hh from (
              select s.held_on as day, s.half_hours as hh from projects p join project_sessions s on s.project_id = p.id and s.state = 'confirmed'
                join accounts a on a.id = p.coach_account_id where a.email = 'busy@bench.example.com'
              union all
              select (p.closed_at at time zone 'Europe/Istanbul')::date, p.session_count * 2 from projects p join accounts a on a.id = p.coach_account_id
              where a.email = 'busy@bench.example.com' and p.session_count is not null
                and p.state in ('completed_by_coachee', 'completed_confirmed', 'completed_by_system')
                and not exists (select 1 from project_sessions s where s.project_id = p.id and s.state = 'confirmed')
            ) e group by day) d) c
        where cum between 981 and 999 order by day desc limit 1
      ) pick
      where cp.account_id = (select id from accounts where email = 'busy@bench.example.com')
        and (select counted_half_hours from coached_hours h where h.account_id = cp.account_id) not between 981 and 999`,
  },
  {
    // The sandbox provider's side of the seeded sandbox checkouts (the first seed wrote only the
    // platform's): what its hosted page reads (GET /api/payment/sandbox/{token}). Pending ones are open.
    what: "the sandbox provider's records of the seeded checkouts",
    sql: `
      insert into sandbox_payments (token, conversation_id, price, currency, locale, item_name, buyer_email,
        callback_url, status, error_code, error_message, payment_id, created_at, expires_at, paid_at)
      select c.token, replace(c.id::text, '-', ''), c.price_usd, c.currency, c.locale,
        case when c.locale = 'en' then p.name_en else p.name_tr end, a.email,
        'http://127.0.0.1/api/payment/callback', case c.status when 'pending' then 'open' else c.status end,
        case when c.status = 'failed' then 'card_declined' end, c.failure_message, c.provider_payment_id,
        c.created_at, c.created_at + interval '30 minutes', case when c.status = 'paid' then c.settled_at end
      from checkouts c join accounts a on a.id = c.account_id
        join membership_packages p on p.id = c.membership_package_id
      where c.provider = 'sandbox'
      on conflict (token) do nothing`,
  },
  {
    // Profile photos (the first seed had none): one member in 25 and the known members, each the
    // product's own 256-pixel WebP of a picture (GET /api/accounts/avatar/{accountId}).
    what: 'profile photos',
    sql: async () => `
      insert into account_avatars (account_id, content_type, content, updated_at)
      select a.id, 'image/webp', decode('${await seedAvatarBase64()}', 'base64'), a.created_at
      from accounts a
      where a.account_role_type = 'User' and (abs(hashtext(a.id::text)) % 25 = 0 or a.email in
        (${Object.values(knownAccounts).map(sqlText).join(', ')}))
      on conflict (account_id) do nothing`,
  },
  {
    // Kept matching runs (ADR 0019, addendum of 2026-11-30), added once: a scheduled run for each
    // Istanbul day on which the seeded history started projects by matching (those projects as its
    // pairs, in their order), and the newest of them left every open request over (about 30,000
    // left-overs, each with the reason its request last got, or that its partners were taken).
    what: 'kept matching runs with their pairs and left-overs',
    sql: `
      with days as (
        select (started_at at time zone 'Europe/Istanbul')::date as day, min(started_at) as started_at,
          count(*)::int as pairs
        from projects where matched_by_account_id is null group by 1
      ), open_requests as (
        select id, account_id, role, coalesce(last_skip_reason, 'partners_taken') as reason, created_at
        from project_requests where state = 'open'
      ), runs as (
        insert into matching_runs (started_at, trigger, coach_requests, coachee_requests, pairs, unmatched, duration_ms)
        select d.started_at, 'schedule',
          d.pairs + case when d.day = (select max(day) from days)
            then (select count(*) from open_requests where role = 'coach')::int else 0 end,
          d.pairs + case when d.day = (select max(day) from days)
            then (select count(*) from open_requests where role = 'coachee')::int else 0 end,
          d.pairs,
          case when d.day = (select max(day) from days) then (select count(*) from open_requests)::int else 0 end,
          250 + d.pairs * 2
        from days d
        where not exists (select 1 from matching_runs)
        returning id, started_at
      ), pairs as (
        insert into matching_run_pairs (run_id, position, project_id, coach_request_id, coachee_request_id,
          coach_account_id, coachee_account_id, language)
        select r.id, (row_number() over (partition by r.id order by p.started_at, p.id) - 1)::int, p.id,
          p.coach_request_id, p.coachee_request_id, p.coach_account_id, p.coachee_account_id, p.language
        from runs r join projects p on p.matched_by_account_id is null
          and (p.started_at at time zone 'Europe/Istanbul')::date = (r.started_at at time zone 'Europe/Istanbul')::date
      )
      insert into matching_run_left_overs (run_id, position, request_id, account_id, side, reason)
      select r.id, (row_number() over (order by o.created_at, o.id) - 1)::int, o.id, o.account_id, o.role, o.reason
      from (select id from runs order by started_at desc limit 1) r cross join open_requests o`,
  },
  {
    // Issue 32's tables, as a year of the programme would fill them: a rating of the coach for half
    // the sessions a coach logged and the coachee confirmed, and one at the end of a third of the
    // completed projects (about 450,000); a thread in every open project, 12 messages, the busy
    // member's four 300 (pages back), each partner having read two thirds of it; two planned
    // sessions a project (one to come, one cancelled); six notifications a member, the busy one
    // 300; a calendar feed for one member in ten and for the known ones.
    what: 'competency ratings',
    sql: `
      insert into competency_ratings (project_id, project_session_id, coach_account_id, coachee_account_id,
        ethical_practice, coaching_mindset, agreements, trust_and_safety, presence, active_listening,
        evokes_awareness, client_growth, note, created_at)
      select p.id, s.id, p.coach_account_id, p.coachee_account_id, 3 + h % 3, 2 + (h / 3) % 4, 3 + (h / 7) % 3,
        4 + (h / 11) % 2, 3 + (h / 13) % 3, 2 + (h / 17) % 4, 3 + (h / 19) % 3, 3 + (h / 23) % 3,
        case when h % 7 = 0 then 'Sorularıyla kendi cevabımı bulmamı sağladı.' end,
        least(s.decided_at + interval '1 hour', now())
      from project_sessions s join projects p on p.id = s.project_id
        cross join lateral (select abs(hashtext(s.id::text)) as h) x
      where s.state = 'confirmed' and s.recorded_by_account_id = p.coach_account_id and x.h % 2 = 0
        and not exists (select 1 from competency_ratings)
      union all
      select p.id, null, p.coach_account_id, p.coachee_account_id, 4, 4, 3 + h % 3, 5, 4, 3 + h % 3, 4, 3 + h % 2,
        null, least(p.closed_at + interval '1 day', now())
      from projects p cross join lateral (select abs(hashtext(p.id::text)) as h) x
      where p.state in ('completed_confirmed', 'completed_by_coachee') and x.h % 3 = 0
        and not exists (select 1 from competency_ratings)`,
  },
  {
    what: 'message threads of the open projects',
    // A function: the names it quotes are declared further down.
    sql: async () => `
      with threads as (
        select p.id, p.coach_account_id, p.coachee_account_id, p.started_at,
          case when ${sqlText(knownAccounts.busy)} in (c.email, e.email) then 300 else 12 end as length
        from projects p join accounts c on c.id = p.coach_account_id join accounts e on e.id = p.coachee_account_id
        where p.state = 'open' and not exists (select 1 from project_messages)
      ), messages as (
        insert into project_messages (project_id, author_account_id, body, created_at)
        select t.id, case when m % 2 = 1 then t.coach_account_id else t.coachee_account_id end,
          case when m % 2 = 1 then 'Merhaba, perşembe 18:00 size uyar mı? Gündem: hedefler ve eylem planı. (' || m || ')'
            else 'Uyar, teşekkürler. Görüşmeden önce notlarımı paylaşırım. (' || m || ')' end,
          t.started_at + (now() - t.started_at) * (m::float / (t.length + 1))
        from threads t cross join lateral generate_series(1, t.length) as m
        returning project_id
      )
      insert into project_message_reads (project_id, account_id, last_read_at)
      select t.id, who, t.started_at + (now() - t.started_at) * (2.0 / 3)
      from threads t cross join lateral (values (t.coach_account_id), (t.coachee_account_id)) as sides(who)
      where exists (select 1 from messages)`,
  },
  {
    what: 'planned sessions of the open projects',
    sql: `
      insert into scheduled_sessions (project_id, starts_at, minutes, state, sequence, created_at, updated_at)
      select p.id, date_trunc('day', now() at time zone 'Europe/Istanbul') at time zone 'Europe/Istanbul'
          + ((1 + k % 13) || ' days')::interval + interval '18 hours' - case when c then interval '7 days' else interval '0' end,
        60 + 30 * (k % 3), case when c then 'cancelled' else 'scheduled' end, case when c then 1 else 0 end,
        now() - interval '3 days', now() - interval '3 days'
      from projects p cross join lateral (select abs(hashtext(p.id::text)) as k) x
        cross join lateral (values (false), (true)) as kinds(c)
      where p.state = 'open' and not exists (select 1 from scheduled_sessions)`,
  },
  {
    what: 'notifications',
    // A function: the names it quotes are declared further down.
    sql: async () => `
      insert into notifications (account_id, kind, data, link, created_at, read_at)
      select a.id, n.kind, n.data, 'user/projects', a.created_at + (now() - a.created_at) * (i::float / (a.n + 1)),
        case when i <= a.n - 2 then a.created_at + (now() - a.created_at) * (i::float / (a.n + 1)) + interval '1 day' end
      from (select id, created_at, case when email = ${sqlText(knownAccounts.busy)} then 300 else 6 end as n
            from accounts where account_role_type = 'User') a
        cross join lateral generate_series(1, a.n) as i
        cross join lateral (select case i % 3
            when 0 then 'projectMatched' when 1 then 'newMessage' else 'proofReviewed' end as kind) k
        cross join lateral (select k.kind, case k.kind
            when 'projectMatched' then jsonb_build_object('partnerName', 'Ayşe Çelik', 'role', 'coach',
              'projectId', gen_random_uuid()::text)
            when 'newMessage' then jsonb_build_object('partnerName', 'Gökhan Şahin', 'projectId', gen_random_uuid()::text)
            else jsonb_build_object('approved', true, 'reason', null) end as data) n
      where not exists (select 1 from notifications)`,
  },
  {
    what: 'calendar feeds',
    // A function: the names it quotes are declared further down.
    sql: async () => `
      insert into calendar_feeds (account_id, token, created_at)
      select id, md5('bench-feed-' || id::text) || md5('bench-feed-2-' || id::text), now() - interval '10 days'
      from accounts
      where (abs(hashtext(id::text)) % 10 = 0 or email in (${Object.values(knownAccounts).map(sqlText).join(', ')}))
        and not exists (select 1 from calendar_feeds)`,
  },
];

/** A photo as the product stores it: a noisy picture (no flat colours to compress) made square. */
async function seedAvatarBase64(): Promise<string> {
  const sharp = (await import('sharp')).default;
  const { createSharpImageProcessor } = await import('@coach/adapters/images/sharp-image-processor');
  const { avatarSize } = await import('@coach/core');
  const picture = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#8a6f5c',
      noise: { type: 'gaussian', mean: 120, sigma: 24 },
    },
  })
    .jpeg()
    .toBuffer();
  const { bytes } = await createSharpImageProcessor().squareThumbnail(new Uint8Array(picture), avatarSize);
  return Buffer.from(bytes).toString('base64');
}

async function repair(url: string, log: (line: string) => void): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    for (const { what, sql } of repairs) {
      const result = await client.unsafe(typeof sql === 'string' ? sql : await sql());
      if (result.count > 0) log(`  repaired ${result.count} rows: ${what}`);
    }
  } finally {
    await client.end();
  }
}

/** The project's own migration path: the advisory lock and drizzle's migrator, as `cli migrate`. */
async function migrate(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(sqlText).join(', ')}]::text[]`;

// Every Turkish letter, both cases where a name can hold it (ş ç ğ ö ü ı İ â, Ş Ç Ö Ü I Â, and Ğ in
// names stored upper-case, as some imports write them), and foreign names with their own letters.
// biome-ignore format: a table
const turkishFirstNames = [
  'Ayşe', 'Mehmet', 'Şükrü', 'Çağrı', 'Gülşen', 'Öykü', 'Ümit', 'Işıl', 'İsmail', 'Âdem',
  'Büşra', 'Tuğba', 'Doğan', 'Çiğdem', 'Gökhan', 'Şebnem', 'Ömer', 'Özge', 'Ülkü', 'İlknur',
  'Ilgın', 'Hâle', 'Kâmil', 'Nigâr', 'Ebru', 'Fatih', 'Zeynep', 'Emre', 'Seçil', 'Barış',
  'Güler', 'Süleyman', 'Elif', 'Burak', 'Selin', 'Kerem', 'Deniz', 'Can', 'Ahmet', 'Fatma',
  'Hülya', 'Oğuz', 'Gizem', 'Cansu', 'Yiğit', 'Şeyma', 'Özlem', 'İrem', 'Ece', 'Tolga',
];
// biome-ignore format: a table
const turkishSurnames = [
  'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir',
  'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Çetin', 'Kara', 'Koç', 'Kurt', 'Özkan', 'Şimşek',
  'Polat', 'Korkmaz', 'Çakır', 'Erdoğan', 'Güneş', 'İnce', 'Uğurlu', 'Türkoğlu', 'Akgündüz', 'Işık',
  'İpek', 'Âlemdar', 'Gündoğdu', 'Çağlar', 'Ünal', 'Bulut', 'Keskin', 'Özer', 'Aksoy', 'Tekin',
  'ŞAHİN', 'ÇAĞLAR', 'ÖZTÜRK', 'GÜNDOĞDU', 'IŞIK', 'ÇİFTÇİ', 'Karagöz', 'Sönmez', 'Coşkun', 'Güç',
];
// biome-ignore format: a table
const foreignFirstNames = [
  'John', 'Sarah', 'Émilie', 'François', 'Jürgen', 'Søren', 'Zoë', 'María', 'José', 'Chloé',
  'Björn', 'Michael', 'Anna', 'Liam', 'Olivia', 'Noah', 'Emma', 'Lukas', 'Sofía', 'Mateo',
];
// biome-ignore format: a table
const foreignSurnames = [
  'Smith', 'Johnson', 'Müller', 'Dubois', 'García', 'Østergaard', 'Nowak', "O'Brien", 'Schäfer', 'Lefèvre',
  'Brown', 'Williams', 'Rossi', 'Novák', 'Andersson', 'Fernández', 'Kowalski', 'Jensen', 'Martin', 'Weiß',
];
/** ISO 3166-2 state and district, as the location data spells them. */
// biome-ignore format: a table
const turkishPlaces = [
  ['TR-34', 'Kadıköy'], ['TR-34', 'Üsküdar'], ['TR-34', 'Şişli'], ['TR-34', 'Beşiktaş'],
  ['TR-06', 'Çankaya'], ['TR-06', 'Yenimahalle'], ['TR-35', 'Karşıyaka'], ['TR-35', 'Bornova'],
  ['TR-16', 'Nilüfer'], ['TR-07', 'Muratpaşa'], ['TR-61', 'Ortahisar'], ['TR-55', 'İlkadım'],
  ['TR-27', 'Şahinbey'], ['TR-42', 'Selçuklu'], ['TR-01', 'Çukurova'], ['TR-26', 'Odunpazarı'],
];
/** Letters an address cannot hold and the ASCII written for them; an apostrophe is dropped. */
const asciiPairs = 'ŞSÇCĞGÖOÜUİIşsçcğgöoüuıiâaÂAîiûuéeèeëeøoØOäaåañníióoáaúußsÉEÆAæa';
const asciiFrom = [...asciiPairs].filter((_, index) => index % 2 === 0).join('');
const asciiTo = [...asciiPairs].filter((_, index) => index % 2 === 1).join('');
const foreignCountries = ['GB', 'US', 'DE', 'FR', 'NL', 'ES', 'PL', 'SE'];
const domains = ['example.com', 'example.org', 'example.net', 'ornek.com.tr'];

// biome-ignore format: a table
const packages = [
  { code: 'COACHEE-6', nameTr: 'Danışan Paketi – 6 Ay', nameEn: 'Coachee Package – 6 Months', months: 6, price: '49.00', coach: false },
  { code: 'COACHEE-12', nameTr: 'Danışan Paketi – 12 Ay', nameEn: 'Coachee Package – 12 Months', months: 12, price: '89.00', coach: false },
  { code: 'COACH-6', nameTr: 'Koç Paketi – 6 Ay', nameEn: 'Coach Package – 6 Months', months: 6, price: '79.00', coach: true },
  { code: 'COACH-12', nameTr: 'Koç Paketi – 12 Ay', nameEn: 'Coach Package – 12 Months', months: 12, price: '149.00', coach: true },
  { code: 'LEGACY-3', nameTr: 'Eski Paket – 3 Ay', nameEn: 'Legacy Package – 3 Months', months: 3, price: '25.00', coach: false },
];

/** The statements of the seed, in order, each with what it writes (for the log). */
interface Step {
  readonly what: string;
  readonly sql: string;
  /** A step with a parameter is one statement, and `$1` is this value. */
  readonly parameter?: 'passwordHash' | 'pdf';
}

function statements(now: string): readonly Step[] {
  const at = `'${now}'::timestamptz`;
  const aid = (i: string) => `pg_temp.aid(${i})`;
  const tf = textArray(turkishFirstNames);
  const ts = textArray(turkishSurnames);
  const ff = textArray(foreignFirstNames);
  const fs = textArray(foreignSurnames);
  const pick = (array: string, length: number, index: string) => `(${array})[1 + (${index}) % ${length}]`;
  const place = (column: 0 | 1, index: string) =>
    pick(textArray(turkishPlaces.map((p) => p[column] as string)), turkishPlaces.length, index);
  // Letters an e-mail address cannot hold, written as ASCII (then lower-cased): a plausible address.
  const ascii = (value: string) =>
    `lower(translate(${value}, ${sqlText(`${asciiFrom}'`)}, ${sqlText(asciiTo)}))`;
  const pkg = (code: string) => `(select id from membership_packages where code = '${code}')`;
  return [
    {
      what: 'helper functions (this session only)',
      sql: `
        create function pg_temp.aid(i int) returns uuid language sql immutable as
          $$ select overlay(overlay(md5('bench-a-' || i) placing '4' from 13) placing '8' from 17)::uuid $$;
        create function pg_temp.uid(prefix text, i int) returns uuid language sql immutable as
          $$ select overlay(overlay(md5('bench-' || prefix || '-' || i) placing '4' from 13) placing '8' from 17)::uuid $$;
        -- A valid Turkish identity number (T.C. kimlik no) from nine digits: the two check digits.
        create function pg_temp.tc(base bigint) returns text language sql immutable as $$
          with d as (select array(select substr(base::text, n, 1)::int from generate_series(1, 9) n) as d),
            ten as (select d, (((d[1] + d[3] + d[5] + d[7] + d[9]) * 7 - (d[2] + d[4] + d[6] + d[8])) % 10 + 10) % 10 as c10 from d)
          select base::text || c10::text
            || ((d[1] + d[2] + d[3] + d[4] + d[5] + d[6] + d[7] + d[8] + d[9] + c10) % 10)::text from ten $$;
        -- Member number j (0-based) of a coach-level member x, and of the other members y.
        create function pg_temp.coach_j(x int) returns int language sql immutable as $$ select 3 * x $$;
        create function pg_temp.noncoach_j(y int) returns int language sql immutable as
          $$ select 3 * (y / 2) + 1 + y % 2 $$;`,
    },
    {
      what: 'settings, packages, badges',
      sql: `
        insert into application_settings (id, max_coach_projects, max_coachee_projects, penalty_points,
          min_score_to_coach, project_closing_days, closing_request_min_days, confirmation_window_days,
          max_sessions_per_project, matching_schedule, session_absolute_hours)
        values (1, 2, 2, 7, 1, 105, 14, 5, 30, '0 9 * * 1-5', 12);
        insert into membership_packages (code, name_tr, name_en, period_months, price_usd, coach_level, retired_at)
        values ${packages
          .map(
            (p) =>
              `(${sqlText(p.code)}, ${sqlText(p.nameTr)}, ${sqlText(p.nameEn)}, ${p.months}, ${p.price}, ${p.coach}, ${
                p.code.startsWith('LEGACY') ? `${at} - interval '400 days'` : 'null'
              })`,
          )
          .join(', ')};
        insert into account_badges (name_tr, name_en, lower, upper, description_tr, description_en) values
          ('Bronz', 'Bronze', -100000, 9, 'Koçluk yolculuğunun başında.', 'At the start of the coaching journey.'),
          ('Gümüş', 'Silver', 10, 29, 'Düzenli olarak projelerde yer alıyor.', 'Takes part in projects regularly.'),
          ('Altın', 'Gold', 30, 99, 'Deneyimli; birçok projeyi tamamladı.', 'Experienced; has completed many projects.'),
          ('Platin', 'Platinum', 100, 100000, 'Topluluğun en deneyimli üyelerinden.', 'Among the most experienced members of the community.');`,
    },
    {
      what: `${sizes.accounts} accounts`,
      parameter: 'passwordHash',
      sql: `
        insert into accounts (id, name, surname, email, password_hash, phone, identity_number, passport_number,
          country_code, state_code, city, address, bio, score, account_role_type, status, is_locked,
          last_login_at, languages, email_verified_at, privacy_accepted_at, data_protection_accepted_at,
          theme_pack, theme_mode, language, created_at)
        select ${aid('i')}, a.name, a.surname,
          case i when 1 then '${knownAccounts.administrator}' when 21 then '${knownAccounts.salesman}'
            when 71 then '${knownAccounts.guest}' when ${firstMember} then '${knownAccounts.coach}'
            when ${firstMember + 1} then '${knownAccounts.member}' when ${firstMember + 7} then '${knownAccounts.expired}'
            when ${busyIndex} then '${knownAccounts.busy}'
            else ${ascii('a.name')} || '.' || ${ascii('a.surname')} || '.' || i || '@' || ${pick(textArray(domains), domains.length, 'i / 7')} end,
          -- Imported accounts that never chose a password (0.5 %); every other one has the bench's.
          case when i % 200 = 133 and i not in (${firstMember + 7}) then null else $1 end,
          -- Valid numbers (libphonenumber's full metadata, as the forms check): mobiles 053x–055x, 075xx.
          case when a.foreign then '+4475' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0')
            when i % 9 = 4 then null
            else '+905' || (3 + i % 3) || lpad(((i::bigint * 104729) % 100000000)::text, 8, '0') end,
          case when a.foreign then null else pg_temp.tc(100000000 + i * 7) end,
          case when a.foreign then 'P' || lpad(i::text, 8, '0') end,
          case when a.foreign then ${pick(textArray(foreignCountries), foreignCountries.length, 'i / 10')} else 'TR' end,
          case when a.foreign then null else ${place(0, 'i / 3')} end,
          case when a.foreign then null else ${place(1, 'i / 3')} end,
          case when i % 4 = 0 then 'Atatürk Cad. No: ' || (i % 200) || ' D: ' || (i % 30) end,
          case when i % 5 = 0 then 'Koçluk eğitimine devam ediyor; ilgi alanı ' ||
            ${pick(textArray(['kariyer geçişleri', 'liderlik', 'ekip koçluğu', 'öğrenci koçluğu', 'performans']), 5, 'i / 5')} || '.' end,
          0,
          case when i <= ${administrators} then 'Administrator' when i <= ${administrators + salesmen} then 'Salesman'
            when i < ${firstMember} then 'Guest' else 'User' end,
          case when i % 50 = 49 and i > ${administrators + salesmen} and i not in (${firstMember + 7}) then 'passive' else 'active' end,
          i % 97 = 41 and i > ${administrators + salesmen},
          case when i % 5 <> 3 or i <= ${administrators + salesmen} then a.created + ((i % 500) || ' hours')::interval end,
          case when a.foreign then case when i % 20 = 17 then '{tr,en}'::text[] else '{en}'::text[] end
            when i % 4 = 0 then '{tr,en}'::text[] else '{tr}'::text[] end,
          case when i % 40 = 39 and i > ${administrators + salesmen} then null else a.created + interval '10 minutes' end,
          a.created, a.created,
          'theme' || (1 + i % 5), (array['light', 'dark', 'system'])[1 + i % 3],
          case when a.foreign or i % 13 = 0 then 'en' else 'tr' end,
          a.created
        from generate_series(1, ${sizes.accounts}) as i
          cross join lateral (select i % 10 = 7 as foreign,
            ${at} - ((i::bigint * 7919) % (3 * 365 * 24) || ' hours')::interval - interval '30 days' as created) as f
          cross join lateral (select f.foreign, f.created,
            case i when 1 then 'Zeynep' when ${busyIndex} then 'Şükrü' when ${firstMember} then 'Çağrı'
              when ${firstMember + 1} then 'Ayşe'
              else case when f.foreign then ${pick(ff, foreignFirstNames.length, 'i / 10')}
                else ${pick(tf, turkishFirstNames.length, 'i * 31')} end end as name,
            case i when 1 then 'Yılmaz' when ${busyIndex} then 'Öztürk' when ${firstMember} then 'Doğan'
              when ${firstMember + 1} then 'Işık'
              else case when f.foreign then ${pick(fs, foreignSurnames.length, 'i / 10 * 3 + i / 400')}
                else ${pick(ts, turkishSurnames.length, 'i * 17 + i / 50')} end end as surname) as a`,
    },
    {
      what: 'member plan (temporary)',
      sql: `
        -- One row per member (j): coach level or not, membership active or ended, its package and end.
        create temporary table member_plan as
        select j, ${firstMember} + j as i, ${aid(`${firstMember} + j`)} as id,
          coach, active, code, months,
          case when active then ${at} + ((1 + (j * 37) % 170) || ' days')::interval + ((j % 86400) || ' seconds')::interval
            else ${at} - ((1 + (j * 37) % 400) || ' days')::interval - ((j % 86400) || ' seconds')::interval end as ends_at
        from (select j, coach,
            case when j = ${busyIndex - firstMember} then true
              when coach then j % 10 < 9 else j % 10 < 7 end as active,
            case when coach then case when j % 2 = 0 then 'COACH-12' else 'COACH-6' end
              else case when j % 2 = 0 then 'COACHEE-12' else 'COACHEE-6' end end as code,
            case when j % 2 = 0 then 12 else 6 end as months
          from generate_series(0, ${generalMembers}) as j
            cross join lateral (select j % 3 = 0 as coach) c) p;
        alter table member_plan add primary key (j);
        analyze member_plan;`,
    },
    {
      what: `${sizes.orders} orders with their checkouts, membership periods`,
      sql: `
        -- Card payments have a paid checkout at the sandbox provider; every fourth is granted by hand.
        insert into checkouts (id, token, provider, account_id, membership_package_id, purpose, price_usd,
          currency, locale, status, provider_payment_id, created_at, settled_at)
        select pg_temp.uid('checkout', m.j), 'bench-token-' || m.j, 'sandbox', m.id, p.id,
          case when m.j % 3 = 0 then 'renewal' else 'registration' end, p.price_usd, 'USD',
          case when m.j % 10 = 7 then 'en' else 'tr' end, 'paid', 'sandbox-' || m.j,
          m.ends_at - (m.months || ' months')::interval - interval '5 minutes',
          m.ends_at - (m.months || ' months')::interval
        from member_plan m join membership_packages p on p.code = m.code
        where m.j < ${sizes.orders} and m.j % 4 <> 0;
        -- Checkouts that failed or were left at the provider's page: no order.
        insert into checkouts (token, provider, account_id, membership_package_id, purpose, price_usd,
          currency, locale, status, failure_code, failure_message, created_at, settled_at)
        select 'bench-failed-' || m.j, 'sandbox', m.id, p.id, 'renewal', p.price_usd, 'USD', 'tr',
          case when m.j % 2 = 0 then 'failed' else 'pending' end,
          case when m.j % 2 = 0 then '10051' end, case when m.j % 2 = 0 then 'Kart limiti yetersiz' end,
          ${at} - ((m.j % 300) || ' days')::interval, case when m.j % 2 = 0 then ${at} - ((m.j % 300) || ' days')::interval end
        from member_plan m join membership_packages p on p.code = m.code
        where m.j % 40 = 11;
        insert into orders (id, account_id, buyer_name, buyer_email, membership_package_id, checkout_id, method,
          provider, provider_reference, period_months, price_usd, currency, note, granted_by_account_id,
          starts_at, ends_at, created_at)
        select pg_temp.uid('order', m.j), m.id, a.name || ' ' || a.surname, a.email, p.id,
          case when m.j % 4 <> 0 then pg_temp.uid('checkout', m.j) end,
          case when m.j % 4 <> 0 then 'card' else 'manual' end,
          case when m.j % 4 <> 0 then 'sandbox' end, case when m.j % 4 <> 0 then 'sandbox-' || m.j end,
          m.months, p.price_usd, 'USD',
          case when m.j % 4 = 0 then 'Havale ile ödendi' end,
          case when m.j % 4 = 0 then ${aid('1 + m.j % 20')} end,
          m.ends_at - (m.months || ' months')::interval, m.ends_at, m.ends_at - (m.months || ' months')::interval
        from member_plan m join accounts a on a.id = m.id join membership_packages p on p.code = m.code
        where m.j < ${sizes.orders};
        -- Every member's current period (from its order, or carried over from before orders existed),
        -- and for every tenth an earlier period that ended before it began, at the legacy package.
        insert into membership_periods (account_id, membership_package_id, order_id, starts_at, ends_at, created_at)
        select m.id, p.id, case when m.j < ${sizes.orders} then pg_temp.uid('order', m.j) end,
          m.ends_at - (m.months || ' months')::interval, m.ends_at, m.ends_at - (m.months || ' months')::interval
        from member_plan m join membership_packages p on p.code = m.code;
        insert into membership_periods (account_id, membership_package_id, starts_at, ends_at, created_at)
        select m.id, ${pkg('LEGACY-3')}, m.ends_at - (m.months || ' months')::interval - interval '5 months',
          m.ends_at - (m.months || ' months')::interval - interval '2 months',
          m.ends_at - (m.months || ' months')::interval - interval '5 months'
        from member_plan m where m.j % 10 = 5;
        update accounts a set subscription_end_date = m.ends_at, membership_package_id = p.id
        from member_plan m join membership_packages p on p.code = m.code where a.id = m.id;
        -- The membership mails already sent: the end for members whose membership ended, the
        -- warning for those within a week of it.
        insert into membership_notices (account_id, kind, subscription_end_date, sent_at)
        select m.id, 'expired', m.ends_at, m.ends_at + interval '1 hour' from member_plan m where not m.active
        union all
        select m.id, 'expiring', m.ends_at, m.ends_at - interval '7 days' from member_plan m
        where m.active and m.ends_at < ${at} + interval '7 days';`,
    },
    {
      what: 'proofs of education (account files) in every state',
      parameter: 'pdf',
      sql: `
        -- Coaches: approved (every sixth after an earlier rejection). Others: none, pending,
        -- rejected or approved. The busy member and the known coach: approved.
        insert into account_files (account_id, file_name, content_type, size_bytes, content, state,
          rejection_reason, created_by, reviewed_by, reviewed_at, created_at)
        select m.id, 'eski-sertifika.pdf', 'application/pdf', length($1::bytea), $1::bytea, 'rejected',
          'Belge okunamıyor; lütfen taranmış kopyayı yükleyin.', m.id, ${aid('1 + m.j % 20')},
          ${at} - ((m.j % 360) || ' days')::interval - interval '40 days',
          ${at} - ((m.j % 360) || ' days')::interval - interval '41 days'
        from member_plan m where m.coach and m.j % 6 = 0
        union all
        select m.id, case when m.j % 7 = 0 then 'diploma.jpg' else 'sertifika.pdf' end,
          case when m.j % 7 = 0 then 'image/jpeg' else 'application/pdf' end, length($1::bytea), $1::bytea,
          s.state, case when s.state = 'rejected' then 'Sertifika bu programa ait değil.' end,
          case when m.j % 11 = 0 then ${aid('1 + m.j % 20')} else m.id end,
          case when s.state <> 'pending' then ${aid('1 + m.j % 20')} end,
          case when s.state <> 'pending' then ${at} - ((m.j % 360) || ' days')::interval end,
          ${at} - ((m.j % 360) || ' days')::interval - interval '2 days'
        from member_plan m cross join lateral (select case when m.coach or m.j = ${busyIndex - firstMember} then 'approved'
            else (array[null, null, null, null, 'pending', 'pending', 'rejected', 'rejected', 'approved', 'approved'])[1 + m.j % 10]
          end as state) s
        where s.state is not null;`,
    },
    {
      what: `${sizes.projects} projects (plan)`,
      sql: `
        -- One row per project k: its partners (as member numbers j), state and dates.
        create temporary table project_plan as
        with closed as (
          select k, pg_temp.coach_j(((k::bigint * 7919) % ${coachCount})::int) as coach_j,
            (k::bigint * 104729 + 13) % ${generalMembers} as coachee_raw
          from generate_series(1, ${closedProjects}) as k
        ), general_open as (
          select ${closedProjects} + 1 + o as k, pg_temp.coach_j(o % ${openCoaches}) as coach_j,
            pg_temp.noncoach_j(o) as coachee_j
          from generate_series(0, ${openProjects - 1}) as o
        ), busy as (
          -- The busy member coaches 250 coachees and is coached by 250 coaches, partners whom no
          -- other open project or open request names; its first two of each side are open.
          select ${closedProjects + openProjects} + 1 + b as k,
            case when b < 250 then ${busyIndex - firstMember} else pg_temp.coach_j(30000 + b - 250) end as coach_j,
            case when b < 250 then pg_temp.noncoach_j(60000 + b) else ${busyIndex - firstMember} end as coachee_j,
            b in (0, 1, 250, 251) as open
          from generate_series(0, ${busyProjects - 1}) as b
        ), everything as (
          select k, coach_j, case when coachee_raw = coach_j then coachee_raw + 1 else coachee_raw end as coachee_j,
            false as open from closed
          union all select k, coach_j, coachee_j, true from general_open
          union all select k, coach_j, coachee_j, open from busy
        )
        select k, pg_temp.uid('project', k) as id, ${aid(`${firstMember} + coach_j`)} as coach_id,
          ${aid(`${firstMember} + coachee_j::int`)} as coachee_id,
          case when open then 'open' else (array['completed_confirmed', 'completed_confirmed', 'completed_confirmed',
            'completed_confirmed', 'completed_by_coachee', 'completed_by_coachee', 'completed_by_system',
            'aborted_by_system', 'aborted_by_administrator', 'completed_confirmed'])[1 + k % 10] end as state,
          case when open then ${at} - (((k * 37) % 100) || ' days')::interval - ((k % 3600) || ' seconds')::interval
            else ${at} - ((125 + (k * 13) % 1300) || ' days')::interval - ((k % 86400) || ' seconds')::interval
          end as started_at,
          case when k % 10 = 3 and not open then 'en' when k % 17 = 0 then 'en' else 'tr' end as language,
          1 + k % 3 as session_count
        from everything;
        alter table project_plan add column closed_at timestamptz;
        update project_plan set closed_at = case state
          when 'open' then null
          when 'aborted_by_system' then started_at + interval '105 days 1 hour'
          when 'aborted_by_administrator' then started_at + ((5 + k % 90) || ' days')::interval
          else started_at + ((20 + k % 80) || ' days')::interval end;
        alter table project_plan add primary key (k);
        analyze project_plan;`,
    },
    {
      what: 'project requests (matched, open, cancelled)',
      sql: `
        insert into project_requests (id, account_id, role, languages, state, created_at, closed_at, project_id)
        select pg_temp.uid('request-' || side, k), case when side = 'coach' then coach_id else coachee_id end, side,
          case when language = 'en' then '{en}'::text[] when k % 5 = 0 then '{tr,en}'::text[] else '{tr}'::text[] end,
          'matched', started_at - interval '2 days', started_at, id
        from project_plan cross join (values ('coach'), ('coachee')) as sides(side);
        -- Open coachee requests of members with no open project as coachee, open coach requests of
        -- coaches with no open coach project; some passed over by the last run, with its reason.
        insert into project_requests (account_id, role, languages, state, created_at, last_skip_reason, last_skip_at)
        select ${aid(`${firstMember} + pg_temp.noncoach_j(y)`)}, 'coachee',
          case when y % 10 = 3 then '{en}'::text[] when y % 5 = 0 then '{tr,en}'::text[] else '{tr}'::text[] end, 'open',
          ${at} - ((y % 45) || ' days')::interval - ((y % 86400) || ' seconds')::interval,
          case when y % 4 = 0 then (array['no_partner_in_language', 'membership_expired', 'only_previous_partners'])[1 + y % 3] end,
          case when y % 4 = 0 then ${at} - interval '1 day' end
        from generate_series(${openProjects}, ${openProjects + 19_999}) as y
        union all
        select ${aid(`${firstMember} + pg_temp.coach_j(x)`)}, 'coach',
          case when x % 10 = 3 then '{en}'::text[] when x % 5 = 0 then '{tr,en}'::text[] else '{tr}'::text[] end, 'open',
          ${at} - ((x % 30) || ' days')::interval - ((x % 86400) || ' seconds')::interval,
          case when x % 5 = 0 then (array['no_partner_in_language', 'proof_pending', 'min_score_to_coach'])[1 + x % 3] end,
          case when x % 5 = 0 then ${at} - interval '1 day' end
        from generate_series(${openCoaches}, ${openCoaches + 9_999}) as x;
        insert into project_requests (account_id, role, languages, state, created_at, closed_at)
        select m.id, case when m.j % 2 = 0 then 'coachee' else 'coach' end, '{tr}', 'cancelled',
          ${at} - ((200 + m.j % 300) || ' days')::interval, ${at} - ((199 + m.j % 300) || ' days')::interval
        from member_plan m where m.j % 9 = 4;`,
    },
    {
      what: `${sizes.projects} projects, closing requests, notices`,
      sql: `
        insert into projects (id, coach_account_id, coachee_account_id, coach_request_id, coachee_request_id, language,
          state, started_at, deadline_at, closed_at, closed_by_account_id, session_count, abort_reason,
          matched_by_account_id, override_reason)
        select id, coach_id, coachee_id, pg_temp.uid('request-coach', k), pg_temp.uid('request-coachee', k), language,
          state, started_at, started_at + interval '105 days', closed_at,
          case state when 'completed_confirmed' then coachee_id when 'completed_by_coachee' then coachee_id
            when 'aborted_by_administrator' then ${aid('1 + k % 20')} end,
          case when state like 'completed%' then session_count end,
          case when state = 'aborted_by_administrator' then 'Danışan programdan ayrıldı; taraflar görüşmelere devam edemedi.' end,
          case when k % 50 = 7 then ${aid('1 + k % 20')} end,
          case when k % 150 = 7 then 'Aynı şehirde yüz yüze görüşmek istediler.' end
        from project_plan;
        insert into project_completion_requests (project_id, session_count, state, created_at, confirm_by, resolved_at)
        select id, session_count, 'confirmed', closed_at - interval '2 days', closed_at + interval '3 days', closed_at
        from project_plan where state = 'completed_confirmed'
        union all
        select id, session_count, 'expired', closed_at - interval '5 days', closed_at, closed_at
        from project_plan where state = 'completed_by_system'
        union all
        select id, session_count, 'superseded', closed_at - interval '3 days', closed_at + interval '2 days', closed_at
        from project_plan where state = 'completed_by_coachee' and k % 2 = 0
        union all
        select id, session_count, 'waiting', ${at} - interval '1 day', ${at} + interval '4 days', null
        from project_plan where state = 'open' and k % 7 = 0 and started_at < ${at} - interval '15 days';
        insert into project_notices (project_id, kind, sent_at)
        select id, kind, started_at + case kind when 'deadline_in_7_days' then interval '98 days' else interval '104 days' end
        from project_plan cross join (values ('deadline_in_7_days'), ('deadline_in_1_day')) as kinds(kind)
        where state = 'aborted_by_system';`,
    },
    {
      what: `${sizes.projectSessions} session-log rows`,
      sql: `
        -- Three sessions per project, four for every third: exactly 1,000,000 over 300,000 projects.
        -- Spread between the start and the closing (or now); the last one of an open project waits
        -- for the partner, a few are disputed or were never answered. The first hundred projects'
        -- sessions go in alone and are analysed: the coached-hours trigger then plans its lookups
        -- of the session log by index, not by a scan per project of a table it believes empty.
        insert into project_sessions (project_id, held_on, half_hours, note, recorded_by_account_id, state,
          dispute_reason, created_at, decided_at)
        select p.id, (held AT TIME ZONE 'Europe/Istanbul')::date, 1 + (p.k + s) % 4,
          case when (p.k + s) % 9 = 0 then 'Hedefler gözden geçirildi; bir sonraki görüşmede eylem planı.' end,
          case when s % 2 = 1 then p.coach_id else p.coachee_id end, st.state,
          case when st.state = 'disputed' then 'O gün görüşmedik; görüşmeyi ertelemiştik.' end,
          held, case when st.state <> 'pending' then least(held + interval '12 hours', ${at}) end
        from project_plan p
          cross join lateral generate_series(1, case when p.k % 3 = 0 then 4 else 3 end) as s
          cross join lateral (select p.started_at + (coalesce(p.closed_at, ${at}) - p.started_at)
            * (s::float / (case when p.k % 3 = 0 then 4 else 3 end + 1)) as held) h
          cross join lateral (select case
            when p.state = 'open' and s = case when p.k % 3 = 0 then 4 else 3 end then 'pending'
            when (p.k + s) % 17 = 0 then 'disputed'
            when p.state <> 'open' and (p.k + s) % 29 = 0 then 'pending'
            else 'confirmed' end as state) st
        where p.k <= 100;
        analyze project_sessions;
        discard plans;
        insert into project_sessions (project_id, held_on, half_hours, note, recorded_by_account_id, state,
          dispute_reason, created_at, decided_at)
        select p.id, (held AT TIME ZONE 'Europe/Istanbul')::date, 1 + (p.k + s) % 4,
          case when (p.k + s) % 9 = 0 then 'Hedefler gözden geçirildi; bir sonraki görüşmede eylem planı.' end,
          case when s % 2 = 1 then p.coach_id else p.coachee_id end, st.state,
          case when st.state = 'disputed' then 'O gün görüşmedik; görüşmeyi ertelemiştik.' end,
          held, case when st.state <> 'pending' then least(held + interval '12 hours', ${at}) end
        from project_plan p
          cross join lateral generate_series(1, case when p.k % 3 = 0 then 4 else 3 end) as s
          cross join lateral (select p.started_at + (coalesce(p.closed_at, ${at}) - p.started_at)
            * (s::float / (case when p.k % 3 = 0 then 4 else 3 end + 1)) as held) h
          cross join lateral (select case
            when p.state = 'open' and s = case when p.k % 3 = 0 then 4 else 3 end then 'pending'
            when (p.k + s) % 17 = 0 then 'disputed'
            when p.state <> 'open' and (p.k + s) % 29 = 0 then 'pending'
            else 'confirmed' end as state) st
        where p.k > 100;`,
    },
    {
      what: 'coaching preferences',
      sql: `
        insert into coaching_preferences (account_id, training_started_on, share_email_with_coaches, updated_at)
        select m.id, (${at} - ((100 + m.j % 900) || ' days')::interval)::date, m.j % 2 = 0, ${at} - ((m.j % 100) || ' days')::interval
        from member_plan m where m.j % 5 = 2 or m.j = ${busyIndex - firstMember};`,
    },
    {
      what: `${sizes.ledgerEntries} ledger entries`,
      sql: `
        -- The projects' entries, as their closing wrote them (core's project lifecycle): sessions
        -- move points from the coach to the coachee; a closing request that expired charges the coach
        -- only; a project nobody closed costs both the penalty (7); an aborted one moves nothing.
        insert into ledger_entries (account_id, delta, reason, project_id, created_at)
        select coachee_id, session_count, 'coachee_sessions', id, closed_at from project_plan
        where state in ('completed_confirmed', 'completed_by_coachee')
        union all
        select coach_id, -session_count, 'coach_sessions', id, closed_at from project_plan
        where state in ('completed_confirmed', 'completed_by_coachee', 'completed_by_system')
        union all
        select who, -7, 'unclosed_penalty', id, closed_at from project_plan
          cross join lateral (values (coach_id), (coachee_id)) as sides(who)
        where state = 'aborted_by_system';
        -- Opening balances (three members in four; every coach, so coaches start above the minimum).
        insert into ledger_entries (account_id, delta, reason, note, actor_account_id, created_at)
        select m.id, case when m.coach then 40 + m.j % 60 else 5 + m.j % 20 end, 'opening_balance',
          'Önceki sistemden devreden puan', ${aid('1 + m.j % 20')},
          ${at} - ((700 + m.j % 400) || ' days')::interval
        from member_plan m where m.coach or m.j % 4 <> 3;
        -- Administrators' adjustments, up to the ledger's size.
        insert into ledger_entries (account_id, delta, reason, note, actor_account_id, created_at)
        select ${aid(`${firstMember} + ((x::bigint * 7919) % ${generalMembers + 1})::int`)},
          case when x % 11 = 5 then 6 else x % 11 - 5 end, 'admin_adjustment',
          (array['Etkinlik katılımı', 'Hatalı kayıt düzeltmesi', 'Mentorluk katkısı', 'Süpervizyon saati'])[1 + x % 4],
          ${aid('1 + x % 20')}, ${at} - ((x % 1000) || ' days')::interval - ((x % 86400) || ' seconds')::interval
        from generate_series(1, (${sizes.ledgerEntries} - (select count(*) from ledger_entries))::int) as x;
        -- The cached score of every account: the sum of its entries (what verify-ledger checks).
        update accounts a set score = s.total
        from (select account_id, sum(delta)::int as total from ledger_entries group by account_id) s
        where a.id = s.account_id;`,
    },
    {
      what: `${sizes.auditEntries} audit entries`,
      sql: `
        insert into audit_log (actor_account_id, actor_label, action, entity_type, entity_id, before, after,
          client_address, created_at)
        select case when x % 25 = 0 then null else ${aid('1 + x % 20')} end,
          case when x % 25 = 0 then 'system' when x % 20 = 0 then '${knownAccounts.administrator}'
            else 'admin' || (1 + x % 20) || '@bench.example.com' end,
          act.action, act.entity_type,
          case when act.entity_type = 'account' or act.entity_type = 'accountFile'
            then ${aid(`${firstMember} + ((x::bigint * 104729) % ${generalMembers})::int`)}::text
            when act.entity_type = 'project' then pg_temp.uid('project', 1 + (x * 13) % ${sizes.projects})::text end,
          case when act.action in ('accounts.update', 'accounts.changeAccess', 'ledger.adjust')
            then jsonb_build_object('status', 'active', 'isLocked', false, 'score', x % 50) end,
          case when act.action <> 'accounts.delete'
            then jsonb_build_object('status', case when x % 2 = 0 then 'passive' else 'active' end, 'note', 'Düzeltme ' || x) end,
          '10.' || (x % 250) || '.' || (x % 200) || '.' || (1 + x % 250),
          ${at} - ((x::bigint * 7919) % (3 * 365 * 86400) || ' seconds')::interval
        from generate_series(1, ${sizes.auditEntries}) as x
          cross join lateral (select (array['accounts.update', 'accounts.create', 'accounts.changeAccess',
            'accountFiles.changeStatus', 'ledger.adjust', 'projects.abort', 'orders.grant', 'accounts.correctIdentity',
            'matching.matchManually', 'accounts.exportExcel', 'accounts.delete', 'contact.markRead'])[1 + x % 12] as action) a
          cross join lateral (select a.action, case
            when a.action like 'accountFiles.%' then 'accountFile'
            when a.action in ('projects.abort', 'matching.matchManually') then 'project'
            when a.action = 'contact.markRead' then 'contactMessage'
            else 'account' end as entity_type) act;`,
    },
    {
      what: `${sizes.outbox} outbox rows, ${sizes.contactMessages} contact messages`,
      sql: `
        insert into outbox (template, recipient, language, data, status, attempts, next_attempt_at, last_error,
          created_at, sent_at)
        select t.template, a.email, a.language,
          case t.template
            when 'proofApproved' then jsonb_build_object('name', a.name)
            when 'membershipExpired' then jsonb_build_object('name', a.name, 'subscriptionEndDate',
              to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
            when 'projectAborted' then jsonb_build_object('name', a.name, 'partnerName', 'Ayşe Çelik',
              'role', 'coach', 'reason', 'Danışan programdan ayrıldı.')
            else jsonb_build_object('name', a.name, 'partnerName', 'Gökhan Şahin', 'role', 'coachee',
              'projectId', pg_temp.uid('project', x)::text, 'days', 14, 'lastSessionOn', null) end,
          st.status, case st.status when 'sent' then 1 when 'failed' then 8 else x % 3 end,
          ${at} - ((x % 900) || ' hours')::interval + case when st.status = 'pending' then interval '10 minutes' else interval '0' end,
          case when st.status <> 'sent' and x % 3 <> 0 then 'connect ECONNREFUSED 127.0.0.1:25' end,
          ${at} - ((x % 900) || ' hours')::interval - ((x % 3600) || ' seconds')::interval,
          case when st.status = 'sent' then ${at} - ((x % 900) || ' hours')::interval end
        from generate_series(1, ${sizes.outbox}) as x
          join accounts a on a.id = ${aid(`1 + (x::bigint * 7919 % ${sizes.accounts})::int`)}
          cross join lateral (select (array['proofApproved', 'membershipExpired', 'projectAborted', 'sessionReminder'])[1 + x % 4] as template) t
          cross join lateral (select case when x % 50 = 1 then 'failed' when x % 40 = 2 then 'pending' else 'sent' end as status) st;
        insert into contact_messages (name, surname, email, message, language, client_address, created_at, read_at)
        select ${pick(tf, turkishFirstNames.length, 'x * 7')}, ${pick(ts, turkishSurnames.length, 'x * 3')},
          'iletisim' || x || '@' || ${pick(textArray(domains), domains.length, 'x')},
          'Merhaba, üyelik paketleri ve koçluk saatleri hakkında bilgi almak istiyorum. Mesaj no ' || x || '.',
          case when x % 6 = 0 then 'en' else 'tr' end, '192.0.2.' || (x % 250),
          ${at} - ((x * 7) % 20000 || ' hours')::interval,
          case when x % 5 <> 0 then ${at} - ((x * 7) % 20000 || ' hours')::interval + interval '1 day' end
        from generate_series(1, ${sizes.contactMessages}) as x;`,
    },
  ];
}

/** What must hold once seeded; each query answers rows only when something is wrong. */
const invariants: readonly { readonly what: string; readonly sql: string }[] = [
  {
    what: 'sizes',
    sql: `select * from (values
        ('accounts', (select count(*) from accounts), ${sizes.accounts}),
        ('projects', (select count(*) from projects), ${sizes.projects}),
        ('ledger_entries', (select count(*) from ledger_entries), ${sizes.ledgerEntries}),
        ('project_sessions', (select count(*) from project_sessions), ${sizes.projectSessions}),
        ('orders', (select count(*) from orders), ${sizes.orders}),
        ('audit_log', (select count(*) from audit_log), ${sizes.auditEntries}),
        ('outbox', (select count(*) from outbox), ${sizes.outbox}),
        ('contact_messages', (select count(*) from contact_messages), ${sizes.contactMessages})
      ) as t(what, actual, expected) where actual <> expected`,
  },
  {
    what: 'every score is the sum of its ledger entries',
    sql: `select a.id, a.score, coalesce(s.total, 0) as total from accounts a
      left join (select account_id, sum(delta) as total from ledger_entries group by account_id) s on s.account_id = a.id
      where a.score <> coalesce(s.total, 0) limit 5`,
  },
  {
    what: 'two people never share two open projects (ADR 0035)',
    sql: `select least(coach_account_id, coachee_account_id), greatest(coach_account_id, coachee_account_id), count(*)
      from projects where state = 'open' group by 1, 2 having count(*) > 1 limit 5`,
  },
  {
    what: 'at most two open projects per member and side (maxCoachProjects, maxCoacheeProjects)',
    sql: `select who, side, count(*) from projects
      cross join lateral (values (coach_account_id, 'coach'), (coachee_account_id, 'coachee')) as s(who, side)
      where state = 'open' group by 1, 2 having count(*) > 2 limit 5`,
  },
  {
    what: 'every state of every kind is present',
    sql: `select * from (values
        ('role', (select count(distinct account_role_type) from accounts), 4),
        ('project state', (select count(distinct state) from projects), 6),
        ('proof state', (select count(distinct state) from account_files), 3),
        ('session state', (select count(distinct state) from project_sessions), 3),
        ('ledger reason', (select count(distinct reason) from ledger_entries), 5),
        ('request state', (select count(distinct state) from project_requests), 3),
        ('outbox status', (select count(distinct status) from outbox), 3),
        ('closing request state', (select count(distinct state) from project_completion_requests), 4),
        ('expired memberships', (select count(*) from accounts where subscription_end_date < now()) / 1000, 1),
        ('active memberships', (select count(*) from accounts where subscription_end_date > now()) / 1000, 1)
      ) as t(what, actual, expected) where actual < expected`,
  },
  {
    what: 'every Turkish letter is in the names',
    sql: `select letter from unnest(array['ş','ç','ğ','ö','ü','ı','İ','â','Ş','Ç','Ğ','Ö','Ü','I','Â']) as letter
      where not exists (select 1 from accounts where name like '%' || letter || '%' or surname like '%' || letter || '%')`,
  },
  {
    what: 'the busy member has 500 projects, 4 open',
    sql: `select count(*), count(*) filter (where p.state = 'open') from projects p
      join accounts a on a.id in (p.coach_account_id, p.coachee_account_id)
      where a.email = '${knownAccounts.busy}' having count(*) <> 500 or count(*) filter (where p.state = 'open') <> 4`,
  },
  {
    what: 'membership periods follow one another, the account keeps the last one’s end and package',
    sql: `select a.id from accounts a join lateral (select ends_at, membership_package_id from membership_periods p
        where p.account_id = a.id order by ends_at desc limit 1) last on true
      where a.subscription_end_date <> last.ends_at or a.membership_package_id <> last.membership_package_id
      union all
      select p.account_id from membership_periods p join membership_periods q on q.account_id = p.account_id
        and q.id <> p.id and q.starts_at < p.ends_at and p.starts_at < q.ends_at
      limit 5`,
  },
  {
    what: 'members near a credential threshold: ACC (90.5–99.5 h) and PCC (490.5–499.5 h)',
    sql: `select * from (values
        ('ACC', (select count(*) from coached_hours where counted_half_hours between 181 and 199), 100),
        ('PCC', (select count(*) from coached_hours where counted_half_hours between 981 and 999), 1)
      ) as t(what, actual, expected) where actual < expected`,
  },
  {
    what: 'known accounts exist with the bench password',
    sql: `select e from unnest(array[${Object.values(knownAccounts).map(sqlText).join(', ')}]) as e
      where not exists (select 1 from accounts where email = e and password_hash is not null)`,
  },
];

/**
 * Indexes of those tables that stay while they load: the triggers that keep each member's matching
 * facts (ADR 0047) look every member of a statement up in them (the newest proof, the coachee
 * requests). Without them each lookup read the whole table, once per member: the proofs' step ran
 * for hours instead of seconds.
 */
const indexesTheTriggersRead = ['account_files_newest_idx', 'project_requests_account_role_idx'];

/** The tables loaded without their indexes (see `seed`). */
const bulkLoadedTables = [
  'accounts',
  // Filled by the accounts' trigger (migration 0033) as the accounts go in.
  'account_partner_search',
  // A row per account from the accounts' trigger, then each step set by the orders', requests' and
  // projects' triggers (migration 0041): its report index is built once, after.
  'account_funnel_steps',
  'ledger_entries',
  'audit_log',
  // Filled by the audit log's trigger (migration 0031) as the entries go in.
  'audit_log_search',
  'outbox',
  'project_requests',
  'membership_periods',
  'orders',
  'checkouts',
  'account_files',
  'contact_messages',
];

async function seed(url: string, log: (line: string) => void): Promise<void> {
  const now = new Date().toISOString();
  const passwordHash = await createArgon2PasswordHasher().hash(benchPassword);
  const pdf = Buffer.from(onePagePdf('Bench certificate'));
  const client = postgres(url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  try {
    await client.unsafe('set synchronous_commit = off');
    await client.unsafe("set maintenance_work_mem = '256MB'");
    await client.unsafe("set work_mem = '64MB'");
    // Indexes are built once over the loaded tables rather than kept up row by row: every index the
    // migrations made on the big tables below, except those that keep a constraint (primary keys,
    // the ledger's unique constraint), goes before loading and comes back, the same definition,
    // after it. Projects, sessions and training starts keep theirs: the triggers that keep each
    // member's coached hours read them while the rows go in; so do the indexes the matching facts'
    // triggers read (`indexesTheTriggersRead`).
    const indexes = await client<{ name: string; definition: string }[]>`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and t.relname in ${client(bulkLoadedTables)}
        and i.indexrelid::regclass::text not in ${client(indexesTheTriggersRead)}
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`;
    for (const { name } of indexes) await client.unsafe(`drop index ${name}`);
    log(`  ${indexes.length} indexes dropped for the load`);
    for (const step of statements(now)) {
      const stepStarted = performance.now();
      // Statistics of what the steps before wrote, and no plan made when the tables were empty: the
      // migrations' triggers (a member's coached hours) plan their lookups in this session, and a
      // plan kept from an empty session log scanned all of it once per coach (hours, not seconds).
      await client.unsafe('analyze');
      await client.unsafe('discard plans');
      // Steps without a parameter go as one simple query (several statements); the others alone.
      if (!step.parameter) await client.unsafe(step.sql).simple();
      else await client.unsafe(step.sql, [step.parameter === 'passwordHash' ? passwordHash : pdf] as never[]);
      log(`  ${step.what}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
    }
    const indexesStarted = performance.now();
    for (const { definition } of indexes) await client.unsafe(definition);
    log(`  ${indexes.length} indexes built: ${((performance.now() - indexesStarted) / 1000).toFixed(1)} s`);
    await repair(url, log);
    await recordWaits(url, log);
    const vacuumStarted = performance.now();
    // Statistics and visibility maps, as autovacuum would have left them on tables that grew over years.
    await client.unsafe('vacuum (analyze)');
    log(`  vacuum (analyze): ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
    for (const check of invariants) {
      const rows = await client.unsafe(check.sql);
      if (rows.length > 0) throw new Error(`seed check failed: ${check.what}: ${JSON.stringify(rows)}`);
    }
    log('  checks: every invariant holds');
    verifyLedger(url);
    log('  cli verify-ledger: passed');
    const seconds = (performance.now() - started) / 1000;
    await client.unsafe(`create table bench_seed_info (version text not null, seeded_at timestamptz not null,
      seed_seconds numeric not null, sizes jsonb not null)`);
    await client`insert into bench_seed_info values (${seedVersion}, ${now}, ${seconds.toFixed(1)}, ${client.json(sizes)})`;
  } finally {
    await client.end();
  }
}

/** The project's own check, as an operator runs it: `cli verify-ledger` on the seeded database. */
/** `server/cli.mjs <args>` on the bench's database, as an operator runs it; throws when it fails. */
function runCli(url: string, ...args: string[]): string {
  const result = spawnSync(process.execPath, [join(root, 'server/cli.mjs'), ...args], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      PUBLIC_BASE_URL: 'http://127.0.0.1:1',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`cli ${args.join(' ')} failed (${result.status}): ${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function verifyLedger(url: string): void {
  runCli(url, 'verify-ledger');
}

/** The matched requests' and reviewed proofs' waits, recorded by the server's job (ADR 0051), before the reports are timed. */
async function recordWaits(url: string, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const said = runCli(url, 'jobs', 'run', 'reports.recordWaits').trim();
  log(`  cli jobs run reports.recordWaits: ${((performance.now() - started) / 1000).toFixed(1)} s (${said})`);
  // The visibility maps of the rows it wrote, as autovacuum would set them: until then the
  // reports' index-only reads visit those rows (the proofs' report took 200 ms for 60).
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe('vacuum (analyze) project_requests, account_files');
  } finally {
    await client.end();
  }
}

if (import.meta.main) {
  const database = await seedOrReuse();
  console.log(`\n${database.seeded ? 'seeded' : 'reused'}: ${database.url}`);
  console.log(`sign in as ${Object.values(knownAccounts).join(', ')} with the password ${benchPassword}`);
}
