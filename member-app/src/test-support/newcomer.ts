import { callAs, tokenOf, whoIs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';

// A member who joined today, made through the real server (ADR 0046): unlike every seeded member,
// no opening balance, so no points at all, and no project yet. Steps a real member takes (a
// package granted, a request paired with a coach by hand) are the use cases' own.

/**
 * Creates a verified member account with the demo members' password, as the system does (the seed,
 * the CLI); answers its e-mail.
 */
export async function newMember(email = 'leyla@example.com'): Promise<string> {
  const api = await realServer();
  await api.run(
    'createAccount',
    {
      name: 'Leyla',
      surname: 'Aydın',
      email,
      password: api.accounts.member.password,
      accountRoleType: 'User',
      passportNumber: 'N1234567',
      languages: ['tr'],
      emailVerified: true,
    },
    { as: 'system' },
  );
  return email;
}

/** An administrator grants the member with `email` the package `code` (e.g. `COACHEE-6`) from today. */
export async function packageGranted(email: string, code: string): Promise<void> {
  const api = await realServer();
  const packages = await api.run('listMembershipPackages', {}, { as: 'anonymous' });
  const chosen = packages.find((candidate) => candidate.code === code);
  if (!chosen) throw new Error(`the seed has no package ${code}`);
  const { accountId } = await whoIs(await tokenOf(email));
  await api.run(
    'grantMembership',
    { accountId, membershipPackageId: chosen.membershipPackageId, note: 'Granted for a test' },
    { as: 'admin' },
  );
}

/** The member with `email` asks to be coached in `languages`, as the projects page would. */
export async function askedToBeCoached(email: string, languages: ('tr' | 'en')[] = ['tr']): Promise<void> {
  const asked = await callAs(await tokenOf(email), 'POST', '/api/projectrequests/requestforcoachee', {
    languages,
  });
  if (asked.status >= 400) throw new Error(`${email} could not ask to be coached: ${asked.message}`);
}

/**
 * An administrator pairs the open coachee request of the member with `email` by hand with Kerem's
 * open coach request: a project of today, with no session yet.
 */
export async function pairedWithKerem(email: string): Promise<void> {
  const api = await realServer();
  const { items } = await api.run('listPendingAssignments', {}, { as: 'admin' });
  const kerem = items.find((request) => request.email === 'kerem@example.com' && request.role === 'coach');
  const coachee = items.find((request) => request.email === email && request.role === 'coachee');
  if (!kerem || !coachee) throw new Error(`no open requests of Kerem and ${email} to pair`);
  await api.run(
    'matchManually',
    { coachRequestId: kerem.requestId, coacheeRequestId: coachee.requestId },
    { as: 'admin' },
  );
}
