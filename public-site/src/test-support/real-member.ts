import { realServer } from '@coach/kit/test/real-server.ts';

// Calls to the real server as a seeded member other than the demo one (server/src/seed/
// demo-programme.ts says who has which projects). The same helpers as member-app's
// test-support/real-member.ts; both could move to the kit's test helpers.

/** A call to the real server's API as the holder of `token`; answers the envelope and the status. */
export async function callAs<Data = unknown>(
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; code: number; message: string; data: Data }> {
  const api = await realServer();
  const headers: [string, string][] = [
    ['content-type', 'application/json'],
    ['accept-language', 'en'],
  ];
  if (token) headers.push(['authorization', `Bearer ${token}`]);
  const answer = await api.fetch({
    method,
    url: `http://localhost${path}`,
    headers,
    body: body === undefined ? null : new TextEncoder().encode(JSON.stringify(body)).buffer,
  });
  const envelope = JSON.parse(new TextDecoder().decode(answer.body ?? new ArrayBuffer(0)));
  return { status: answer.status, ...envelope };
}

/** Signs a seeded member in by e-mail (every demo member has the demo member's password). */
export async function tokenOf(email: string): Promise<string> {
  const { member } = (await realServer()).accounts;
  const signedIn = await callAs<{ token: string }>(null, 'POST', '/api/auth/login', {
    email,
    password: member.password,
  });
  if (!signedIn.data?.token) throw new Error(`${email} could not sign in: ${signedIn.message}`);
  return signedIn.data.token;
}
