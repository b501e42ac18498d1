import {
  type ApplicationSettings,
  addDays,
  completeProjectAsCoachee,
  confirmSession,
  defaultApplicationSettings,
  disputeSession,
  execute,
  listMyProjects,
  listProjectSessions,
  logSession,
  type ProjectSessionLog,
  removeSession,
  sendClosingRequest,
  sendSessionReminders,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { failure, type Member, outcome, type Programme, programme } from './projects-testing.ts';

/** 12:00 in Istanbul, a Monday: the project starts on 2026-03-02 on Istanbul's calendar. */
const start = new Date('2026-03-02T09:00:00Z');
const firstDay = '2026-03-02';
/** The day `days` after the project's first day. */
const dayOf = (days: number) => addDays(firstDay, days);
const unknownId = '00000000-0000-4000-8000-000000000000';

async function changeSettings(p: Programme, changes: Partial<ApplicationSettings>) {
  await p.ports.unitOfWork.run(({ repositories }) =>
    repositories.settings.save({ ...defaultApplicationSettings, ...changes }),
  );
}

/** A project paired now: the coach mailed in Turkish, the coachee in English. */
async function running(p: Programme) {
  const coach = await p.coachReady('Koç', { language: 'tr' });
  const coachee = await p.member('Danışan', { language: 'en' });
  const { project } = await p.pairUp({ coach, coachee });
  return { coach, coachee, projectId: project.id };
}

const log = (who: Member, projectId: string, heldOn: string, hours: number, note?: string) =>
  execute(logSession, who.ctx, { projectId, heldOn, hours, note });
const read = (who: Member, projectId: string) => execute(listProjectSessions, who.ctx, { projectId });
const confirm = (who: Member, projectSessionId: string) =>
  execute(confirmSession, who.ctx, { projectSessionId });
const dispute = (who: Member, projectSessionId: string, reason?: string) =>
  execute(disputeSession, who.ctx, { projectSessionId, reason });
const remove = (who: Member, projectSessionId: string) =>
  execute(removeSession, who.ctx, { projectSessionId });

/** The id of the session of a log held on `heldOn` (the only one that day in these tests). */
function idOn(sessionLog: ProjectSessionLog, heldOn: string): string {
  const session = sessionLog.items.find((item) => item.heldOn === heldOn);
  if (!session) throw new Error(`no session on ${heldOn}`);
  return session.id;
}

/** The project as the member's list shows it. */
async function projectOf(who: Member, projectId: string) {
  const project = (await execute(listMyProjects, who.ctx, {})).items.find((item) => item.id === projectId);
  if (!project) throw new Error('project not listed');
  return project;
}

describe('logging a session', () => {
  it('records a pending session that both partners read, each with what they may do', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(4);
    const written = await log(coach, projectId, dayOf(3), 1.5, '  Goals set  ');
    const session = {
      id: expect.any(String),
      projectId,
      heldOn: dayOf(3),
      hours: 1.5,
      state: 'pending',
      disputeReason: null,
      createdAt: p.clock.now().toISOString(),
      decidedAt: null,
    };
    const figures = {
      projectId,
      confirmedHours: 0,
      pendingHours: 1.5,
      lastSessionOn: dayOf(3),
      editable: true,
      earliestDay: firstDay,
      latestDay: dayOf(4),
    };
    expect(written).toEqual({
      ...figures,
      items: [
        { ...session, mine: true, note: 'Goals set', canConfirm: false, canDispute: false, canRemove: true },
      ],
    });
    expect(await read(coach, projectId)).toEqual(written);
    expect(await read(coachee, projectId)).toEqual({
      ...figures,
      items: [{ ...session, mine: false, note: null, canConfirm: true, canDispute: true, canRemove: false }],
    });
    // The project itself carries the figures, and the days since the last session.
    expect((await projectOf(coachee, projectId)).sessionLog).toEqual({
      confirmedHours: 0,
      pendingHours: 1.5,
      lastSessionOn: dayOf(3),
      daysWithoutSession: 1,
    });
  });

  it('lists the newest day first, whatever order the sessions were logged in', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(10);
    await log(coach, projectId, dayOf(7), 1);
    await log(coachee, projectId, dayOf(9), 1);
    const last = await log(coach, projectId, dayOf(1), 1);
    expect(last.items.map((item) => [item.heldOn, item.mine])).toEqual([
      [dayOf(9), false],
      [dayOf(7), true],
      [dayOf(1), true],
    ]);
    expect(last.lastSessionOn).toBe(dayOf(9));
  });

  it('takes a day from the project’s first day to today, on Istanbul’s calendar (4034 dateOutOfRange)', async () => {
    // 00:30 in Istanbul on 2 March, still 1 March in UTC.
    const p = await programme({ start: new Date('2026-03-01T21:30:00Z') });
    const { coach, projectId } = await running(p);
    const outOfRange = (latest: string) => ({
      code: 4034,
      data: {
        fields: { heldOn: { key: 'dateOutOfRange', params: { earliest: firstDay, latest } } },
      },
    });
    expect(await failure(log(coach, projectId, '2026-03-01', 1))).toMatchObject(outOfRange(firstDay));
    expect(await failure(log(coach, projectId, dayOf(1), 1))).toMatchObject(outOfRange(firstDay));
    expect((await log(coach, projectId, firstDay, 1)).items).toHaveLength(1);
    p.advanceDays(1);
    expect((await log(coach, projectId, dayOf(1), 1)).latestDay).toBe(dayOf(1));
    expect(await failure(log(coach, projectId, 'not-a-day', 1))).toMatchObject({
      code: 4034,
      data: { fields: { heldOn: { key: 'dateInvalid' } } },
    });
  });

  it('takes whole or half hours from 0.5 to 8 (4034 halfHourSteps)', async () => {
    const p = await programme({ start });
    const { coach, projectId } = await running(p);
    for (const hours of [8.5, 0.7, 0, -1, 1.25]) {
      expect(await failure(log(coach, projectId, firstDay, hours))).toMatchObject({
        code: 4034,
        data: { fields: { hours: { key: 'halfHourSteps' } } },
      });
    }
    await log(coach, projectId, firstDay, 0.5);
    const both = await log(coach, projectId, firstDay, 8);
    expect(both.items.map((item) => item.hours).sort()).toEqual([0.5, 8]);
    expect(both.pendingHours).toBe(8.5);
  });

  it('keeps the log within maxSessionsPerProject hours, leaving disputed sessions out (4067)', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    await changeSettings(p, { maxSessionsPerProject: 3 });
    p.advanceDays(2);
    await log(coach, projectId, dayOf(1), 2);
    const full = await log(coachee, projectId, dayOf(2), 1);
    expect(await failure(log(coach, projectId, dayOf(2), 0.5))).toMatchObject({
      code: 4067,
      data: { maximum: 3 },
    });
    // A disputed session no longer fills the log.
    await dispute(coachee, idOn(full, dayOf(1)), 'We did not meet that day');
    expect((await log(coach, projectId, dayOf(2), 2)).pendingHours).toBe(3);
    expect(await outcome(log(coach, projectId, dayOf(2), 0.5))).toBe('sessionLogFull');
  });

  it('answers anyone outside the project as if it did not exist (4002)', async () => {
    const p = await programme({ start });
    const { coach, projectId } = await running(p);
    const stranger = await p.member('Yabancı');
    const written = await log(coach, projectId, firstDay, 1);
    const sessionId = idOn(written, firstDay);
    expect(await outcome(read(stranger, projectId))).toBe('recordNotFound');
    expect(await outcome(log(stranger, projectId, firstDay, 1))).toBe('recordNotFound');
    expect(await outcome(confirm(stranger, sessionId))).toBe('recordNotFound');
    expect(await outcome(dispute(stranger, sessionId))).toBe('recordNotFound');
    expect(await outcome(remove(stranger, sessionId))).toBe('recordNotFound');
    expect(await outcome(read(coach, unknownId))).toBe('recordNotFound');
    expect(await outcome(log(coach, unknownId, firstDay, 1))).toBe('recordNotFound');
    expect(await outcome(confirm(coach, unknownId))).toBe('recordNotFound');
    expect(await outcome(remove(coach, unknownId))).toBe('recordNotFound');
    // Nothing of the stranger's attempts landed.
    expect((await read(coach, projectId)).items).toHaveLength(1);
  });

  it('is not open to administrators (4033)', async () => {
    const p = await programme({ start });
    const { projectId } = await running(p);
    expect(await outcome(execute(listProjectSessions, p.admin, { projectId }))).toBe('forbidden');
  });
});

describe('confirming and disputing', () => {
  it('lets the partner confirm: the hours count, for both partners and the project', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(1);
    const sessionId = idOn(await log(coachee, projectId, firstDay, 2.5), firstDay);
    p.advanceDays(1);
    const confirmed = await confirm(coach, sessionId);
    expect(confirmed).toMatchObject({ confirmedHours: 2.5, pendingHours: 0, lastSessionOn: firstDay });
    expect(confirmed.items).toEqual([
      expect.objectContaining({
        state: 'confirmed',
        mine: false,
        decidedAt: p.clock.now().toISOString(),
        canConfirm: false,
        canDispute: false,
        canRemove: false,
      }),
    ]);
    expect((await read(coachee, projectId)).items[0]).toMatchObject({ state: 'confirmed', canRemove: false });
    expect((await projectOf(coach, projectId)).sessionLog).toMatchObject({
      confirmedHours: 2.5,
      pendingHours: 0,
    });
  });

  it('is the partner’s: the one who logged a session neither confirms nor disputes it (4070)', async () => {
    const p = await programme({ start });
    const { coach, projectId } = await running(p);
    const sessionId = idOn(await log(coach, projectId, firstDay, 1), firstDay);
    expect(await failure(confirm(coach, sessionId))).toMatchObject({ code: 4070 });
    expect(await failure(dispute(coach, sessionId))).toMatchObject({ code: 4070 });
  });

  it('keeps a dispute’s reason for the one who logged it; a disputed session counts nowhere', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(3);
    await log(coach, projectId, dayOf(1), 1);
    const sessionId = idOn(await log(coach, projectId, dayOf(3), 2), dayOf(3));
    const disputed = await dispute(coachee, sessionId, '  We moved it to next week  ');
    expect(disputed).toMatchObject({ pendingHours: 1, confirmedHours: 0, lastSessionOn: dayOf(1) });
    expect((await read(coach, projectId)).items[0]).toMatchObject({
      heldOn: dayOf(3),
      state: 'disputed',
      disputeReason: 'We moved it to next week',
      canRemove: true,
    });
    expect((await projectOf(coach, projectId)).sessionLog).toMatchObject({
      pendingHours: 1,
      lastSessionOn: dayOf(1),
      daysWithoutSession: 2,
    });
  });

  it('decides a session once (4068), though the partner may still confirm what they disputed', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const sessionId = idOn(await log(coach, projectId, firstDay, 1), firstDay);
    await dispute(coachee, sessionId, 'Not sure');
    expect(await failure(dispute(coachee, sessionId))).toMatchObject({
      code: 4068,
      data: { state: 'disputed' },
    });
    const confirmed = await confirm(coachee, sessionId);
    expect(confirmed.items[0]).toMatchObject({ state: 'confirmed', disputeReason: null });
    expect(confirmed.confirmedHours).toBe(1);
    expect(await failure(confirm(coachee, sessionId))).toMatchObject({
      code: 4068,
      data: { state: 'confirmed' },
    });
    expect(await failure(dispute(coachee, sessionId))).toMatchObject({ code: 4068 });
  });

  it('lets only one of two decisions at once through', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const sessionId = idOn(await log(coach, projectId, firstDay, 1), firstDay);
    const outcomes = await Promise.all([
      outcome(dispute(coachee, sessionId)),
      outcome(dispute(coachee, sessionId)),
    ]);
    expect(outcomes.sort()).toEqual(['done', 'sessionAlreadyDecided']);
  });
});

describe('removing a session', () => {
  it('is for the one who logged it (4071), while it is not confirmed (4069)', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(3);
    const pendingId = idOn(await log(coach, projectId, dayOf(1), 1), dayOf(1));
    const disputedId = idOn(await log(coach, projectId, dayOf(2), 1), dayOf(2));
    const confirmedId = idOn(await log(coach, projectId, dayOf(3), 1), dayOf(3));
    await dispute(coachee, disputedId);
    await confirm(coachee, confirmedId);

    expect(await failure(remove(coachee, pendingId))).toMatchObject({ code: 4071 });
    expect(await failure(remove(coach, confirmedId))).toMatchObject({ code: 4069 });
    await remove(coach, pendingId);
    const left = await remove(coach, disputedId);
    expect(left.items.map((item) => [item.heldOn, item.state])).toEqual([[dayOf(3), 'confirmed']]);
    expect(left).toMatchObject({ confirmedHours: 1, pendingHours: 0 });
    expect(await outcome(remove(coach, pendingId))).toBe('recordNotFound');
  });
});

describe('the note', () => {
  it('is read by its writer only, in every answer the partner gets', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(2);
    const coachLog = await log(coach, projectId, dayOf(1), 1, 'Coachee seemed tired');
    const coacheeLog = await log(coachee, projectId, dayOf(2), 1, 'Try the values exercise');
    const coachSessionId = idOn(coachLog, dayOf(1));
    expect(coacheeLog.items.map((item) => [item.heldOn, item.note])).toEqual([
      [dayOf(2), 'Try the values exercise'],
      [dayOf(1), null],
    ]);
    const afterConfirm = await confirm(coachee, coachSessionId);
    expect(afterConfirm.items.map((item) => item.note)).toEqual(['Try the values exercise', null]);
    expect((await read(coach, projectId)).items.map((item) => item.note)).toEqual([
      null,
      'Coachee seemed tired',
    ]);
    // An empty note is no note.
    expect((await log(coach, projectId, dayOf(2), 1, '   ')).items[0]?.note).toBeNull();
  });
});

describe('a closed project', () => {
  it('keeps its log readable and frozen: every write answers 4050', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(3);
    const confirmedId = idOn(await log(coach, projectId, dayOf(1), 2), dayOf(1));
    await confirm(coachee, confirmedId);
    const pendingId = idOn(await log(coach, projectId, dayOf(3), 1), dayOf(3));
    const theirsId = idOn(await log(coachee, projectId, dayOf(2), 1), dayOf(2));
    const before = await read(coach, projectId);

    await execute(completeProjectAsCoachee, coachee.ctx, { projectId, sessionCount: 2 });
    const closed = { code: 4050, data: { state: 'completed_by_coachee' } };
    expect(await failure(log(coach, projectId, dayOf(3), 1))).toMatchObject(closed);
    expect(await failure(confirm(coachee, pendingId))).toMatchObject(closed);
    expect(await failure(dispute(coachee, pendingId))).toMatchObject(closed);
    expect(await failure(remove(coach, pendingId))).toMatchObject(closed);
    expect(await failure(confirm(coach, theirsId))).toMatchObject(closed);

    p.advanceDays(30);
    const after = await read(coach, projectId);
    expect(after.items.map(({ id, state, note }) => ({ id, state, note }))).toEqual(
      before.items.map(({ id, state, note }) => ({ id, state, note })),
    );
    expect(after).toMatchObject({ editable: false, confirmedHours: 2, pendingHours: 2 });
    for (const item of [...after.items, ...(await read(coachee, projectId)).items]) {
      expect(item).toMatchObject({ canConfirm: false, canDispute: false, canRemove: false });
    }
    expect((await projectOf(coachee, projectId)).sessionLog.daysWithoutSession).toBeNull();
  });
});

describe('closing against the log', () => {
  /** A pair with 2.5 confirmed hours and 1 pending, past closingRequestMinDays. */
  async function withLog(p: Programme) {
    const pair = await running(p);
    p.advanceDays(14);
    const { coach, coachee, projectId } = pair;
    await confirm(coachee, idOn(await log(coach, projectId, dayOf(1), 1.5), dayOf(1)));
    await confirm(coach, idOn(await log(coachee, projectId, dayOf(8), 1), dayOf(8)));
    await log(coach, projectId, dayOf(13), 1);
    return pair;
  }

  it('asks the coachee to confirm a count above the confirmed hours (4066), then takes it', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await withLog(p);
    expect((await projectOf(coachee, projectId)).sessionLog.confirmedHours).toBe(2.5);
    const complete = (sessionCount: number, confirmAboveLog?: boolean) =>
      execute(completeProjectAsCoachee, coachee.ctx, { projectId, sessionCount, confirmAboveLog });
    expect(await failure(complete(3))).toMatchObject({
      code: 4066,
      data: { sessionCount: 3, loggedHours: 2.5 },
    });
    expect(await failure(complete(3, false))).toMatchObject({ code: 4066 });
    // Refused: nothing moved.
    expect(await p.score(coachee)).toBe(0);
    const done = await complete(3, true);
    expect(done).toMatchObject({ state: 'completed_by_coachee', sessionCount: 3, myPoints: 3 });
    expect(await p.score(coach)).toBe(10 - 3);
  });

  it('takes a count up to the confirmed hours as it is (2.5 hours logged, a count of 2)', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await withLog(p);
    const send = (sessionCount: number) =>
      execute(sendClosingRequest, coach.ctx, { projectId, sessionCount });
    expect(await failure(send(3))).toMatchObject({ code: 4066, data: { sessionCount: 3, loggedHours: 2.5 } });
    const sent = await send(2);
    expect(sent.closingRequest).toMatchObject({ sessionCount: 2, state: 'waiting' });
    expect(sent.sessionLog).toMatchObject({ confirmedHours: 2.5, pendingHours: 1 });
    // The coachee's own completion is held to the log too.
    expect(
      await outcome(execute(completeProjectAsCoachee, coachee.ctx, { projectId, sessionCount: 3 })),
    ).toBe('sessionCountAboveLog');
  });
});

describe('the reminder job', () => {
  const remind = (p: Programme) => execute(sendSessionReminders, p.system, {});

  it('mails both partners, each in their language, once 14 days pass without a session; once', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(13);
    expect(await remind(p)).toEqual({ sent: 0 });
    p.advanceDays(1);
    expect((await projectOf(coach, projectId)).sessionLog.daysWithoutSession).toBe(14);
    expect(await remind(p)).toEqual({ sent: 2 });
    const reminder = { projectId, days: 14, lastSessionOn: null };
    expect(await p.mailsOf('sessionReminder')).toEqual([
      {
        to: coach.email,
        language: 'tr',
        data: { name: 'Koç Üye', partnerName: 'Danışan Üye', role: 'coach', ...reminder },
      },
      {
        to: coachee.email,
        language: 'en',
        data: { name: 'Danışan Üye', partnerName: 'Koç Üye', role: 'coachee', ...reminder },
      },
    ]);
    // A second run the same day, and the days after, send nothing: this gap was reminded of.
    expect(await remind(p)).toEqual({ sent: 0 });
    p.advanceDays(5);
    expect(await remind(p)).toEqual({ sent: 0 });
    expect(await p.mailsOf('sessionReminder')).toHaveLength(2);
  });

  it('sends once of two runs at once', async () => {
    const p = await programme({ start });
    await running(p);
    p.advanceDays(20);
    const runs = await Promise.all([remind(p), remind(p)]);
    expect(runs.map((run) => run.sent).sort()).toEqual([0, 2]);
    expect((await p.mailsOf('sessionReminder'))[0]?.data.days).toBe(20);
  });

  it('reminds again 14 days after a new session, counting from its day', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(14);
    expect(await remind(p)).toEqual({ sent: 2 });
    p.advanceDays(1);
    await log(coachee, projectId, dayOf(15), 1);
    p.advanceDays(13);
    expect(await remind(p)).toEqual({ sent: 0 });
    p.advanceDays(1);
    expect(await remind(p)).toEqual({ sent: 2 });
    expect(await remind(p)).toEqual({ sent: 0 });
    const mails = await p.mailsOf('sessionReminder');
    expect(mails.slice(2)).toEqual([
      expect.objectContaining({
        to: coach.email,
        data: expect.objectContaining({ days: 14, lastSessionOn: dayOf(15) }),
      }),
      expect.objectContaining({
        to: coachee.email,
        data: expect.objectContaining({ days: 14, lastSessionOn: dayOf(15) }),
      }),
    ]);
  });

  it('does not count a disputed session as the end of a gap', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(10);
    const sessionId = idOn(await log(coach, projectId, dayOf(10), 1), dayOf(10));
    await dispute(coachee, sessionId);
    p.advanceDays(4);
    expect(await remind(p)).toEqual({ sent: 2 });
    expect((await p.mailsOf('sessionReminder')).map((mail) => mail.data.lastSessionOn)).toEqual([null, null]);
  });

  it('leaves closed projects alone', async () => {
    const p = await programme({ start });
    const { coachee, projectId } = await running(p);
    p.advanceDays(2);
    await execute(completeProjectAsCoachee, coachee.ctx, {
      projectId,
      sessionCount: 1,
      confirmAboveLog: true,
    });
    p.advanceDays(30);
    expect(await remind(p)).toEqual({ sent: 0 });
  });
});
