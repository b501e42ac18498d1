import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { tokenAtom } from '../auth/token.ts';
import { queryClient } from '../query/query-client.ts';
import { store } from '../state/store.ts';
import { realServer } from './real-server.ts';

// Arranging a member's situation on the real server (ADR 0046) for the apps' page tests: a
// seeded member other than the demo one (server/src/seed/demo-programme.ts says who has which
// projects and requests), a call to the API as that member, and the browser's clock at the server's.

/** A call to the real server's API as the holder of `token`; answers the envelope's `data`. */
export async function callAs<Data = unknown>(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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

/** The page's session: the demo member's (Ayşe) unless `email` names another seeded member. */
export async function signInAs(email?: string): Promise<string> {
  const token = email ? await tokenOf(email) : (await realServer()).accounts.member.token;
  // Another person's page: nothing of the one before stays in the cache.
  queryClient.clear();
  act(() => store.set(tokenAtom, token));
  return token;
}

/**
 * The browser's clock stands where the server's does (its demo data is dated from it), so the days
 * a page counts itself (days left, when a closing request opens) agree with the server's. Only
 * `Date` is faked: timers run, so Testing Library's waits still work. Undo with `vi.useRealTimers()`.
 */
export async function browserClockAtTheServers(): Promise<Date> {
  const { start } = await realServer();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  return start;
}

/** The administrator changes application settings (the rest as they stand), as on the settings page. */
export async function settingsChangedTo(changes: Record<string, unknown>): Promise<void> {
  const api = await realServer();
  const current = await api.run('getApplicationSettings', {}, { as: 'admin' });
  await api.run(
    'updateApplicationSettings',
    { applicationSettings: { ...current.applicationSettings, ...changes } as never },
    { as: 'admin' },
  );
}

/** The signed-in person as the server sees them (`GET /api/auth/userinfo`). */
export async function whoIs(token: string) {
  return (
    await callAs<{ accountId: string; score: number; fullName: string }>(token, 'GET', '/api/auth/userinfo')
  ).data;
}
