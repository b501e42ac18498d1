import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestMember, testProgramme } from '../testing/programme.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Projects over HTTP: the closing actions of each member (with their codes and the points they
// move), the administrators' list, abort and manual matching, and answers to bad input (400 with
// translated field messages, never 500).

const day = 86_400;
const unknownId = '00000000-0000-4000-8000-000000000000';

describe.each(routeTestKinds())('projects on %s', (kind) => {
  let t: TestApp;
  let p: ReturnType<typeof testProgramme>;
  let admin: string;
  let guest: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    p = testProgramme(t, `prj${kind}`);
    await t.createAccount({ email: `admin-prj-${kind}@example.com`, accountRoleType: 'Administrator' });
    await t.createAccount({ email: `guest-prj-${kind}@example.com`, accountRoleType: 'Guest' });
  });
  // Tests move the clock by weeks: fresh sessions for each.
  beforeEach(async () => {
    admin = await t.signIn(`admin-prj-${kind}@example.com`);
    guest = await t.signIn(`guest-prj-${kind}@example.com`);
  });
  afterAll(() => t.close());

  /** A fresh coach and coachee with an open project between them. */
  async function pair(options: { coacheeLanguage?: 'tr' | 'en' } = {}) {
    const coach = await p.coach({ name: 'Koç' });
    const coachee = await p.member({ name: 'Danışan', language: options.coacheeLanguage ?? 'tr' });
    const project = await p.project(admin, coach, coachee);
    return { coach, coachee, project };
  }
  const score = async (member: TestMember) =>
    (await p.ok(p.call('GET', '/ledger', member.token))).balance as number;
  const sessions = (path: string, token: string | undefined, body: unknown, language = 'en') =>
    p.call('POST', `/projects/${path}`, token, body, language);
  const mailsTo = async (email: string) => {
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 200 });
    return items.filter((mail) => mail.recipient === email);
  };

  describe('the member’s own projects', () => {
    it('shows a new project to both partners, each with their role and partner', async () => {
      const { coach, coachee, project } = await pair();
      expect(project).toMatchObject({
        state: 'open',
        language: 'tr',
        coach: { accountId: coach.id },
        coachee: { accountId: coachee.id },
        closedAt: null,
        closingRequest: null,
        points: { coach: 0, coachee: 0 },
      });
      for (const [member, role, partner] of [
        [coach, 'coach', coachee],
        [coachee, 'coachee', coach],
      ] as const) {
        for (const path of ['/projects/getmyallprojects', '/projects/getmyopenprojects']) {
          const { items } = await p.ok(p.call('GET', path, member.token));
          expect(items).toHaveLength(1);
          expect(items[0]).toMatchObject({
            id: project.id,
            myRole: role,
            // The coachee has not shared the e-mail with coaches: the coach is not shown it (ADR 0033).
            partner: { accountId: partner.id, email: role === 'coach' ? null : partner.email },
          });
        }
      }
      const matched = await mailsTo(coachee.email);
      expect(matched.map((mail) => mail.template)).toContain('projectMatched');
    });

    it('lets the coachee complete with the session count: +n / −n once, the first closing action wins', async () => {
      const { coach, coachee, project } = await pair();
      const byCoach = await sessions('completedprojectbycoachee', coach.token, {
        projectId: project.id,
        sessionCount: 7,
      });
      expect(byCoach.status).toBe(403);
      expect((await readJson(byCoach)).code).toBe(4051);

      // The pair did not use the session log: a count above it needs the partner's confirmation.
      const done = await sessions('completedprojectbycoachee', coachee.token, {
        projectId: project.id,
        sessionCount: 7,
        confirmAboveLog: true,
      });
      expect(done.status).toBe(200);
      expect(await readJson(done)).toMatchObject({
        code: 2002,
        data: { state: 'completed_by_coachee', sessionCount: 7, myRole: 'coachee', myPoints: 7 },
      });
      expect(await score(coachee)).toBe(7);
      expect(await score(coach)).toBe(10 - 7);

      for (const [path, token] of [
        ['completedprojectbycoachee', coachee.token],
        ['completingrequestprojectbycoach', coach.token],
      ] as const) {
        const late = await sessions(path, token, { projectId: project.id, sessionCount: 3 }, 'tr');
        expect(late.status).toBe(409);
        expect(await readJson(late)).toMatchObject({
          code: 4050,
          message: 'Bu proje artık açık değil; daha önce kapatıldı.',
          data: { state: 'completed_by_coachee' },
        });
      }
      expect(await score(coachee)).toBe(7);
      const { items } = await p.ok(p.call('GET', '/projects/getmyopenprojects', coachee.token));
      expect(items).toEqual([]);
    });

    it('takes the coach’s closing request after 14 days and the coachee’s confirmation within the window', async () => {
      const { coach, coachee, project } = await pair({ coacheeLanguage: 'en' });
      const early = await sessions('completingrequestprojectbycoach', coach.token, {
        projectId: project.id,
        sessionCount: 7,
      });
      expect(early.status).toBe(409);
      expect(await readJson(early)).toMatchObject({ code: 4023, data: { days: 14 } });
      const byCoachee = await sessions('completingrequestprojectbycoach', coachee.token, {
        projectId: project.id,
        sessionCount: 7,
      });
      expect(byCoachee.status).toBe(403);
      expect((await readJson(byCoachee)).code).toBe(4060);

      await p.advance(14 * day, coach, coachee);
      const sent = await sessions('completingrequestprojectbycoach', coach.token, {
        projectId: project.id,
        sessionCount: 7,
        confirmAboveLog: true,
      });
      expect(sent.status).toBe(201);
      const { data: sentProject } = await readJson(sent);
      expect(sentProject).toMatchObject({
        state: 'open',
        closingRequest: { sessionCount: 7, state: 'waiting' },
      });
      const closingId = sentProject.closingRequest.id as string;
      const again = await sessions('completingrequestprojectbycoach', coach.token, {
        projectId: project.id,
        sessionCount: 8,
        confirmAboveLog: true,
      });
      expect(again.status).toBe(409);
      expect((await readJson(again)).code).toBe(4024);

      // The coachee is mailed in English, with the confirm link under /en.
      const [mail] = (await mailsTo(coachee.email)).filter((item) => item.template === 'closingRequestSent');
      expect(mail).toMatchObject({ language: 'en' });
      const rendered = await t.composition.ports.mailRenderer.render(mail as never, 'en');
      expect(rendered.html).toContain(`/en/projectcompletionrequestapprovalbycoachee/${closingId}`);

      const detail = await p.ok(p.call('GET', `/projects/completionrequests/${closingId}`, coachee.token));
      expect(detail).toMatchObject({
        project: { id: project.id, myRole: 'coachee' },
        closingRequest: { id: closingId, sessionCount: 7, state: 'waiting' },
      });
      const stranger = await p.member();
      expect((await p.call('GET', `/projects/completionrequests/${closingId}`, stranger.token)).status).toBe(
        404,
      );
      const strangerConfirm = await sessions('completedconfirmprojectbycoachee', stranger.token, {
        projectCompletionRequestId: closingId,
      });
      expect(strangerConfirm.status).toBe(404);
      const coachConfirm = await sessions('completedconfirmprojectbycoachee', coach.token, {
        projectCompletionRequestId: closingId,
      });
      expect(coachConfirm.status).toBe(403);
      expect((await readJson(coachConfirm)).code).toBe(4051);

      const confirmed = await sessions('completedconfirmprojectbycoachee', coachee.token, {
        projectCompletionRequestId: closingId,
      });
      expect(confirmed.status).toBe(200);
      expect(await readJson(confirmed)).toMatchObject({
        code: 2002,
        data: { state: 'completed_confirmed', sessionCount: 7, closingRequest: { state: 'confirmed' } },
      });
      expect(await score(coachee)).toBe(7);
      expect(await score(coach)).toBe(3);
      const twice = await sessions('completedconfirmprojectbycoachee', coachee.token, {
        projectCompletionRequestId: closingId,
      });
      expect(twice.status).toBe(409);
      expect((await readJson(twice)).code).toBe(4050);
      expect(await score(coachee)).toBe(7);
    });

    it('refuses a confirmation after the window with 409 / 4053', async () => {
      const { coach, coachee, project } = await pair();
      await p.advance(14 * day, coach, coachee);
      const { closingRequest } = await p.ok(
        sessions('completingrequestprojectbycoach', coach.token, {
          projectId: project.id,
          sessionCount: 5,
          confirmAboveLog: true,
        }),
        201,
      );
      await p.advance(5 * day + 1, coachee);
      const late = await sessions('completedconfirmprojectbycoachee', coachee.token, {
        projectCompletionRequestId: closingRequest.id,
      });
      expect(late.status).toBe(409);
      expect(await readJson(late)).toMatchObject({
        code: 4053,
        data: { confirmBy: closingRequest.confirmBy },
      });
      expect(await score(coachee)).toBe(0);
    });

    it('answers a bad session count with 400 and a translated field message, never 500', async () => {
      const { coachee, project } = await pair();
      const cases: [unknown, string, string][] = [
        [undefined, 'This field is required.', 'Bu alan zorunludur.'],
        ['abc', '', ''],
        ['7', '', ''],
        [-1, '', ''],
        [0, '', ''],
        [1.5, '', ''],
        [10000, '', ''],
        [null, '', ''],
      ];
      for (const [sessionCount, english, turkish] of cases) {
        for (const [language, expected] of [
          ['en', english],
          ['tr', turkish],
        ] as const) {
          const response = await sessions(
            'completedprojectbycoachee',
            coachee.token,
            { projectId: project.id, sessionCount },
            language,
          );
          expect(response.status, `${JSON.stringify(sessionCount)} ${language}`).toBe(400);
          const body = await readJson(response);
          expect(body.code).toBe(4034);
          expect(typeof body.data.fields.sessionCount).toBe('string');
          if (expected) expect(body.data.fields.sessionCount).toBe(expected);
        }
      }
      // Above the maxSessionsPerProject setting (30) but a whole number: the setting's own answer.
      const tooMany = await sessions('completedprojectbycoachee', coachee.token, {
        projectId: project.id,
        sessionCount: 31,
      });
      expect(tooMany.status).toBe(400);
      expect(await readJson(tooMany)).toEqual({
        code: 4058,
        message: 'The session count can be at most 30.',
        data: { maximum: 30 },
      });
      for (const projectId of [undefined, 'abc', -1, 10000, "1' or '1'='1"]) {
        const response = await sessions('completedprojectbycoachee', coachee.token, {
          projectId,
          sessionCount: 3,
        });
        expect(response.status, String(projectId)).toBe(400);
        expect((await readJson(response)).data.fields).toHaveProperty('projectId');
      }
      const unknown = await sessions('completedprojectbycoachee', coachee.token, {
        projectId: unknownId,
        sessionCount: 3,
      });
      expect(unknown.status).toBe(404);
      for (const id of ['abc', '-1', '10000', 'not-a-uuid']) {
        expect((await p.call('GET', `/projects/completionrequests/${id}`, coachee.token)).status).toBe(400);
      }
      expect((await p.call('GET', `/projects/completionrequests/${unknownId}`, coachee.token)).status).toBe(
        404,
      );
      const confirmBad = await sessions('completedconfirmprojectbycoachee', coachee.token, {
        projectCompletionRequestId: 'abc',
      });
      expect(confirmBad.status).toBe(400);
      // Still open: nothing above changed the project.
      const { items } = await p.ok(p.call('GET', '/projects/getmyopenprojects', coachee.token));
      expect(items.map((item: { id: string }) => item.id)).toEqual([project.id]);
    });
  });

  describe('the administrators’ projects', () => {
    it('lists all projects, filtered by state and member, and checks the query', async () => {
      const { coach, project } = await pair();
      const page = await p.ok(p.call('GET', `/projects?state=open&accountId=${coach.id}`, admin));
      expect(page).toMatchObject({ total: 1, page: 1 });
      expect(page.items[0]).toMatchObject({ id: project.id, state: 'open' });
      const all = await p.ok(p.call('GET', '/projects?pageSize=100&sort=-startedAt', admin));
      expect(all.total).toBeGreaterThanOrEqual(1);
      for (const query of [
        'state=closed',
        'accountId=abc',
        'sort=name',
        'pageSize=10000',
        'page=0',
        'page=-1',
      ]) {
        const response = await p.call('GET', `/projects?${query}`, admin);
        expect(response.status, query).toBe(400);
        expect((await readJson(response)).code).toBe(4034);
      }
    });

    it('exports the projects the filters find as a job, and refuses a filter the list does not have', async () => {
      const { coach } = await pair();
      const job = await p.ok(
        p.call('POST', '/projects/exports', admin, { format: 'csv', state: 'open', accountId: coach.id }),
        201,
      );
      expect(job).toMatchObject({ kind: 'projects', format: 'csv', status: 'pending', rowsTotal: 1 });
      const refused = await p.call('POST', '/projects/exports', admin, { state: 'closed', accountId: 'abc' });
      expect(refused.status).toBe(400);
      const answer = await readJson(refused);
      expect(answer.code).toBe(4034);
      expect(Object.keys(answer.data.fields).sort()).toEqual(['accountId', 'state']);
    });

    it('aborts an open project with a reason (2002): no points move, both are mailed, once only', async () => {
      const { coach, coachee, project } = await pair();
      const short = await p.call('POST', '/projects/abortedprojectbyadministrator', admin, {
        projectId: project.id,
        reason: 'x',
      });
      expect(short.status).toBe(400);
      expect((await readJson(short)).data.fields).toHaveProperty('reason');
      const missing = await p.call(
        'POST',
        '/projects/abortedprojectbyadministrator',
        admin,
        { projectId: project.id },
        'tr',
      );
      expect((await readJson(missing)).data.fields).toEqual({ reason: 'Bu alan zorunludur.' });

      const aborted = await p.call('POST', '/projects/abortedprojectbyadministrator', admin, {
        projectId: project.id,
        reason: 'The coachee left the programme.',
      });
      expect(aborted.status).toBe(200);
      expect(await readJson(aborted)).toMatchObject({
        code: 2002,
        data: { state: 'aborted_by_administrator', abortReason: 'The coachee left the programme.' },
      });
      expect(await score(coach)).toBe(10);
      expect(await score(coachee)).toBe(0);
      expect((await mailsTo(coachee.email)).map((mail) => mail.template)).toContain('projectAborted');
      const again = await p.call('POST', '/projects/abortedprojectbyadministrator', admin, {
        projectId: project.id,
        reason: 'Twice',
      });
      expect(again.status).toBe(409);
      expect((await readJson(again)).code).toBe(4050);
      const unknown = await p.call('POST', '/projects/abortedprojectbyadministrator', admin, {
        projectId: unknownId,
        reason: 'Nobody',
      });
      expect(unknown.status).toBe(404);
      const audit = await t.composition.ports.repositories.auditLog.search({
        search: '',
        entityId: project.id,
        offset: 0,
        limit: 5,
      });
      expect(audit.items.map((entry) => entry.action)).toContain('projects.abort');
    });

    it('pairs by hand with the rules checked: 4055, 4056, 4057 (and its override with a reason), 4052', async () => {
      const coach = await p.coach({ languages: ['tr', 'en'] });
      const manual = (body: unknown, language = 'en') =>
        p.call('POST', '/projects/manualprojectmatching', admin, body, language);

      // The coach's own coachee request: a member is never paired with themself.
      const ownCoachee = await p.request(coach, 'coachee', ['tr']);
      const coachRequest = await p.request(coach, 'coach', ['tr', 'en']);
      const self = await manual({ coachRequestId: coachRequest.id, coacheeRequestId: ownCoachee.id });
      expect(self.status).toBe(409);
      expect((await readJson(self)).code).toBe(4055);
      await p.call('POST', '/projectrequests/cancel', coach.token, { projectRequestId: ownCoachee.id });

      const english = await p.member({ languages: ['en'] });
      const turkishOnly = await p.coach({ languages: ['tr'] });
      const turkishCoachRequest = await p.request(turkishOnly, 'coach', ['tr']);
      const englishRequest = await p.request(english, 'coachee', ['en']);
      const noLanguage = await manual({
        coachRequestId: turkishCoachRequest.id,
        coacheeRequestId: englishRequest.id,
      });
      expect(noLanguage.status).toBe(409);
      expect((await readJson(noLanguage)).code).toBe(4056);

      const paired = await manual({ coachRequestId: coachRequest.id, coacheeRequestId: englishRequest.id });
      expect(paired.status).toBe(201);
      const { data: first, ...envelope } = await readJson(paired);
      expect(envelope).toMatchObject({ code: 2001 });
      expect(first).toMatchObject({ state: 'open', language: 'en', matchedByAccountId: expect.any(String) });
      // The coach's request is matched now: it cannot be paired again.
      const waiting = await p.request(await p.member({ languages: ['tr'] }), 'coachee', ['tr']);
      const taken = await manual({ coachRequestId: coachRequest.id, coacheeRequestId: waiting.id });
      expect(taken.status).toBe(409);
      expect((await readJson(taken)).code).toBe(4052);

      // The same two again, right after: their most recent project was together.
      await p.call('POST', '/projects/abortedprojectbyadministrator', admin, {
        projectId: first.id,
        reason: 'Paired for a test',
      });
      const nextCoachee = await p.request(english, 'coachee', ['en']);
      const nextCoach = await p.request(coach, 'coach', ['en']);
      const consecutive = await manual(
        { coachRequestId: nextCoach.id, coacheeRequestId: nextCoachee.id },
        'tr',
      );
      expect(consecutive.status).toBe(409);
      expect(await readJson(consecutive)).toMatchObject({
        code: 4057,
        message: 'Bu iki üye birinin son projesinde birlikteydi; yine de eşleştirmek için bir gerekçe yazın.',
      });
      const overridden = await manual({
        coachRequestId: nextCoach.id,
        coacheeRequestId: nextCoachee.id,
        overrideReason: 'They asked to continue together.',
      });
      expect(overridden.status).toBe(201);
      expect((await readJson(overridden)).data).toMatchObject({
        overrideReason: 'They asked to continue together.',
        matchedByAccountId: expect.any(String),
      });

      for (const body of [
        {},
        { coachRequestId: 'abc', coacheeRequestId: unknownId },
        { coachRequestId: unknownId, coacheeRequestId: -1 },
        { coachRequestId: unknownId, coacheeRequestId: unknownId, overrideReason: 'x' },
      ]) {
        const response = await manual(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((await readJson(response)).code).toBe(4034);
      }
      expect((await manual({ coachRequestId: unknownId, coacheeRequestId: unknownId })).status).toBe(404);
    });

    it('lists open requests for manual matching, fixed path before accounts/{id}', async () => {
      const member = await p.member({ name: 'Bekleyen' });
      await p.request(member, 'coachee');
      const page = await p.ok(
        p.call('GET', '/accounts/getaccountsformanualmatching?role=coachee&pageSize=100', admin),
      );
      expect(page.items.find((item: { accountId: string }) => item.accountId === member.id)).toMatchObject({
        role: 'coachee',
        name: 'Bekleyen',
        coacheeRequestCount: 1,
      });
      for (const query of ['role=both', 'sort=email', 'pageSize=0']) {
        expect((await p.call('GET', `/accounts/getaccountsformanualmatching?${query}`, admin)).status).toBe(
          400,
        );
      }
      expect((await p.call('GET', '/accounts/getaccountsformanualmatching', member.token)).status).toBe(403);
    });

    it('exports the open requests the side and search find as a job, beside their list', async () => {
      const member = await p.member({ name: 'Dışa' });
      await p.request(member, 'coachee');
      const path = '/accounts/getaccountsformanualmatching/exports';
      const body = { format: 'csv', role: 'coachee', search: member.email };
      const job = await p.ok(p.call('POST', path, admin, body), 201);
      expect(job).toMatchObject({ kind: 'openRequests', format: 'csv', status: 'pending', rowsTotal: 1 });
      expect((await p.call('POST', path, member.token, body)).status).toBe(403);
      const refused = await p.call('POST', path, admin, { role: 'both' });
      expect(refused.status).toBe(400);
      const answer = await readJson(refused);
      expect([answer.code, Object.keys(answer.data.fields)]).toEqual([4034, ['role']]);
    });
  });

  describe('who may call what', () => {
    const memberCalls = [
      ['GET', '/projects/getmyallprojects', undefined],
      ['GET', '/projects/getmyopenprojects', undefined],
      ['GET', `/projects/completionrequests/${unknownId}`, undefined],
      ['POST', '/projects/completedprojectbycoachee', { projectId: unknownId, sessionCount: 1 }],
      ['POST', '/projects/completingrequestprojectbycoach', { projectId: unknownId, sessionCount: 1 }],
      ['POST', '/projects/completedconfirmprojectbycoachee', { projectCompletionRequestId: unknownId }],
    ] as const;
    const adminCalls = [
      ['GET', '/projects', undefined],
      ['POST', '/projects/exports', { format: 'csv' }],
      ['GET', '/projects/runprojectmatchingjob', undefined],
      ['POST', '/projects/runprojectmatchingjob', undefined],
      ['POST', '/projects/manualprojectmatching', { coachRequestId: unknownId, coacheeRequestId: unknownId }],
      ['POST', '/projects/abortedprojectbyadministrator', { projectId: unknownId, reason: 'Not allowed' }],
      ['GET', '/accounts/getaccountsformanualmatching', undefined],
      ['GET', '/projects/matchingruns', undefined],
      ['GET', `/projects/matchingruns/${unknownId}`, undefined],
    ] as const;

    it('keeps members’ calls to members and administrators’ calls to administrators', async () => {
      const member = await p.member();
      const refusals: string[] = [];
      const expectRefused = async (
        calls: typeof memberCalls | typeof adminCalls,
        token: string | undefined,
      ) => {
        for (const [method, path, body] of calls) {
          const response = await p.call(method, path, token, body);
          const expected = token ? [403, 4033] : [401, 4001];
          const got = [response.status, (await readJson(response)).code];
          if (got.join() !== expected.join()) refusals.push(`${method} ${path}: ${got.join(' / ')}`);
        }
      };
      await expectRefused(memberCalls, admin);
      await expectRefused(memberCalls, guest);
      await expectRefused(memberCalls, undefined);
      await expectRefused(adminCalls, member.token);
      await expectRefused(adminCalls, guest);
      await expectRefused(adminCalls, undefined);
      expect(refusals).toEqual([]);
    });
  });
});

describe.each(routeTestKinds())('the matching run over HTTP on %s', (kind) => {
  let t: TestApp;
  let p: ReturnType<typeof testProgramme>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    p = testProgramme(t, `run${kind}`);
    await t.createAccount({ email: `admin-run-${kind}@example.com`, accountRoleType: 'Administrator' });
    admin = await t.signIn(`admin-run-${kind}@example.com`);
  });
  afterAll(() => t.close());

  it('previews without writing (GET), then writes the same pairs (POST), with a reason for each unmatched', async () => {
    const coach = await p.coach({ languages: ['tr'] });
    const coachee = await p.member({ languages: ['tr'] });
    const english = await p.member({ languages: ['en'] });
    const coacheeRequest = await p.request(coachee, 'coachee', ['tr']);
    const coachRequest = await p.request(coach, 'coach', ['tr']);
    await p.request(english, 'coachee', ['en']);

    const preview = await p.ok(p.call('GET', '/projects/runprojectmatchingjob', admin));
    const expectedPair = {
      coachRequestId: coachRequest.id,
      coacheeRequestId: coacheeRequest.id,
      coachAccountId: coach.id,
      coacheeAccountId: coachee.id,
      language: 'tr',
    };
    expect(preview).toMatchObject({
      pairs: {
        items: [
          {
            ...expectedPair,
            coach: { accountId: coach.id, name: expect.any(String), waited: { workingDays: 0 } },
            coachee: { accountId: coachee.id, name: expect.any(String), waited: { workingDays: 0 } },
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
      unmatched: {
        items: [{ side: 'coachee', reason: 'no_partner_in_language', member: { accountId: english.id } }],
        total: 1,
      },
      unmatchedByReason: [{ reason: 'no_partner_in_language', count: 1 }],
      summary: { coachRequests: 1, coacheeRequests: 2, pairs: 1, unmatched: 1 },
    });
    // The pairs come a page at a time: past the last one, none.
    const pastTheLast = await p.ok(p.call('GET', '/projects/runprojectmatchingjob?page=2&pageSize=1', admin));
    expect(pastTheLast.pairs).toEqual({ items: [], total: 1, page: 2, pageSize: 1 });
    expect(pastTheLast.summary).toMatchObject({ pairs: 1, unmatched: 1 });
    expect((await p.ok(p.call('GET', '/projects/getmyopenprojects', coach.token))).items).toEqual([]);

    const run = await p.ok(p.call('POST', '/projects/runprojectmatchingjob', admin));
    expect(run).toMatchObject({ written: true, pairs: [expectedPair], summary: { pairs: 1 } });
    // The run is kept: listed first, and opened on the pairs and the left-overs its preview showed.
    const runs = await p.ok(p.call('GET', '/projects/matchingruns?pageSize=1', admin));
    expect(runs).toMatchObject({ items: [{ matchingRunId: run.matchingRunId, trigger: 'administrator' }] });
    const kept = await p.ok(p.call('GET', `/projects/matchingruns/${run.matchingRunId}`, admin));
    expect(kept.pairs).toEqual(preview.pairs);
    expect(kept.unmatched).toEqual(preview.unmatched);
    expect(kept.run).toMatchObject({ pairs: 1, unmatched: 1, coachRequests: 1, coacheeRequests: 2 });
    const notAnId = await p.call('GET', '/projects/matchingruns/not-an-id', admin);
    expect(notAnId.status).toBe(400);
    const { items } = await p.ok(p.call('GET', '/projects/getmyopenprojects', coachee.token));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ myRole: 'coachee', partner: { accountId: coach.id }, language: 'tr' });
    const requests = await p.ok(p.call('GET', '/projectrequests', english.token));
    expect(requests.items[0]).toMatchObject({
      state: 'open',
      lastSkip: { reason: 'no_partner_in_language' },
    });

    // Run again: nothing left to pair, nothing written twice.
    const again = await p.ok(p.call('POST', '/projects/runprojectmatchingjob', admin));
    expect(again).toMatchObject({ pairs: [], summary: { pairs: 0, coacheeRequests: 1 } });
  });

  it.skipIf(kind === 'pglite')('answers 409 / 4054 while another run holds the matching lock', async () => {
    await t.composition.ports.unitOfWork.run(async (tx) => {
      expect(await tx.repositories.locks.tryLock('matching.write')).toBe(true);
      const response = await p.call('POST', '/projects/runprojectmatchingjob', admin, undefined, 'tr');
      expect(response.status).toBe(409);
      expect(await readJson(response)).toMatchObject({
        code: 4054,
        message: 'Şu anda bir eşleştirme çalışıyor. Lütfen biraz sonra tekrar deneyin.',
      });
    });
    expect((await p.call('POST', '/projects/runprojectmatchingjob', admin)).status).toBe(200);
  });
});
