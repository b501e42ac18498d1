import { inProcessSpreadsheet } from '@coach/adapters/excel/test-workbooks';
import { csvContentType, localDateOf, maxImportRows, sessionTimeZone, xlsxContentType } from '@coach/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobsRunCommand } from '../cli/jobs-commands.ts';
import { type TestMember, testProgramme } from '../testing/programme.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// Coaching hours over HTTP: the session log of a project (its codes, its refusals in both
// languages, who may do what), the closing count checked against the log, the coaching log and
// its downloads, the preferences, the administrators' reads, the reminder job, and the OpenAPI
// document listing every call.

const day = 86_400;
const unknownId = '00000000-0000-4000-8000-000000000000';
const spreadsheet = inProcessSpreadsheet();

describe.each(routeTestKinds())('coaching hours on %s', (kind) => {
  let t: TestApp;
  let p: ReturnType<typeof testProgramme>;
  let admin: string;
  let salesman: string;
  let guest: string;

  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    p = testProgramme(t, `cch${kind}`);
    await t.createAccount({ email: `admin-cch-${kind}@example.com`, accountRoleType: 'Administrator' });
    await t.createAccount({ email: `sales-cch-${kind}@example.com`, accountRoleType: 'Salesman' });
    await t.createAccount({ email: `guest-cch-${kind}@example.com`, accountRoleType: 'Guest' });
  });
  // Tests move the clock by weeks: fresh sessions for each.
  beforeEach(async () => {
    admin = await t.signIn(`admin-cch-${kind}@example.com`);
    salesman = await t.signIn(`sales-cch-${kind}@example.com`);
    guest = await t.signIn(`guest-cch-${kind}@example.com`);
  });
  afterAll(() => t.close());

  const today = () => localDateOf(t.clock.now(), sessionTimeZone);
  const daysAgo = (days: number) =>
    localDateOf(new Date(t.clock.now().getTime() - days * day * 1000), sessionTimeZone);

  /** A fresh coach and coachee with an open project between them. */
  async function pair() {
    const coach = await p.coach({ name: 'Koç' });
    const coachee = await p.member({ name: 'Danışan' });
    const project = await p.project(admin, coach, coachee);
    return { coach, coachee, project: project as { id: string } };
  }
  const log = (member: TestMember, projectId: string, heldOn: string, hours: number, note?: string) =>
    p.call('POST', '/projectsessions', member.token, { projectId, heldOn, hours, ...(note ? { note } : {}) });
  /** The session of the answered log logged on `heldOn` (the newest such). */
  const sessionOn = (sessionLog: { items: { id: string; heldOn: string }[] }, heldOn: string) => {
    const found = sessionLog.items.find((item) => item.heldOn === heldOn);
    if (!found) throw new Error(`no session on ${heldOn}`);
    return found.id;
  };
  /** Status, code and message of a refusal. */
  const refusal = async (response: Response | Promise<Response>) => {
    const answer = await response;
    const { code, message, data } = await readJson(answer);
    return { status: answer.status, code, message, data };
  };
  const mailsTo = async (email: string) => {
    const { items } = await t.composition.ports.repositories.outbox.list({ offset: 0, limit: 500 });
    return items.filter((mail) => mail.recipient === email);
  };

  describe('the session log of a project', () => {
    it('logs (201, 2001), confirms and disputes (2002) and removes (2003), each partner seeing their own notes only', async () => {
      const { coach, coachee, project } = await pair();
      await p.advance(3 * day, coach, coachee);

      const logged = await log(coach, project.id, daysAgo(2), 1.5, 'Goals agreed.');
      expect(logged.status).toBe(201);
      const { code, data: afterLog } = await readJson(logged);
      expect(code).toBe(2001);
      expect(afterLog).toMatchObject({
        projectId: project.id,
        confirmedHours: 0,
        pendingHours: 1.5,
        editable: true,
        earliestDay: daysAgo(3),
        latestDay: today(),
      });
      expect(afterLog.items).toEqual([
        expect.objectContaining({
          heldOn: daysAgo(2),
          hours: 1.5,
          state: 'pending',
          mine: true,
          note: 'Goals agreed.',
        }),
      ]);
      await p.ok(log(coach, project.id, daysAgo(1), 1, 'Second one.'), 201);

      // The partner sees the sessions without the coach's notes, and may confirm or dispute them.
      const seen = await p.ok(p.call('GET', `/projectsessions?projectId=${project.id}`, coachee.token));
      expect(seen.items.map((item: { note: unknown }) => item.note)).toEqual([null, null]);
      expect(seen.items[0]).toMatchObject({
        mine: false,
        canConfirm: true,
        canDispute: true,
        canRemove: false,
      });

      const confirmed = await p.call('POST', '/projectsessions/confirm', coachee.token, {
        projectSessionId: sessionOn(seen, daysAgo(2)),
      });
      expect(confirmed.status).toBe(200);
      expect(await readJson(confirmed)).toMatchObject({
        code: 2002,
        data: { confirmedHours: 1.5, pendingHours: 1 },
      });
      const disputed = await p.ok(
        p.call('POST', '/projectsessions/dispute', coachee.token, {
          projectSessionId: sessionOn(seen, daysAgo(1)),
          reason: 'We did not meet that day.',
        }),
      );
      expect(disputed).toMatchObject({ confirmedHours: 1.5, pendingHours: 0, lastSessionOn: daysAgo(2) });

      const ofCoach = await p.ok(p.call('GET', `/projectsessions?projectId=${project.id}`, coach.token));
      expect(ofCoach.items[0]).toMatchObject({
        heldOn: daysAgo(1),
        state: 'disputed',
        disputeReason: 'We did not meet that day.',
        note: 'Second one.',
        canRemove: true,
      });
      const removed = await p.call('DELETE', '/projectsessions', coach.token, {
        projectSessionId: ofCoach.items[0].id,
      });
      expect(removed.status).toBe(200);
      expect(await readJson(removed)).toMatchObject({
        code: 2003,
        data: { items: [{ state: 'confirmed' }] },
      });
    });

    it('refuses with the catalogue codes, in Turkish and English', async () => {
      const { coach, coachee, project } = await pair();
      const { items } = await p.ok(log(coach, project.id, today(), 1), 201);
      const sessionId = items[0].id as string;

      for (const [language, message] of [
        ['tr', 'Kendi kaydettiğiniz seansı onaylayamaz ya da itiraz edemezsiniz; bunu ortağınız yapar.'],
        ['en', 'You cannot confirm or dispute a session you logged yourself: your partner does.'],
      ] as const) {
        const own = p.call(
          'POST',
          '/projectsessions/confirm',
          coach.token,
          { projectSessionId: sessionId },
          language,
        );
        expect(await refusal(own)).toMatchObject({ status: 403, code: 4070, message });
      }
      const notRecorder = p.call(
        'DELETE',
        '/projectsessions',
        coachee.token,
        { projectSessionId: sessionId },
        'tr',
      );
      expect(await refusal(notRecorder)).toMatchObject({
        status: 403,
        code: 4071,
        message: 'Bir seansı yalnızca onu kaydeden kişi silebilir.',
      });

      await p.ok(p.call('POST', '/projectsessions/confirm', coachee.token, { projectSessionId: sessionId }));
      const decided = p.call('POST', '/projectsessions/dispute', coachee.token, {
        projectSessionId: sessionId,
      });
      expect(await refusal(decided)).toMatchObject({ status: 409, code: 4068 });
      const stays = p.call('DELETE', '/projectsessions', coach.token, { projectSessionId: sessionId }, 'en');
      expect(await refusal(stays)).toMatchObject({
        status: 409,
        code: 4069,
        message: 'A confirmed session cannot be removed: both partners agreed on it.',
      });

      // The log holds at most maxSessionsPerProject (30) hours: 1 + 3 × 8 = 25, then 8 more is too many.
      for (let i = 0; i < 3; i += 1) await p.ok(log(coachee, project.id, today(), 8), 201);
      const full = await refusal(
        p.call(
          'POST',
          '/projectsessions',
          coach.token,
          { projectId: project.id, heldOn: today(), hours: 8 },
          'tr',
        ),
      );
      expect(full).toMatchObject({
        status: 409,
        code: 4067,
        message: 'Bir projede en fazla 30 saat seans kaydedilebilir.',
        data: { maximum: 30 },
      });
    });

    it('answers bad input with 400 and a translated field message, strangers with 404', async () => {
      const { coach, project } = await pair();
      const early = await refusal(log(coach, project.id, daysAgo(1), 1));
      expect(early).toMatchObject({
        status: 400,
        code: 4034,
        data: { fields: { heldOn: `Choose a day from ${today()} to ${today()}.` } },
      });
      const earlyInTurkish = await refusal(
        p.call(
          'POST',
          '/projectsessions',
          coach.token,
          { projectId: project.id, heldOn: daysAgo(1), hours: 1 },
          'tr',
        ),
      );
      expect(earlyInTurkish.data.fields.heldOn).toBe(`${today()} ile ${today()} arasında bir gün seçin.`);
      for (const hours of [0.75, 0, 8.5, '1']) {
        const bad = await refusal(log(coach, project.id, today(), hours as number));
        expect(bad.status, String(hours)).toBe(400);
        expect(Object.keys(bad.data.fields), String(hours)).toEqual(['hours']);
      }
      const quarter = await refusal(
        p.call(
          'POST',
          '/projectsessions',
          coach.token,
          { projectId: project.id, heldOn: today(), hours: 0.75 },
          'tr',
        ),
      );
      expect(quarter.data.fields.hours).toBe(
        'Süreyi yarım saatlik adımlarla, 0,5 ile 8 saat arasında girin.',
      );
      for (const heldOn of ['2026-02-30', 'yesterday', '']) {
        expect((await log(coach, project.id, heldOn, 1)).status, heldOn).toBe(400);
      }
      expect((await p.call('GET', '/projectsessions?projectId=abc', coach.token)).status).toBe(400);
      expect(
        (await p.call('POST', '/projectsessions/confirm', coach.token, { projectSessionId: 'abc' })).status,
      ).toBe(400);

      const stranger = await p.member();
      expect(
        await refusal(p.call('GET', `/projectsessions?projectId=${project.id}`, stranger.token)),
      ).toMatchObject({
        status: 404,
        code: 4002,
      });
      expect((await log(stranger, project.id, today(), 1)).status).toBe(404);
      expect((await p.call('GET', `/projectsessions?projectId=${unknownId}`, coach.token)).status).toBe(404);
      expect(
        (await p.call('POST', '/projectsessions/confirm', coach.token, { projectSessionId: unknownId }))
          .status,
      ).toBe(404);
    });

    it('asks for a confirmation when a closing count is above the confirmed hours (4066), then freezes the log (4050)', async () => {
      const { coach, coachee, project } = await pair();
      const { items } = await p.ok(log(coach, project.id, today(), 2), 201);
      await p.ok(
        p.call('POST', '/projectsessions/confirm', coachee.token, { projectSessionId: items[0].id }),
      );
      const view = (await p.ok(p.call('GET', '/projects/getmyopenprojects', coachee.token))).items[0];
      expect(view.sessionLog).toMatchObject({
        confirmedHours: 2,
        pendingHours: 0,
        lastSessionOn: today(),
        daysWithoutSession: 0,
      });

      for (const [language, message] of [
        ['en', 'The session log holds 2 confirmed hours. Confirm that you want to close with 3.'],
        ['tr', 'Seans günlüğünde onaylanmış 2 saat var. 3 saatle kapatmak istediğinizi onaylayın.'],
      ] as const) {
        const above = p.call(
          'POST',
          '/projects/completedprojectbycoachee',
          coachee.token,
          { projectId: project.id, sessionCount: 3 },
          language,
        );
        expect(await refusal(above)).toMatchObject({
          status: 409,
          code: 4066,
          message,
          data: { sessionCount: 3, loggedHours: 2 },
        });
      }
      const closed = await p.ok(
        p.call('POST', '/projects/completedprojectbycoachee', coachee.token, {
          projectId: project.id,
          sessionCount: 3,
          confirmAboveLog: true,
        }),
      );
      expect(closed).toMatchObject({ state: 'completed_by_coachee', sessionCount: 3 });

      const frozen = await refusal(log(coach, project.id, today(), 1));
      expect(frozen).toMatchObject({ status: 409, code: 4050 });
      const kept = await p.ok(p.call('GET', `/projectsessions?projectId=${project.id}`, coach.token));
      expect(kept).toMatchObject({ editable: false, confirmedHours: 2 });
      expect(kept.items[0]).toMatchObject({ canConfirm: false, canDispute: false, canRemove: false });
    });
  });

  describe('the coaching log', () => {
    it('shows the coach the client and their hours, and downloads it as .xlsx and .csv in either language', async () => {
      const { coach, coachee, project } = await pair();
      const { items } = await p.ok(log(coachee, project.id, today(), 1.5), 201);
      await p.ok(p.call('POST', '/projectsessions/confirm', coach.token, { projectSessionId: items[0].id }));

      const own = await p.ok(p.call('GET', '/coachinglog', coach.token));
      expect(own).toMatchObject({
        asOf: today(),
        trainingStartedOn: null,
        shareEmailWithCoaches: false,
        totals: { hours: 1.5, paidHours: 0, proBonoHours: 1.5, receivedHours: 0, clients: 1 },
      });
      expect(own.rows).toEqual([
        expect.objectContaining({
          clientAccountId: coachee.id,
          contactEmail: null,
          emailWithheld: true,
          proBonoHours: 1.5,
        }),
      ]);
      expect(own.progress.map((item: { credential: string }) => item.credential)).toEqual(['ACC', 'PCC']);
      expect((await p.ok(p.call('GET', '/coachinglog', coachee.token))).totals).toMatchObject({
        hours: 0,
        receivedHours: 1.5,
      });

      const xlsx = await p.call('GET', '/coachinglog/download?format=xlsx&language=en', coach.token);
      expect(xlsx.status).toBe(200);
      expect(xlsx.headers.get('content-type')).toBe(xlsxContentType);
      expect(xlsx.headers.get('content-disposition')).toContain(`filename="coaching-log-${today()}.xlsx"`);
      expect(xlsx.headers.get('cache-control')).toBe('private, no-store');
      const reading = await spreadsheet.read(new Uint8Array(await xlsx.arrayBuffer()), {
        maxRows: maxImportRows,
      });
      if (reading.kind !== 'sheet') throw new Error(`not a sheet: ${reading.kind}`);
      expect(reading.header.slice(0, 2)).toEqual(['Client name', 'Contact e-mail']);
      expect(reading.rows.map((row) => row.cells[0])).toEqual([`Danışan cch${kind}`, 'Total']);

      const csv = await p.call('GET', '/coachinglog/download?format=csv&language=tr', coach.token);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe(csvContentType);
      expect(csv.headers.get('content-disposition')).toContain(`filename="kocluk-gunlugu-${today()}.csv"`);
      const bytes = new Uint8Array(await csv.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes.slice(3));
      expect(text.split(/\r?\n/)[0]).toContain('Danışan adı');
      expect(text).toContain('Toplam');

      // The defaults: .xlsx in Turkish.
      const plain = await p.call('GET', '/coachinglog/download', coach.token);
      expect(plain.headers.get('content-disposition')).toContain(`kocluk-gunlugu-${today()}.xlsx`);
      for (const query of ['format=pdf', 'language=de']) {
        expect((await p.call('GET', `/coachinglog/download?${query}`, coach.token)).status, query).toBe(400);
      }
    });

    it('saves the preferences (2002), refusing a training start after today, and lists a client’s e-mail once they agree', async () => {
      const { coach, coachee, project } = await pair();
      const { items } = await p.ok(log(coach, project.id, today(), 1), 201);
      await p.ok(
        p.call('POST', '/projectsessions/confirm', coachee.token, { projectSessionId: items[0].id }),
      );

      const tomorrow = localDateOf(new Date(t.clock.now().getTime() + day * 1000), sessionTimeZone);
      const future = await refusal(
        p.call('PUT', '/coachinglog/preferences', coach.token, {
          trainingStartedOn: tomorrow,
          shareEmailWithCoaches: false,
        }),
      );
      expect(future).toMatchObject({ status: 400, code: 4034 });
      expect(Object.keys(future.data.fields)).toEqual(['trainingStartedOn']);
      expect(
        (await p.call('PUT', '/coachinglog/preferences', coach.token, { trainingStartedOn: null })).status,
      ).toBe(400);

      const saved = await p.call('PUT', '/coachinglog/preferences', coachee.token, {
        trainingStartedOn: daysAgo(30),
        shareEmailWithCoaches: true,
      });
      expect(saved.status).toBe(200);
      expect(await readJson(saved)).toMatchObject({
        code: 2002,
        data: { trainingStartedOn: daysAgo(30), shareEmailWithCoaches: true },
      });
      const { rows } = await p.ok(p.call('GET', '/coachinglog', coach.token));
      expect(rows[0]).toMatchObject({ contactEmail: coachee.email, emailWithheld: false });
    });
  });

  describe('the administrators’ reads', () => {
    it('shows a member’s hours (404 for an unknown account) and the members near a threshold', async () => {
      const { coach, coachee, project } = await pair();
      const { items } = await p.ok(log(coach, project.id, today(), 2), 201);
      await p.ok(
        p.call('POST', '/projectsessions/confirm', coachee.token, { projectSessionId: items[0].id }),
      );

      const hours = await p.ok(p.call('GET', `/coachinglog/${coach.id}`, admin));
      expect(hours).toMatchObject({ accountId: coach.id, totals: { hours: 2, clients: 1 } });
      expect(await refusal(p.call('GET', `/coachinglog/${unknownId}`, admin))).toMatchObject({ status: 404 });
      expect((await p.call('GET', '/coachinglog/abc', admin)).status).toBe(400);

      // The fixed path is not taken for an account id.
      const near = await p.ok(p.call('GET', '/coachinglog/nearthreshold', admin));
      expect(near).toMatchObject({ withinHours: 10, items: expect.any(Array) });
    });
  });

  describe('who may call what', () => {
    const memberCalls = [
      ['GET', `/projectsessions?projectId=${unknownId}`, undefined],
      ['POST', '/projectsessions', { projectId: unknownId, heldOn: '2026-01-01', hours: 1 }],
      ['POST', '/projectsessions/confirm', { projectSessionId: unknownId }],
      ['POST', '/projectsessions/dispute', { projectSessionId: unknownId }],
      ['DELETE', '/projectsessions', { projectSessionId: unknownId }],
      ['GET', '/coachinglog', undefined],
      ['GET', '/coachinglog/download?format=csv', undefined],
      ['PUT', '/coachinglog/preferences', { trainingStartedOn: null, shareEmailWithCoaches: true }],
    ] as const;
    const adminCalls = [
      ['GET', '/coachinglog/nearthreshold', undefined],
      ['GET', `/coachinglog/${unknownId}`, undefined],
    ] as const;

    it('keeps the session log and the own log to members, and the reads of anybody’s hours to administrators', async () => {
      const member = await p.member();
      const refusals: string[] = [];
      const expectRefused = async (
        calls: typeof memberCalls | typeof adminCalls,
        token: string | undefined,
        who: string,
      ) => {
        for (const [method, path, body] of calls) {
          const response = await p.call(method, path, token, body);
          const expected = token ? [403, 4033] : [401, 4001];
          const got = [response.status, (await readJson(response)).code];
          if (got.join() !== expected.join()) refusals.push(`${who} ${method} ${path}: ${got.join(' / ')}`);
        }
      };
      await expectRefused(memberCalls, admin, 'admin');
      await expectRefused(memberCalls, salesman, 'salesman');
      await expectRefused(memberCalls, guest, 'guest');
      await expectRefused(memberCalls, undefined, 'visitor');
      await expectRefused(adminCalls, member.token, 'member');
      await expectRefused(adminCalls, salesman, 'salesman');
      await expectRefused(adminCalls, guest, 'guest');
      await expectRefused(adminCalls, undefined, 'visitor');
      expect(refusals).toEqual([]);
      // And the allowed ones answer.
      expect((await p.call('GET', '/coachinglog', member.token)).status).toBe(200);
      expect((await p.call('GET', `/coachinglog/${member.id}`, admin)).status).toBe(200);
    });
  });

  describe('the session reminder job', () => {
    it('mails both partners once per gap of 14 days, however often it runs', async () => {
      const { coach, coachee, project } = await pair();
      const run = async () => {
        const lines: string[] = [];
        expect(
          await jobsRunCommand(t.composition, 'projects.sessionReminders', (line) => void lines.push(line)),
        ).toBe(0);
        return lines.at(-1) ?? '';
      };
      const reminders = async (member: TestMember) =>
        (await mailsTo(member.email)).filter((mail) => mail.template === 'sessionReminder');

      await p.advance(13 * day, coach, coachee);
      await run();
      expect(await reminders(coach)).toEqual([]);

      await p.advance(day, coach, coachee);
      expect(await run()).toMatch(/sent [1-9]\d*\.$/);
      expect(await run()).toMatch(/sent 0\.$/);
      for (const [member, role] of [
        [coach, 'coach'],
        [coachee, 'coachee'],
      ] as const) {
        const mails = await reminders(member);
        expect(mails, role).toHaveLength(1);
        expect(mails[0]?.data).toMatchObject({ role, projectId: project.id, days: 14, lastSessionOn: null });
      }

      // A session starts a new gap: reminded again 14 days after it, once.
      await p.ok(log(coach, project.id, today(), 1), 201);
      await p.advance(14 * day, coach, coachee);
      await run();
      await run();
      expect(await reminders(coachee)).toHaveLength(2);
    });
  });

  it('lists every coaching call in the OpenAPI document, with its operation', async () => {
    const document = await readJson(await t.app.request('/api/openapi.json'));
    const operations = Object.entries(
      document.paths as Record<string, Record<string, { operationId?: string }>>,
    )
      .filter(([path]) => path.startsWith('/api/projectsessions') || path.startsWith('/api/coachinglog'))
      .flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => `${method} ${path} ${operation.operationId}`),
      )
      .sort();
    expect(operations).toEqual(
      [
        'delete /api/coachinglog/publications/{publicationId} coaching.revokeLogPublication',
        'delete /api/projectsessions coaching.removeSession',
        'get /api/coachinglog coaching.getLog',
        'get /api/coachinglog/download coaching.exportLog',
        'get /api/coachinglog/nearthreshold coaching.listNearThreshold',
        'get /api/coachinglog/publications coaching.listLogPublications',
        'get /api/coachinglog/published/{publicationId} coaching.getPublishedLog',
        'get /api/coachinglog/published/{publicationId}/pdf coaching.downloadPublishedLog',
        'get /api/coachinglog/{accountId} coaching.getMemberHours',
        'get /api/projectsessions coaching.listSessions',
        'post /api/coachinglog/publications coaching.publishLog',
        'post /api/coachinglog/verify coaching.verifyLog',
        'post /api/coachinglog/verify/pdf coaching.verifyLogPdf',
        'post /api/projectsessions coaching.logSession',
        'post /api/projectsessions/confirm coaching.confirmSession',
        'post /api/projectsessions/dispute coaching.disputeSession',
        'put /api/coachinglog/preferences coaching.updatePreferences',
      ].sort(),
    );
    const download = document.paths['/api/coachinglog/download'].get.responses['200'].content;
    expect(Object.keys(download).sort()).toEqual([csvContentType, xlsxContentType].sort());
  });
});
