// The bench's yardstick: the smallest reasonable `GET /api/auth/userinfo` — node:http and postgres.js
// issuing the same statements as the platform's path (session joined with its account in one
// query, the session's renewal once a minute, badges read once and kept in memory), with the same
// pool size, and no framework, validation or logging.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL as string, { max: 10, onnotice: () => {} });
const idleSeconds = 1800;

let badges: postgres.Row[] | undefined;

async function userinfo(token: string) {
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
  badges ??= [
    ...(await sql`select id, name_tr, name_en, lower, upper from account_badges order by lower, name_tr`),
  ];
  const badge = badges.find((b) => b.lower <= row.score && row.score <= b.upper);
  return {
    accountId: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    score: row.score,
    badge: badge ? { accountBadgeId: badge.id, nameTr: badge.name_tr, nameEn: badge.name_en } : null,
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
