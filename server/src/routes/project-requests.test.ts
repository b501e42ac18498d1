import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testProgramme } from '../testing/programme.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Members' requests to coach and to be coached over HTTP: the refusals in the order of docs/product-rules.md §6 with
// their codes and data, in Turkish and English, the validation of the languages, and who may ask.

describe.each(routeTestKinds())('project requests on %s', (kind) => {
  let t: TestApp;
  let p: ReturnType<typeof testProgramme>;
  let admin: string;
  let guest: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    p = testProgramme(t, `req${kind}`);
    await t.createAccount({ email: `admin-req-${kind}@example.com`, accountRoleType: 'Administrator' });
    await t.createAccount({ email: `guest-req-${kind}@example.com`, accountRoleType: 'Guest' });
    admin = await t.signIn(`admin-req-${kind}@example.com`);
    guest = await t.signIn(`guest-req-${kind}@example.com`);
  });
  afterAll(() => t.close());

  const askToBeCoached = (token: string | undefined, body: unknown, language = 'en') =>
    p.call('POST', '/projectrequests/requestforcoachee', token, body, language);
  const askToCoach = (token: string | undefined, body: unknown, language = 'en') =>
    p.call('POST', '/projectrequests/requestforcoach', token, body, language);

  it('takes a coachee request (201 / 2001), lists it, and refuses a second open one (409 / 4036)', async () => {
    const member = await p.member({ languages: ['tr', 'en'] });
    const response = await askToBeCoached(member.token, { languages: ['en', 'tr'] });
    expect(response.status).toBe(201);
    const body = await readJson(response);
    expect(body).toMatchObject({
      code: 2001,
      message: 'Record added.',
      data: { role: 'coachee', state: 'open', projectId: null, closedAt: null, lastSkip: null },
    });
    expect([...body.data.languages].sort()).toEqual(['en', 'tr']);

    const listed = await readJson(await p.call('GET', '/projectrequests', member.token));
    expect(listed).toMatchObject({ code: 2004 });
    expect(listed.data.items).toEqual([body.data]);

    const again = await askToBeCoached(member.token, { languages: ['tr'] }, 'tr');
    expect(again.status).toBe(409);
    expect(await readJson(again)).toEqual({
      code: 4036,
      message: 'Zaten açık bir danışan talebiniz var.',
      data: null,
    });
  });

  it('cancels an open request (2002), then answers 409 / 4052; another member’s request is 404', async () => {
    const member = await p.member();
    const other = await p.member();
    const request = await p.request(member, 'coachee');
    const foreign = await p.call('POST', '/projectrequests/cancel', other.token, {
      projectRequestId: request.id,
    });
    expect(foreign.status).toBe(404);

    const cancelled = await p.call('POST', '/projectrequests/cancel', member.token, {
      projectRequestId: request.id,
    });
    expect(cancelled.status).toBe(200);
    expect(await readJson(cancelled)).toMatchObject({
      code: 2002,
      data: { id: request.id, state: 'cancelled' },
    });

    const twice = await p.call('POST', '/projectrequests/cancel', member.token, {
      projectRequestId: request.id,
    });
    expect(twice.status).toBe(409);
    expect((await readJson(twice)).code).toBe(4052);
    // Cancelled, the member may ask again.
    expect((await askToBeCoached(member.token, { languages: ['tr'] })).status).toBe(201);
  });

  it('refuses a request from an expired membership with 403 / 4029 on either side', async () => {
    const member = await p.member({ membership: 'expired' });
    for (const response of [
      await askToBeCoached(member.token, { languages: ['tr'] }),
      await askToCoach(member.token, { languages: ['tr'] }),
    ]) {
      expect(response.status).toBe(403);
      expect((await readJson(response)).code).toBe(4029);
    }
  });

  it('refuses a coach request with the first rule that fails, in the order of docs/product-rules.md §6, in both languages', async () => {
    const member = await p.member();
    const refusal = async (code: number, status = 409) => {
      const english = await askToCoach(member.token, { languages: ['tr'] });
      const body = await readJson(english);
      expect({ status: english.status, code: body.code }).toEqual({ status, code });
      const turkish = await readJson(await askToCoach(member.token, { languages: ['tr'] }, 'tr'));
      expect(turkish.code).toBe(code);
      expect(turkish.message).not.toBe(body.message);
      return body;
    };

    expect((await refusal(4025)).message).toBe(
      'You currently have a coachee membership; buy a coach-level membership package to coach.',
    );
    await t.updateAccount(member.id, { membershipPackageId: await p.coachLevelPackage() });
    await refusal(4014);
    await p.proof(member.id, 'pending');
    await refusal(4013);
    t.clock.advanceSeconds(1);
    await p.proof(member.id, 'rejected');
    await refusal(4026);
    t.clock.advanceSeconds(1);
    await p.proof(member.id, 'approved');
    await refusal(4016);
    const coacheeRequest = await p.request(member, 'coachee');
    await p.call('POST', '/projectrequests/cancel', member.token, { projectRequestId: coacheeRequest.id });
    expect((await refusal(4015)).data).toMatchObject({ score: 0 });

    await p.changeSettings({ minScoreToCoach: 5 });
    try {
      await p.grantPoints(member.id, 2);
      const missing = await refusal(4027);
      expect(missing).toEqual({
        code: 4027,
        message: 'You need at least 5 points to coach.',
        data: { points: 5, missing: 3 },
      });
      const turkish = await readJson(await askToCoach(member.token, { languages: ['tr'] }, 'tr'));
      expect(turkish.message).toBe('Koçluk yapabilmek için en az 5 puanınız olmalıdır.');
      await p.grantPoints(member.id, 3);
    } finally {
      await p.changeSettings({ minScoreToCoach: 1 });
    }

    const sent = await askToCoach(member.token, { languages: ['tr'] });
    expect(sent.status).toBe(201);
    expect(await readJson(sent)).toMatchObject({ code: 2001, data: { role: 'coach', state: 'open' } });
    const again = await askToCoach(member.token, { languages: ['tr'] });
    expect(again.status).toBe(409);
    expect((await readJson(again)).code).toBe(4037);
  });

  it('refuses a coach request past maxCoachProjects with 409 / 4017 and the limit in data', async () => {
    await p.changeSettings({ maxCoachProjects: 0 });
    try {
      const coach = await p.coach();
      const response = await askToCoach(coach.token, { languages: ['tr'] });
      expect(response.status).toBe(409);
      expect(await readJson(response)).toEqual({
        code: 4017,
        message: 'You have reached the maximum of 0 projects as coach.',
        data: { limit: 0 },
      });
    } finally {
      await p.changeSettings({ maxCoachProjects: 2 });
    }
  });

  it('checks the languages: translated field messages in Turkish and English, never a 500', async () => {
    const member = await p.member({ languages: ['tr'] });
    const invalid = async (body: unknown, language = 'en') => {
      const response = await askToBeCoached(member.token, body, language);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await readJson(response);
      expect(answer.code).toBe(4034);
      return answer;
    };
    expect((await invalid({})).data.fields).toEqual({ languages: 'This field is required.' });
    expect((await invalid({}, 'tr')).data.fields.languages).toBe('Bu alan zorunludur.');
    expect((await invalid({ languages: [] })).data.fields).toHaveProperty('languages');
    expect((await invalid({ languages: ['de'] })).data.fields).toHaveProperty(['languages.0']);
    expect((await invalid({ languages: ['tr', 'tr'] })).data.fields).toHaveProperty('languages');
    expect((await invalid({ languages: 'tr' })).data.fields).toHaveProperty('languages');
    expect((await invalid({ languages: ['tr', 'en', 'tr'] })).data.fields).toHaveProperty('languages');
    // A language the member does not offer: the form never shows it.
    expect((await invalid({ languages: ['en'] })).data.fields).toHaveProperty('languages');
    for (const body of ['not json', '[]', 'null', '{"languages":{"0":"tr"}}']) {
      const response = await askToBeCoached(member.token, body);
      expect(response.status, body).toBe(400);
    }
    for (const projectRequestId of [undefined, 'abc', -1, 10000, "1' or '1'='1"]) {
      const response = await p.call('POST', '/projectrequests/cancel', member.token, { projectRequestId });
      expect(response.status, String(projectRequestId)).toBe(400);
      expect((await readJson(response)).data.fields).toHaveProperty('projectRequestId');
    }
    const unknown = await p.call('POST', '/projectrequests/cancel', member.token, {
      projectRequestId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
  });

  it('lets members only: guests and administrators 403 / 4033, visitors 401 / 4001', async () => {
    for (const [token, status, code] of [
      [guest, 403, 4033],
      [admin, 403, 4033],
      [undefined, 401, 4001],
    ] as const) {
      for (const response of [
        await askToBeCoached(token, { languages: ['tr'] }),
        await askToCoach(token, { languages: ['tr'] }),
        await p.call('GET', '/projectrequests', token),
        await p.call('POST', '/projectrequests/cancel', token, {
          projectRequestId: '00000000-0000-4000-8000-000000000000',
        }),
      ]) {
        expect(response.status).toBe(status);
        expect((await readJson(response)).code).toBe(code);
      }
    }
  });
});
