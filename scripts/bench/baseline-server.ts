// The bench's yardstick: the smallest reasonable `GET /api/auth/userinfo` — node:http and postgres.js
// issuing the same statements as the platform's path (session by token hash, account, the session's
// renewal once a minute, account again, badges), with the same pool size, and no framework,
// validation or logging.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL as string, { max: 10, onnotice: () => {} });
const idleSeconds = 1800;

const accountColumns = sql.unsafe(`id, name, surname, email, password_hash, phone, identity_number,
  passport_number, country_id, state_id, city_id, address, bio, profile_photo_path, score,
  account_role_type, status, is_locked, subscription_end_date, last_login_at, languages,
  email_verified_at, privacy_accepted_at, data_protection_accepted_at, theme_pack, coaching_hours,
  consulting_hours, coachee_request_count, coach_request_count, failed_sign_in_count,
  sign_in_locked_until, created_at`);

async function userinfo(token: string) {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const [session] =
    await sql`select id, account_id, token_hash, created_at, last_used_at, expires_at, revoked_at
    from sessions where token_hash = ${tokenHash} limit 1`;
  const now = new Date();
  if (!session || session.revoked_at || session.expires_at <= now) return null;
  const [account] =
    await sql`select ${accountColumns} from accounts where id = ${session.account_id} limit 1`;
  if (account?.status !== 'active' || account.is_locked) return null;
  const expiresAt = new Date(now.getTime() + idleSeconds * 1000);
  if (now.getTime() - session.last_used_at.getTime() >= 60_000) {
    await sql`update sessions set last_used_at = ${now}, expires_at = ${expiresAt} where id = ${session.id}`;
  }
  const [current] = await sql`select ${accountColumns} from accounts where id = ${account.id} limit 1`;
  const badges =
    await sql`select id, name, lower, upper, description from account_badges order by lower, name`;
  const badge = badges.find((row) => row.lower <= current?.score && current?.score <= row.upper);
  return {
    accountId: current?.id,
    name: current?.name,
    surname: current?.surname,
    email: current?.email,
    score: current?.score,
    badge: badge ? { accountBadgeId: badge.id, name: badge.name } : null,
  };
}

createServer((request, response) => {
  const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  userinfo(token).then(
    (data) => {
      response.writeHead(data ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: data ? 2004 : 4001, message: '', data }));
    },
    () => {
      response.writeHead(500);
      response.end();
    },
  );
}).listen(Number(process.env.PORT), '127.0.0.1');
