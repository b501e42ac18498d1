import {
  type ApplicationSettings,
  abortProjectByAdministrator,
  cancelProjectRequest,
  completeProjectAsCoachee,
  confirmClosingRequest,
  defaultApplicationSettings,
  endOverdueProjects,
  execute,
  expireClosingRequests,
  getClosingRequest,
  getMemberDashboard,
  listMyOpenProjects,
  listMyProjectRequests,
  listMyProjects,
  listProjects,
  type MyProjectView,
  sendClosingRequest,
  sendDeadlineWarnings,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { failure, type Member, outcome, type Programme, programme } from './projects-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');
const dayMs = 86_400_000;
const at = (days: number) => new Date(start.getTime() + days * dayMs).toISOString();

async function changeSettings(p: Programme, changes: Partial<ApplicationSettings>) {
  await p.ports.unitOfWork.run(({ repositories }) =>
    repositories.settings.save({ ...defaultApplicationSettings, ...changes }),
  );
}

async function setAccess(
  p: Programme,
  who: Member,
  access: { status: 'active' | 'passive'; isLocked: boolean },
) {
  await p.ports.unitOfWork.run(({ repositories }) => repositories.accounts.setAccess(who.id, access));
}

describe('asking to be coached', () => {
  it('stores an open request in the languages asked, listed among the member’s requests', async () => {
    const p = await programme({ start });
    const ayse = await p.member('Ayşe', { packageLevel: 'coachee', proof: 'none' });
    const request = await p.requestCoachee(ayse, ['en', 'tr']);
    expect(request).toMatchObject({
      role: 'coachee',
      languages: ['en', 'tr'],
      state: 'open',
      createdAt: start.toISOString(),
      closedAt: null,
      projectId: null,
      lastSkip: null,
    });
    expect(await execute(listMyProjectRequests, ayse.ctx, {})).toEqual({ items: [request] });
  });

  it('is refused to a passive (4031) or locked (4032) account', async () => {
    const p = await programme({ start });
    const ayse = await p.member('Ayşe');
    await setAccess(p, ayse, { status: 'passive', isLocked: false });
    expect(await outcome(p.requestCoachee(ayse))).toBe('accountPassive');
    await setAccess(p, ayse, { status: 'active', isLocked: true });
    expect(await outcome(p.requestCoachee(ayse))).toBe('accountLocked');
  });

  it('is refused when the membership has ended (4029), with the end date', async () => {
    const p = await programme({ start });
    const ended = await p.member('Ayşe', { membershipDays: -1 });
    expect(await failure(p.requestCoachee(ended))).toMatchObject({
      code: 4029,
      data: { subscriptionEndDate: at(-1) },
    });
    const never = await p.member('Bora', { membershipDays: null });
    expect(await failure(p.requestCoachee(never))).toMatchObject({
      code: 4029,
      data: { subscriptionEndDate: null },
    });
  });

  it('is refused while another coachee request is open (4036), not after it was cancelled', async () => {
    const p = await programme({ start });
    const ayse = await p.member('Ayşe');
    const first = await p.requestCoachee(ayse);
    expect(await failure(p.requestCoachee(ayse))).toMatchObject({ code: 4036 });
    // Two at once: the unique index lets one through.
    await execute(cancelProjectRequest, ayse.ctx, { projectRequestId: first.id });
    const both = await Promise.all([outcome(p.requestCoachee(ayse)), outcome(p.requestCoachee(ayse))]);
    expect(both.sort()).toEqual(['done', 'openCoacheeRequestExists']);
  });

  it('is refused when open coachee projects reach maxCoacheeProjects (4028), naming the limit', async () => {
    const p = await programme({ start });
    const ayse = await p.member('Ayşe');
    await p.pairUp({ coachee: ayse });
    await p.pairUp({ coachee: ayse });
    expect(await failure(p.requestCoachee(ayse))).toMatchObject({ code: 4028, data: { limit: 2 } });
    await changeSettings(p, { maxCoacheeProjects: 3 });
    expect((await p.requestCoachee(ayse)).state).toBe('open');
  });

  it('takes only languages the member speaks', async () => {
    const p = await programme({ start });
    const ayse = await p.member('Ayşe', { languages: ['tr'] });
    expect(await failure(p.requestCoachee(ayse, ['en']))).toMatchObject({
      code: 4034,
      data: { fields: { languages: { key: 'invalidChoice' } } },
    });
    expect(await failure(p.requestCoachee(ayse, []))).toMatchObject({ code: 4034 });
  });

  it('is not open to administrators (4033)', async () => {
    const p = await programme({ start });
    expect(await outcome(execute(listMyProjectRequests, p.admin, {}))).toBe('forbidden');
  });
});

describe('asking to coach', () => {
  it('is allowed to a member with a coach-level package, an approved proof, a coachee request and points', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    p.advanceDays(1);
    expect(await p.requestCoach(koc, ['tr', 'en'])).toMatchObject({ role: 'coach', state: 'open' });
    const requests = await execute(listMyProjectRequests, koc.ctx, {});
    expect(requests.items.map((request) => [request.role, request.state])).toEqual([
      ['coach', 'open'],
      ['coachee', 'cancelled'],
    ]);
  });

  it('answers every rule with its code and data, in the order of docs/product-rules.md §6', async () => {
    const p = await programme({ start });
    const refusalOf = async (who: Member) => {
      const error = await failure(p.requestCoach(who));
      return { code: error.code, data: error.data };
    };
    // Membership before package before proof.
    expect(
      await refusalOf(await p.member('A', { membershipDays: -3, packageLevel: 'coachee', proof: 'none' })),
    ).toEqual({ code: 4029, data: { subscriptionEndDate: at(-3) } });
    expect(await refusalOf(await p.member('B', { packageLevel: 'coachee', proof: 'none' }))).toEqual({
      code: 4025,
      data: undefined,
    });
    expect((await refusalOf(await p.member('C', { packageLevel: 'none' }))).code).toBe(4025);
    expect((await refusalOf(await p.member('D', { proof: 'none' }))).code).toBe(4014);
    expect((await refusalOf(await p.member('E', { proof: 'pending' }))).code).toBe(4013);
    expect((await refusalOf(await p.member('F', { proof: 'rejected' }))).code).toBe(4026);
    // Every proof rule holds, but never asked to be coached.
    expect((await refusalOf(await p.member('G', { score: 5 }))).code).toBe(4016);
    // Asked to be coached, no points.
    const noPoints = await p.member('H');
    await p.requestCoachee(noPoints);
    expect(await refusalOf(noPoints)).toEqual({ code: 4015, data: { score: 0 } });
  });

  it('tells how many points are missing below minScoreToCoach (4027)', async () => {
    const p = await programme({ start });
    await changeSettings(p, { minScoreToCoach: 5 });
    const koc = await p.coachReady('Koç', { score: 2 });
    expect(await failure(p.requestCoach(koc))).toMatchObject({ code: 4027, data: { points: 5, missing: 3 } });
    expect((await failure(p.requestCoach(koc))).message).toContain('4027');
  });

  it('is refused while another coach request is open (4037) and at maxCoachProjects (4017)', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    await p.requestCoach(koc);
    expect(await failure(p.requestCoach(koc))).toMatchObject({ code: 4037 });

    const busy = await p.coachReady('Meşgul', { score: 50 });
    await p.pairUp({ coach: busy });
    await p.pairUp({ coach: busy });
    expect(await failure(p.requestCoach(busy))).toMatchObject({ code: 4017, data: { limit: 2 } });
  });

  it('is refused to a passive or locked account before anything else', async () => {
    const p = await programme({ start });
    const koc = await p.member('Koç', { membershipDays: -1 });
    await setAccess(p, koc, { status: 'passive', isLocked: true });
    expect(await outcome(p.requestCoach(koc))).toBe('accountPassive');
  });
});

describe('cancelling a request', () => {
  it('closes the member’s own open request once (4052 after), and hides others’ (4002)', async () => {
    const p = await programme({ start });
    const ayse = await p.member('Ayşe');
    const bora = await p.member('Bora');
    const request = await p.requestCoachee(ayse);
    expect(await outcome(execute(cancelProjectRequest, bora.ctx, { projectRequestId: request.id }))).toBe(
      'recordNotFound',
    );
    p.advanceDays(1);
    const cancelled = await execute(cancelProjectRequest, ayse.ctx, { projectRequestId: request.id });
    expect(cancelled).toMatchObject({ state: 'cancelled', closedAt: at(1) });
    expect(
      await failure(execute(cancelProjectRequest, ayse.ctx, { projectRequestId: request.id })),
    ).toMatchObject({
      code: 4052,
      data: { state: 'cancelled' },
    });
  });

  it('cannot cancel a matched request', async () => {
    const p = await programme({ start });
    const { coachee, coacheeRequest } = await p.pairUp();
    expect(
      await failure(execute(cancelProjectRequest, coachee.ctx, { projectRequestId: coacheeRequest.id })),
    ).toMatchObject({ code: 4052, data: { state: 'matched' } });
  });
});

/** A project paired at the start, with its two members. */
async function running(p: Programme, languages: { coach?: 'tr' | 'en'; coachee?: 'tr' | 'en' } = {}) {
  const coach = await p.coachReady('Koç', { language: languages.coach ?? 'tr' });
  const coachee = await p.member('Danışan', { language: languages.coachee ?? 'en' });
  const { project } = await p.pairUp({ coach, coachee });
  return { coach, coachee, projectId: project.id };
}

/*
 * These pairs keep no session log: every count is above its confirmed hours, so the closing
 * actions confirm it (session-log.test.ts checks the 4066 that asks for that).
 */
const complete = (who: Member, projectId: string, sessionCount: number) =>
  execute(completeProjectAsCoachee, who.ctx, { projectId, sessionCount, confirmAboveLog: true });
const sendClosing = (who: Member, projectId: string, sessionCount: number) =>
  execute(sendClosingRequest, who.ctx, { projectId, sessionCount, confirmAboveLog: true });
const confirm = (who: Member, projectCompletionRequestId: string) =>
  execute(confirmClosingRequest, who.ctx, { projectCompletionRequestId });

describe('the coachee completes the project', () => {
  it('scores coachee +n and coach −n, and mails both in their languages', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(3);
    const done = await complete(coachee, projectId, 6);
    expect(done).toMatchObject({
      id: projectId,
      state: 'completed_by_coachee',
      closedAt: at(3),
      sessionCount: 6,
      myRole: 'coachee',
      myPoints: 6,
      points: { coach: -6, coachee: 6 },
      partner: { accountId: coach.id },
    });
    expect(await p.score(coachee)).toBe(6);
    expect(await p.score(coach)).toBe(10 - 6);
    expect(await p.mailsOf('projectCompleted')).toEqual([
      {
        to: coach.email,
        language: 'tr',
        data: expect.objectContaining({
          role: 'coach',
          state: 'completed_by_coachee',
          sessionCount: 6,
          points: -6,
        }),
      },
      {
        to: coachee.email,
        language: 'en',
        data: expect.objectContaining({
          role: 'coachee',
          state: 'completed_by_coachee',
          sessionCount: 6,
          points: 6,
        }),
      },
    ]);
    const ledger = await p.ledgerOf(coachee);
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: 6,
        reason: 'coachee_sessions',
        projectId,
        actorAccountId: coachee.id,
      }),
    ]);
  });

  it('is the coachee’s only (4051); others do not learn the project exists (4002)', async () => {
    const p = await programme({ start });
    const { coach, projectId } = await running(p);
    const stranger = await p.member('Yabancı');
    expect(await outcome(complete(coach, projectId, 3))).toBe('onlyCoachee');
    expect(await outcome(complete(stranger, projectId, 3))).toBe('recordNotFound');
    expect(await outcome(complete(stranger, '00000000-0000-4000-8000-000000000000', 3))).toBe(
      'recordNotFound',
    );
  });

  it('takes 1 to maxSessionsPerProject sessions (4058 above, with the maximum)', async () => {
    const p = await programme({ start });
    const { coachee, projectId } = await running(p);
    expect(await failure(complete(coachee, projectId, 31))).toMatchObject({
      code: 4058,
      data: { maximum: 30 },
    });
    await changeSettings(p, { maxSessionsPerProject: 10 });
    expect(await failure(complete(coachee, projectId, 11))).toMatchObject({
      code: 4058,
      data: { maximum: 10 },
    });
    expect(await failure(complete(coachee, projectId, 0))).toMatchObject({ code: 4034 });
    expect((await complete(coachee, projectId, 10)).sessionCount).toBe(10);
  });

  it('wins once: a second completion is told the project closed (4050) and scores nothing', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    await complete(coachee, projectId, 5);
    expect(await failure(complete(coachee, projectId, 9))).toMatchObject({
      code: 4050,
      data: { state: 'completed_by_coachee' },
    });
    expect(await p.score(coachee)).toBe(5);
    expect(await p.score(coach)).toBe(5);
  });

  it('scores exactly once of 50 completions at once', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => outcome(complete(coachee, projectId, 1 + (i % 30)))),
    );
    expect(outcomes.filter((o) => o === 'done')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'projectNotOpen')).toHaveLength(49);
    expect(await p.ledgerOf(coachee)).toHaveLength(1);
    expect((await p.score(coachee)) + (await p.score(coach))).toBe(10);
  });

  it('supersedes a waiting closing request with the coachee’s own count', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(14);
    await sendClosing(coach, projectId, 7);
    const done = await complete(coachee, projectId, 9);
    expect(done.closingRequest?.state).toBe('superseded');
    expect(done.points).toEqual({ coach: -9, coachee: 9 });
    const request = done.closingRequest;
    expect(await failure(confirm(coachee, request?.id ?? ''))).toMatchObject({
      code: 4050,
      data: { state: 'completed_by_coachee' },
    });
  });
});

describe('the coach’s closing request', () => {
  it('is refused before closingRequestMinDays (4023), then sent: the coachee gets a confirm link', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(13.9);
    expect(await failure(sendClosing(coach, projectId, 7))).toMatchObject({
      code: 4023,
      data: { days: 14, availableAt: at(14) },
    });
    p.advanceDays(0.1);
    const sent = await sendClosing(coach, projectId, 7);
    expect(sent).toMatchObject({
      state: 'open',
      myRole: 'coach',
      closingRequest: { sessionCount: 7, state: 'waiting', createdAt: at(14), confirmBy: at(19) },
    });
    // No points move yet.
    expect(await p.score(coach)).toBe(10);
    expect(await p.score(coachee)).toBe(0);
    expect(await p.mailsOf('closingRequestSent')).toEqual([
      {
        to: coachee.email,
        language: 'en',
        data: {
          name: 'Danışan Üye',
          coachName: 'Koç Üye',
          sessionCount: 7,
          confirmBy: at(19),
          projectCompletionRequestId: sent.closingRequest?.id,
        },
      },
    ]);
  });

  it('is sent once (4024), by the coach only (4060)', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(20);
    expect(await outcome(sendClosing(coachee, projectId, 7))).toBe('onlyCoach');
    await sendClosing(coach, projectId, 7);
    expect(await failure(sendClosing(coach, projectId, 8))).toMatchObject({ code: 4024 });
    expect(await failure(sendClosing(coach, projectId, 31))).toMatchObject({ code: 4024 });
  });

  it('shows on the confirm page to the two partners only', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    const stranger = await p.member('Yabancı');
    p.advanceDays(14);
    const sent = await sendClosing(coach, projectId, 7);
    const id = sent.closingRequest?.id ?? '';
    const page = await execute(getClosingRequest, coachee.ctx, { projectCompletionRequestId: id });
    expect(page.closingRequest).toEqual(sent.closingRequest);
    expect(page.project).toMatchObject({
      id: projectId,
      myRole: 'coachee',
      partner: { fullName: 'Koç Üye' },
    });
    expect(
      (await execute(getClosingRequest, coach.ctx, { projectCompletionRequestId: id })).project.myRole,
    ).toBe('coach');
    expect(await outcome(execute(getClosingRequest, stranger.ctx, { projectCompletionRequestId: id }))).toBe(
      'recordNotFound',
    );
  });
});

describe('the coachee confirms', () => {
  async function withClosingRequest(p: Programme) {
    const project = await running(p);
    p.advanceDays(14);
    const sent = await sendClosing(project.coach, project.projectId, 7);
    return { ...project, closingRequestId: sent.closingRequest?.id ?? '' };
  }

  it('scores the coach’s count within the window: +7 / −7, completed_confirmed, both mailed', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId, closingRequestId } = await withClosingRequest(p);
    p.advanceDays(4.9);
    const done = await confirm(coachee, closingRequestId);
    expect(done).toMatchObject({
      id: projectId,
      state: 'completed_confirmed',
      sessionCount: 7,
      closingRequest: { state: 'confirmed' },
      myPoints: 7,
    });
    expect(await p.score(coachee)).toBe(7);
    expect(await p.score(coach)).toBe(3);
    expect((await p.mailsOf('projectCompleted')).map((mail) => [mail.to, mail.data.points])).toEqual([
      [coach.email, -7],
      [coachee.email, 7],
    ]);
    expect(await failure(confirm(coachee, closingRequestId))).toMatchObject({
      code: 4050,
      data: { state: 'completed_confirmed' },
    });
  });

  it('is the coachee’s (4051); a stranger does not see it (4002)', async () => {
    const p = await programme({ start });
    const { coach, closingRequestId } = await withClosingRequest(p);
    const stranger = await p.member('Yabancı');
    expect(await outcome(confirm(coach, closingRequestId))).toBe('onlyCoachee');
    expect(await outcome(confirm(stranger, closingRequestId))).toBe('recordNotFound');
  });

  it('is too late after the window (4053), before and after the job completes the project by the system', async () => {
    const p = await programme({ start });
    const { coach, coachee, closingRequestId } = await withClosingRequest(p);
    p.advanceDays(5);
    expect(await failure(confirm(coachee, closingRequestId))).toMatchObject({
      code: 4053,
      data: { confirmBy: at(19), state: 'open' },
    });
    expect(await execute(expireClosingRequests, p.system, {})).toEqual({ completed: 1 });
    expect(await execute(expireClosingRequests, p.system, {})).toEqual({ completed: 0 });
    expect(await failure(confirm(coachee, closingRequestId))).toMatchObject({
      code: 4053,
      data: { state: 'completed_by_system' },
    });
    // The coach −n; the coachee, who did not confirm, nothing.
    expect(await p.score(coach)).toBe(3);
    expect(await p.score(coachee)).toBe(0);
    const [project] = (await execute(listMyProjects, coachee.ctx, {})).items;
    expect(project).toMatchObject({
      state: 'completed_by_system',
      sessionCount: 7,
      closingRequest: { state: 'expired' },
      points: { coach: -7, coachee: 0 },
    });
    expect((await p.mailsOf('projectCompleted')).map((mail) => [mail.data.state, mail.data.points])).toEqual([
      ['completed_by_system', -7],
      ['completed_by_system', 0],
    ]);
  });

  it('never scores twice at the window’s end: from then on only the job may act', async () => {
    const p = await programme({ start });
    const { coach, coachee, closingRequestId } = await withClosingRequest(p);
    p.advanceDays(5);
    const [confirmed, expired] = await Promise.all([
      outcome(confirm(coachee, closingRequestId)),
      execute(expireClosingRequests, p.system, {}),
    ]);
    expect(confirmed).toBe('confirmationWindowClosed');
    expect(expired.completed).toBe(1);
    expect((await p.score(coach)) + (await p.score(coachee))).toBe(3);
  });
});

describe('the deadline passes', () => {
  it('ends a project nobody closed after 105 days: −7 each, aborted_by_system, both mailed; once', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(104.9);
    expect(await execute(endOverdueProjects, p.system, {})).toEqual({ ended: 0 });
    p.advanceDays(0.1);
    expect(await execute(endOverdueProjects, p.system, {})).toEqual({ ended: 1 });
    expect(await execute(endOverdueProjects, p.system, {})).toEqual({ ended: 0 });
    expect(await p.score(coach)).toBe(3);
    expect(await p.score(coachee)).toBe(-7);
    const ledger = await p.ledgerOf(coachee);
    expect(ledger).toEqual([
      expect.objectContaining({ delta: -7, reason: 'unclosed_penalty', projectId, actorAccountId: null }),
    ]);
    expect(await p.mailsOf('projectEndedBySystem')).toEqual([
      {
        to: coach.email,
        language: 'tr',
        data: {
          name: 'Koç Üye',
          partnerName: 'Danışan Üye',
          role: 'coach',
          penaltyPoints: 7,
          startedAt: at(0),
        },
      },
      {
        to: coachee.email,
        language: 'en',
        data: {
          name: 'Danışan Üye',
          partnerName: 'Koç Üye',
          role: 'coachee',
          penaltyPoints: 7,
          startedAt: at(0),
        },
      },
    ]);
    expect(await outcome(complete(coachee, projectId, 3))).toBe('projectNotOpen');
  });

  it('keeps the deadline fixed at the start, whatever the setting says later', async () => {
    const p = await programme({ start });
    const { projectId } = await running(p);
    await changeSettings(p, { projectClosingDays: 30, closingRequestMinDays: 14 });
    p.advanceDays(31);
    expect(await execute(endOverdueProjects, p.system, {})).toEqual({ ended: 0 });
    const [project] = (await execute(listProjects, p.admin, { state: 'open' })).items;
    expect(project).toMatchObject({ id: projectId, deadlineAt: at(105) });
  });

  it('leaves a project whose closing request is waiting to the confirmation window', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(103);
    await sendClosing(coach, projectId, 7);
    p.advanceDays(3);
    expect(await execute(endOverdueProjects, p.system, {})).toEqual({ ended: 0 });
    p.advanceDays(2);
    expect(await execute(expireClosingRequests, p.system, {})).toEqual({ completed: 1 });
    expect(await execute(endOverdueProjects, p.system, {})).toEqual({ ended: 0 });
    expect(await p.score(coach)).toBe(3);
    expect(await p.score(coachee)).toBe(0);
  });

  it('ends many overdue projects in one run, each on its own', async () => {
    const p = await programme({ start });
    const pairs = [];
    for (let i = 0; i < 5; i++) pairs.push(await running(p));
    p.advanceDays(200);
    expect(await execute(endOverdueProjects, p.system, {})).toEqual({ ended: 5 });
    expect(await p.ports.repositories.ledger.findBalanceMismatches()).toEqual([]);
  });
});

describe('an administrator aborts a project', () => {
  it('closes it with the reason, moves no points, supersedes the closing request, mails both, and audits', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(15);
    await sendClosing(coach, projectId, 7);
    const aborted = await execute(abortProjectByAdministrator, p.admin, {
      projectId,
      reason: 'Coach moved abroad',
    });
    expect(aborted).toMatchObject({
      state: 'aborted_by_administrator',
      abortReason: 'Coach moved abroad',
      closedAt: at(15),
      points: { coach: 0, coachee: 0 },
      closingRequest: { state: 'superseded' },
    });
    expect(await p.score(coach)).toBe(10);
    expect((await p.mailsOf('projectAborted')).map((mail) => [mail.to, mail.data.reason])).toEqual([
      [coach.email, 'Coach moved abroad'],
      [coachee.email, 'Coach moved abroad'],
    ]);
    const { items } = await p.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 50 });
    expect(items.find((entry) => entry.action === 'projects.abort')).toMatchObject({ entityId: projectId });
    expect(
      await failure(execute(abortProjectByAdministrator, p.admin, { projectId, reason: 'Again, please' })),
    ).toMatchObject({ code: 4050, data: { state: 'aborted_by_administrator' } });
    expect(await failure(complete(coachee, projectId, 2))).toMatchObject({
      code: 4050,
      data: { state: 'aborted_by_administrator' },
    });
  });

  it('is for administrators only', async () => {
    const p = await programme({ start });
    const { coachee, projectId } = await running(p);
    expect(
      await outcome(execute(abortProjectByAdministrator, coachee.ctx, { projectId, reason: 'Bored now' })),
    ).toBe('forbidden');
    expect(
      await outcome(
        execute(abortProjectByAdministrator, p.admin, {
          projectId: '00000000-0000-4000-8000-000000000000',
          reason: 'No such',
        }),
      ),
    ).toBe('recordNotFound');
  });
});

describe('deadline warnings', () => {
  it('warn both partners 7 days and 1 day before the end, once each', async () => {
    const p = await programme({ start });
    const { coach, coachee } = await running(p);
    p.advanceDays(97);
    expect(await execute(sendDeadlineWarnings, p.system, {})).toEqual({ sent: 0 });
    p.advanceDays(1);
    expect(await execute(sendDeadlineWarnings, p.system, {})).toEqual({ sent: 2 });
    expect(await execute(sendDeadlineWarnings, p.system, {})).toEqual({ sent: 0 });
    p.advanceDays(6);
    expect(await execute(sendDeadlineWarnings, p.system, {})).toEqual({ sent: 2 });
    expect(
      (await p.mailsOf('projectDeadlineWarning')).map((mail) => [
        mail.to,
        mail.language,
        mail.data.kind,
        mail.data.dueAt,
      ]),
    ).toEqual([
      [coach.email, 'tr', 'deadline_in_7_days', at(105)],
      [coachee.email, 'en', 'deadline_in_7_days', at(105)],
      [coach.email, 'tr', 'deadline_in_1_day', at(105)],
      [coachee.email, 'en', 'deadline_in_1_day', at(105)],
    ]);
  });

  it('sends only the 1-day warning when found late, and none for closed projects', async () => {
    const p = await programme({ start });
    await running(p);
    const closed = await running(p);
    await complete(closed.coachee, closed.projectId, 3);
    p.advanceDays(104.5);
    expect(await execute(sendDeadlineWarnings, p.system, {})).toEqual({ sent: 2 });
    expect((await p.mailsOf('projectDeadlineWarning')).map((mail) => mail.data.kind)).toEqual([
      'deadline_in_1_day',
      'deadline_in_1_day',
    ]);
  });

  it('warns the coachee 1 day before the confirmation window closes, with the confirm link', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(20);
    const sent = await sendClosing(coach, projectId, 7);
    p.advanceDays(3.9);
    expect(await execute(sendDeadlineWarnings, p.system, {})).toEqual({ sent: 0 });
    p.advanceDays(0.2);
    expect(await execute(sendDeadlineWarnings, p.system, {})).toEqual({ sent: 1 });
    expect(await p.mailsOf('projectDeadlineWarning')).toEqual([
      {
        to: coachee.email,
        language: 'en',
        data: {
          name: 'Danışan Üye',
          partnerName: 'Koç Üye',
          role: 'coachee',
          kind: 'confirmation_in_1_day',
          dueAt: at(25),
          projectCompletionRequestId: sent.closingRequest?.id,
        },
      },
    ]);
  });
});

describe('lists and the dashboard', () => {
  it('show each member their projects with role, partner and points; open ones apart', async () => {
    const p = await programme({ start });
    const { coach, coachee, projectId } = await running(p);
    p.advanceDays(1);
    const second = await p.pairUp({ coachee });
    await complete(coachee, projectId, 4);
    const mine = await execute(listMyProjects, coachee.ctx, {});
    expect(
      mine.items.map((project: MyProjectView) => [
        project.id,
        project.state,
        project.myRole,
        project.myPoints,
      ]),
    ).toEqual([
      [second.project.id, 'open', 'coachee', 0],
      [projectId, 'completed_by_coachee', 'coachee', 4],
    ]);
    expect((await execute(listMyOpenProjects, coachee.ctx, {})).items.map((project) => project.id)).toEqual([
      second.project.id,
    ]);
    const coachView = (await execute(listMyProjects, coach.ctx, {})).items[0];
    expect(coachView).toMatchObject({
      myRole: 'coach',
      myPoints: -4,
      // The coachee keeps the e-mail from coaches (the default): the coach does not see it (ADR 0033).
      partner: { accountId: coachee.id, fullName: 'Danışan Üye', email: null },
      coach: { accountId: coach.id },
      language: 'tr',
      startedAt: at(0),
      deadlineAt: at(105),
      matchedByAccountId: expect.any(String),
    });

    const dashboard = await execute(getMemberDashboard, coachee.ctx, {});
    expect(dashboard.projects).toEqual({
      openAsCoach: 0,
      totalAsCoach: 0,
      openAsCoachee: 1,
      totalAsCoachee: 2,
    });
    expect(dashboard.activeProjectCount).toBe(1);
    expect(dashboard.totalProjectCount).toBe(2);
  });

  it('let administrators list every project, filtered by state and member', async () => {
    const p = await programme({ start });
    const first = await running(p);
    p.advanceDays(1);
    const second = await running(p);
    await complete(second.coachee, second.projectId, 2);
    const all = await execute(listProjects, p.admin, {});
    expect(all.total).toBe(2);
    expect(all.items.map((project) => project.id)).toEqual([second.projectId, first.projectId]);
    const open = await execute(listProjects, p.admin, { state: 'open' });
    expect(open.items.map((project) => project.id)).toEqual([first.projectId]);
    const ofMember = await execute(listProjects, p.admin, { accountId: second.coach.id });
    expect(ofMember.items.map((project) => project.id)).toEqual([second.projectId]);
    expect(await outcome(execute(listProjects, first.coach.ctx, {}))).toBe('forbidden');
  });
});
