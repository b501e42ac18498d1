import {
  abortProjectByAdministrator,
  adjustPoints,
  completeProjectAsCoachee,
  defaultApplicationSettings,
  execute,
  listMyProjectRequests,
  listMyProjects,
  listPendingAssignments,
  type MatchingRunResult,
  type MatchingSnapshot,
  matchManually,
  type ProgressUpdate,
  planMatchingRun,
  previewMatching,
  previewMatchingPage,
  runMatching,
  type UnitOfWork,
  type UseCaseContext,
  updateApplicationSettings,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { failure, type Member, outcome, type Programme, programme } from './projects-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');
const dayMs = 86_400_000;
const at = (days: number) => new Date(start.getTime() + days * dayMs).toISOString();

/** The pairs of a run as [coach name, coachee name, language], in the run's order. */
function pairsOf(result: MatchingRunResult, members: Member[]) {
  const nameOf = (id: string) => members.find((member) => member.id === id)?.account.name ?? id;
  return result.pairs.map((pair) => [
    nameOf(pair.coachAccountId),
    nameOf(pair.coacheeAccountId),
    pair.language,
  ]);
}

async function openRequestCount(p: Programme) {
  return (await p.ports.repositories.projectRequests.listOpen()).length;
}

describe('a matching run', () => {
  it('previews the pairs without writing, then writes them: projects, matched requests and mails', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç', { language: 'en' });
    const ayse = await p.member('Ayşe');
    const coachRequest = await p.requestCoach(koc, ['tr', 'en']);
    p.advanceDays(1);
    const coacheeRequest = await p.requestCoachee(ayse, ['tr', 'en']);
    p.advanceDays(1);

    const preview = await execute(previewMatching, p.admin, {});
    expect(preview).toMatchObject({
      pairs: [
        {
          coachRequestId: coachRequest.id,
          coacheeRequestId: coacheeRequest.id,
          coachAccountId: koc.id,
          coacheeAccountId: ayse.id,
          language: 'tr',
        },
      ],
      unmatched: [],
      summary: { coachRequests: 1, coacheeRequests: 1, pairs: 1 },
      written: false,
    });
    expect(preview.summary.durationMs).toBeGreaterThanOrEqual(0);
    expect(await openRequestCount(p)).toBe(2);
    expect(await p.mailsOf('projectMatched')).toHaveLength(0);

    const run = await execute(runMatching, p.admin, {});
    expect({ ...run, summary: { ...run.summary, durationMs: 0 } }).toEqual({
      ...preview,
      summary: { ...preview.summary, durationMs: 0 },
      written: true,
      matchingRunId: run.matchingRunId,
    });
    expect(await openRequestCount(p)).toBe(0);
    const [project] = (await execute(listMyProjects, ayse.ctx, {})).items;
    expect(project).toMatchObject({
      state: 'open',
      language: 'tr',
      startedAt: at(2),
      deadlineAt: at(2 + 105),
      matchedByAccountId: null,
      overrideReason: null,
      myRole: 'coachee',
      partner: { accountId: koc.id },
    });
    const requests = await execute(listMyProjectRequests, ayse.ctx, {});
    expect(requests.items[0]).toMatchObject({ state: 'matched', closedAt: at(2), projectId: project?.id });
    expect(await p.mailsOf('projectMatched')).toEqual([
      {
        to: koc.email,
        language: 'en',
        data: {
          name: 'Koç Üye',
          partnerName: 'Ayşe Üye',
          // Ayşe keeps her e-mail from coaches (the default), so she gets in touch first (ADR 0033).
          partnerEmail: null,
          coacheeSharesEmail: false,
          role: 'coach',
          language: 'tr',
          deadlineAt: at(107),
          projectId: project?.id,
        },
      },
      {
        to: ayse.email,
        language: 'tr',
        data: expect.objectContaining({
          role: 'coachee',
          partnerName: 'Koç Üye',
          partnerEmail: koc.email,
          coacheeSharesEmail: false,
        }),
      },
    ]);
    // Nothing is left to pair.
    expect((await execute(runMatching, p.system, {})).pairs).toEqual([]);
  });

  it('serves the longest-waiting requests first, in a shared language, and records why the others wait', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    const early = await p.member('Erken');
    const late = await p.member('Geç');
    const english = await p.member('English', { languages: ['en'] });
    await p.requestCoach(koc, ['tr']);
    await p.requestCoachee(english, ['en']);
    p.advanceDays(1);
    const earlyRequest = await p.requestCoachee(early);
    p.advanceDays(1);
    const lateRequest = await p.requestCoachee(late);

    const run = await execute(runMatching, p.system, {});
    expect(pairsOf(run, [koc, early, late, english])).toEqual([['Koç', 'Erken', 'tr']]);
    expect(run.unmatched).toEqual([
      expect.objectContaining({ side: 'coachee', reason: 'no_partner_in_language' }),
      { requestId: lateRequest.id, side: 'coachee', reason: 'partners_taken' },
    ]);
    expect(run.summary).toMatchObject({ coachRequests: 1, coacheeRequests: 3, pairs: 1 });
    // The reason is recorded on the open request, for the member and the administrators.
    const [waiting] = (await execute(listMyProjectRequests, late.ctx, {})).items;
    expect(waiting).toMatchObject({ state: 'open', lastSkip: { reason: 'partners_taken', at: at(2) } });
    const pending = await execute(listPendingAssignments, p.admin, {});
    expect(pending.items.map((item) => [item.name, item.lastSkip?.reason])).toEqual([
      ['English', 'no_partner_in_language'],
      ['Geç', 'partners_taken'],
    ]);
    expect(earlyRequest.id).not.toBe(lateRequest.id);
  });

  it('checks eligibility again: an ineligible member’s request stays open, skipped with the rule', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç', { score: 1 });
    const ayse = await p.member('Ayşe', { membershipDays: 3 });
    const coachRequest = await p.requestCoach(koc);
    p.advanceDays(1);
    const coacheeRequest = await p.requestCoachee(ayse);
    // Ayşe's membership ends; the coach loses his points.
    p.advanceDays(3);
    await execute(adjustPoints, p.admin, { accountId: koc.id, delta: -1, note: 'Correction of an import' });
    const run = await execute(runMatching, p.system, {});
    expect(run.pairs).toEqual([]);
    expect(run.unmatched).toEqual([
      { requestId: coachRequest.id, side: 'coach', reason: 'score_must_be_positive' },
      { requestId: coacheeRequest.id, side: 'coachee', reason: 'membership_expired' },
    ]);
    expect(await openRequestCount(p)).toBe(2);
    const [request] = (await execute(listMyProjectRequests, ayse.ctx, {})).items;
    expect(request?.lastSkip).toEqual({ reason: 'membership_expired', at: at(4) });
  });

  it('never pairs the partners of either one’s most recent project again, but pairs them with others', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    const ayse = await p.member('Ayşe');
    const { project } = await p.pairUp({ coach: koc, coachee: ayse });
    await execute(completeProjectAsCoachee, ayse.ctx, {
      projectId: project.id,
      sessionCount: 2,
      confirmAboveLog: true,
    });
    p.advanceDays(1);
    await p.requestCoach(koc);
    await p.requestCoachee(ayse);
    const blocked = await execute(runMatching, p.system, {});
    expect(blocked.pairs).toEqual([]);
    expect(blocked.unmatched.map((request) => request.reason)).toEqual([
      'only_previous_partners',
      'only_previous_partners',
    ]);
    // A newcomer on each side: each pairs with the other's previous partner.
    const bora = await p.member('Bora');
    const hoca = await p.coachReady('Hoca');
    p.advanceDays(1);
    await p.requestCoachee(bora);
    await p.requestCoach(hoca);
    const run = await execute(runMatching, p.system, {});
    expect(pairsOf(run, [koc, ayse, bora, hoca]).sort()).toEqual([
      ['Hoca', 'Ayşe', 'tr'],
      ['Koç', 'Bora', 'tr'],
    ]);
  });

  it('never pairs a member with themself', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    await p.requestCoach(koc);
    await p.requestCoachee(koc);
    const run = await execute(runMatching, p.system, {});
    expect(run.pairs).toEqual([]);
    expect(run.unmatched).toHaveLength(2);
  });

  it('respects the project limits at matching time', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç', { score: 50 });
    await p.pairUp({ coach: koc });
    p.advanceDays(1);
    await p.requestCoach(koc);
    const ayse = await p.member('Ayşe');
    p.advanceDays(1);
    await p.requestCoachee(ayse);
    // One open project and the open request fit the limit of 2; the administrators lower it to 1.
    await p.ports.unitOfWork.run(async ({ repositories }) =>
      repositories.settings.save({ ...(await repositories.settings.get()), maxCoachProjects: 1 }),
    );
    const run = await execute(runMatching, p.system, {});
    expect(run.pairs).toEqual([]);
    expect(run.unmatched.map((request) => [request.side, request.reason])).toEqual([
      ['coach', 'max_coach_projects_reached'],
      ['coachee', 'no_partner_in_language'],
    ]);
    // Back at 2, the same requests pair.
    await p.ports.unitOfWork.run(async ({ repositories }) =>
      repositories.settings.save({ ...(await repositories.settings.get()), maxCoachProjects: 2 }),
    );
    expect((await execute(runMatching, p.system, {})).pairs).toHaveLength(1);
  });

  it('is refused with 4054 while another run holds the lock, writing nothing', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    const ayse = await p.member('Ayşe');
    await p.requestCoach(koc);
    await p.requestCoachee(ayse);
    // On PostgreSQL another server's run holds the advisory lock; here a unit of work refuses it.
    const busy: UnitOfWork = {
      run: (work) =>
        p.ports.unitOfWork.run((tx) =>
          work({ repositories: { ...tx.repositories, locks: { tryLock: async () => false } } }),
        ),
    };
    expect(await failure(execute(runMatching, { ...p.admin, unitOfWork: busy }, {}))).toMatchObject({
      code: 4054,
    });
    expect(await openRequestCount(p)).toBe(2);
    expect(await p.mailsOf('projectMatched')).toHaveLength(0);
    // The preview takes no lock.
    expect((await execute(previewMatching, { ...p.admin, unitOfWork: busy }, {})).pairs).toHaveLength(1);
  });

  it('tells its progress, audits an administrator’s run, and is for administrators only', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    const ayse = await p.member('Ayşe');
    await p.requestCoach(koc);
    await p.requestCoachee(ayse);
    const updates: ProgressUpdate[] = [];
    await execute(runMatching, { ...p.admin, progress: (update) => updates.push(update) }, {});
    expect(updates.map((update) => update.phase)).toContain('writing');
    expect(updates.at(-1)).toEqual({ phase: 'writing', done: 1, total: 1 });
    const { items } = await p.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 50 });
    expect(items.find((entry) => entry.action === 'matching.run')).toBeDefined();
    expect(await outcome(execute(runMatching, ayse.ctx, {}))).toBe('forbidden');
    expect(await outcome(execute(previewMatching, ayse.ctx, {}))).toBe('forbidden');
  });

  it('pairs a hundred requests at once, each request at most once', async () => {
    const p = await programme({ start });
    const coaches: Member[] = [];
    const coachees: Member[] = [];
    for (let i = 0; i < 50; i++) {
      const languages =
        i % 5 === 0 ? (['en'] as const) : i % 3 === 0 ? (['tr', 'en'] as const) : (['tr'] as const);
      const coach = await p.coachReady(`Koç${i}`, { languages: [...languages] });
      const coachee = await p.member(`Danışan${i}`, { languages: [...languages] });
      await p.requestCoach(coach, [...languages]);
      await p.requestCoachee(coachee, [...languages]);
      coaches.push(coach);
      coachees.push(coachee);
    }
    const run = await execute(runMatching, p.system, {});
    expect(run.pairs).toHaveLength(50);
    const used = run.pairs.flatMap((pair) => [pair.coachRequestId, pair.coacheeRequestId]);
    expect(new Set(used).size).toBe(100);
    expect(await p.mailsOf('projectMatched')).toHaveLength(100);
    expect(await openRequestCount(p)).toBe(0);
  });
});

describe('the matching preview keeps its plan (issue 29)', () => {
  /** The administrator's context, counting the preview's planning reads (the snapshot of the whole programme). */
  function countingPlanningReads(admin: UseCaseContext) {
    const { repositories } = admin;
    const counted = { reads: 0 };
    const ctx: UseCaseContext = {
      ...admin,
      repositories: {
        ...repositories,
        projectRequests: {
          ...repositories.projectRequests,
          matchingSnapshot(at) {
            counted.reads += 1;
            return repositories.projectRequests.matchingSnapshot(at);
          },
        },
      },
    };
    return { ctx, counted };
  }

  it('answers an unchanged programme without planning again, and plans again after any change', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    const ayse = await p.member('Ayşe', { membershipDays: 10 });
    await p.requestCoach(koc);
    await p.requestCoachee(ayse);
    const { ctx, counted } = countingPlanningReads(p.admin);
    const preview = () => execute(previewMatchingPage, ctx, { page: 1, pageSize: 100 });
    const figures = async () => {
      const { summary, unmatchedByReason } = await preview();
      return { pairs: summary.pairs, coacheeRequests: summary.coacheeRequests, unmatchedByReason };
    };

    expect(await figures()).toEqual({ pairs: 1, coacheeRequests: 1, unmatchedByReason: [] });
    expect(counted.reads).toBe(1);
    // Another page, the whole plan (the CLI's dry run) and the same page again: the kept plan.
    expect((await execute(previewMatchingPage, ctx, { page: 2, pageSize: 100 })).pairs.items).toEqual([]);
    expect((await execute(previewMatching, ctx, {})).pairs).toHaveLength(1);
    await preview();
    expect(counted.reads).toBe(1);

    // A new request.
    const bora = await p.member('Bora');
    await p.requestCoachee(bora);
    expect(await figures()).toMatchObject({ pairs: 1, coacheeRequests: 2 });
    expect(counted.reads).toBe(2);
    // Points taken away: the coach no longer has enough.
    await execute(adjustPoints, p.admin, { accountId: koc.id, delta: -10, note: 'Correction of an import' });
    expect(await figures()).toMatchObject({
      pairs: 0,
      unmatchedByReason: expect.arrayContaining([{ reason: 'score_must_be_positive', count: 1 }]),
    });
    expect(counted.reads).toBe(3);
    await execute(adjustPoints, p.admin, { accountId: koc.id, delta: 10, note: 'Correction of an import' });
    expect(await figures()).toMatchObject({ pairs: 1 });
    expect(counted.reads).toBe(4);
    // A setting.
    await execute(updateApplicationSettings, p.admin, {
      applicationSettings: { ...defaultApplicationSettings, minScoreToCoach: 11 },
    });
    expect(await figures()).toMatchObject({
      pairs: 0,
      unmatchedByReason: expect.arrayContaining([{ reason: 'min_score_to_coach', count: 1 }]),
    });
    expect(counted.reads).toBe(5);
    await execute(updateApplicationSettings, p.admin, { applicationSettings: defaultApplicationSettings });
    await preview();
    expect(counted.reads).toBe(6);
    // Time alone: Ayşe's membership ends with no write at all.
    p.advanceDays(10);
    expect(await figures()).toMatchObject({
      pairs: 1,
      coacheeRequests: 2,
      unmatchedByReason: [{ reason: 'membership_expired', count: 1 }],
    });
    expect(counted.reads).toBe(7);
    await preview();
    expect(counted.reads).toBe(7);

    // The run plans on what it holds locked, never on the kept plan: it sees the request sent since.
    const cem = await p.member('Cem');
    await p.requestCoachee(cem);
    const run = await execute(runMatching, p.admin, {});
    expect(run.summary).toMatchObject({ coacheeRequests: 3, pairs: 1 });
    expect(counted.reads).toBe(7);
    expect(await figures()).toMatchObject({ pairs: 0, coacheeRequests: 2 });
    expect(counted.reads).toBe(8);
  });
  /**
   * The administrator's context on a store that tells what changed, as the SQL stores do: each
   * whole read is kept under a mark, and the changes since a mark are the members whose requests or
   * facts differ from it, read from a whole read of the store (uncounted).
   */
  function tellingChanges(admin: UseCaseContext) {
    const { repositories } = admin;
    const store = repositories.projectRequests;
    const counted = { wholeReads: 0, changeReads: 0 };
    const reads = new Map<string, MatchingSnapshot>();
    const marked = async (at: Date) => {
      const snapshot = await store.matchingSnapshot(at);
      const seen = String(reads.size);
      reads.set(seen, snapshot);
      return { ...snapshot, seen };
    };
    const ofMember = (snapshot: MatchingSnapshot, accountId: string) =>
      JSON.stringify([
        snapshot.requests.filter((request) => request.accountId === accountId),
        snapshot.members.get(accountId) ?? null,
      ]);
    const ctx: UseCaseContext = {
      ...admin,
      repositories: {
        ...repositories,
        projectRequests: {
          ...store,
          matchingSnapshot(at) {
            counted.wholeReads += 1;
            return marked(at);
          },
          async matchingChangesSince(seen, at) {
            counted.changeReads += 1;
            const before = reads.get(seen);
            if (!before) return null;
            const now = await marked(at);
            const accounts = new Set([...before.requests, ...now.requests].map((r) => r.accountId));
            const changed = [...accounts].filter((id) => ofMember(before, id) !== ofMember(now, id));
            return {
              accountIds: changed,
              requests: now.requests.filter((request) => changed.includes(request.accountId)),
              members: new Map([...now.members].filter(([id]) => changed.includes(id))),
              version: now.version,
              nextPeriodStart: now.nextPeriodStart,
              seen: now.seen,
            };
          },
        },
      },
    };
    return { ctx, counted };
  }

  it('after a change, plans on its kept snapshot brought up to date with the members that changed', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    const ayse = await p.member('Ayşe');
    await p.requestCoach(koc);
    await p.requestCoachee(ayse);
    const { ctx, counted } = tellingChanges(p.admin);
    const figures = async () => {
      const { summary, unmatchedByReason } = await execute(previewMatchingPage, ctx, {
        page: 1,
        pageSize: 100,
      });
      return { pairs: summary.pairs, coacheeRequests: summary.coacheeRequests, unmatchedByReason };
    };
    /** The plan of a whole read now, as a run would make it. */
    const planned = async () => {
      const now = p.ports.clock.now();
      const snapshot = await p.ports.repositories.projectRequests.matchingSnapshot(now);
      const plan = planMatchingRun(snapshot, await p.ports.repositories.settings.get(), now);
      return { pairs: plan.pairs, unmatched: plan.unmatched };
    };
    const wholePlan = async () => {
      const { pairs, unmatched } = await execute(previewMatching, ctx, {});
      return { pairs, unmatched };
    };

    expect(await figures()).toEqual({ pairs: 1, coacheeRequests: 1, unmatchedByReason: [] });
    // A new request, then points taken away: each preview reads the changes, not the programme.
    const bora = await p.member('Bora');
    await p.requestCoachee(bora);
    expect(await figures()).toMatchObject({ pairs: 1, coacheeRequests: 2 });
    expect(await wholePlan()).toEqual(await planned());
    await execute(adjustPoints, p.admin, { accountId: koc.id, delta: -10, note: 'Correction of an import' });
    expect(await figures()).toMatchObject({
      pairs: 0,
      unmatchedByReason: expect.arrayContaining([{ reason: 'score_must_be_positive', count: 1 }]),
    });
    expect(await wholePlan()).toEqual(await planned());
    expect(counted).toEqual({ wholeReads: 1, changeReads: 2 });
    // Once an end date has passed, what it read no longer holds: the programme is read whole.
    p.advanceDays(400);
    await figures();
    expect(counted).toEqual({ wholeReads: 2, changeReads: 2 });
  });
});

describe('two people never share two open projects (ADR 0035)', () => {
  it('a run pairs two members who both ask to coach and to be coached once, not both ways', async () => {
    const p = await programme({ start });
    const ayse = await p.coachReady('Ayşe');
    const bora = await p.coachReady('Bora');
    for (const who of [ayse, bora]) {
      await p.requestCoach(who);
      await p.requestCoachee(who);
      p.advanceDays(1);
    }
    const run = await execute(runMatching, p.system, {});
    // The coach who waited longer keeps the pair; the other two requests stay open, with a reason.
    expect(pairsOf(run, [ayse, bora])).toEqual([['Ayşe', 'Bora', 'tr']]);
    expect(run.unmatched.map((request) => [request.side, request.reason])).toEqual([
      ['coachee', 'partners_taken'],
      ['coach', 'partners_taken'],
    ]);
    expect(await openRequestCount(p)).toBe(2);
  });

  it('a run does not pair two members with an open project together, even when neither is the other’s most recent partner', async () => {
    const p = await programme({ start });
    const ayse = await p.coachReady('Ayşe');
    const bora = await p.coachReady('Bora');
    await p.pairUp({ coach: ayse, coachee: bora });
    p.advanceDays(1);
    // Each starts a later project with someone else, so the most recent projects are not theirs.
    await p.pairUp({ coach: await p.coachReady('Cem'), coachee: ayse });
    await p.pairUp({ coach: bora, coachee: await p.member('Deniz') });
    p.advanceDays(1);
    const boraCoaches = await p.requestCoach(bora);
    const ayseIsCoached = await p.requestCoachee(ayse);
    const run = await execute(runMatching, p.system, {});
    expect(run.pairs).toEqual([]);
    // Both requests were made at the same instant, so the report may list either first.
    expect(run.unmatched.map((request) => [request.requestId, request.reason])).toEqual(
      expect.arrayContaining([
        [boraCoaches.id, 'only_previous_partners'],
        [ayseIsCoached.id, 'only_previous_partners'],
      ]),
    );
    expect(run.unmatched).toHaveLength(2);
    // By hand too, with or without a reason: this rule has no override (4095).
    expect(
      await outcome(
        execute(matchManually, p.admin, {
          coachRequestId: boraCoaches.id,
          coacheeRequestId: ayseIsCoached.id,
        }),
      ),
    ).toBe('pairAlreadyInOpenProject');
    expect(
      await failure(
        execute(matchManually, p.admin, {
          coachRequestId: boraCoaches.id,
          coacheeRequestId: ayseIsCoached.id,
          overrideReason: 'They asked for it',
        }),
      ),
    ).toMatchObject({ code: 4095 });
  });

  it('counts every project a member started at its latest instant as most recent, not one chosen by id', async () => {
    const p = await programme({ start });
    const ayse = await p.coachReady('Ayşe');
    const bora = await p.coachReady('Bora');
    const cem = await p.member('Cem');
    await p.requestCoach(ayse);
    await p.requestCoachee(ayse);
    await p.requestCoach(bora);
    await p.requestCoachee(cem);
    // One run starts both of Ayşe's projects at one instant: she coaches Cem and Bora coaches her.
    const first = await execute(runMatching, p.system, {});
    expect(pairsOf(first, [ayse, bora, cem]).sort()).toEqual([
      ['Ayşe', 'Cem', 'tr'],
      ['Bora', 'Ayşe', 'tr'],
    ]);
    for (const project of (await execute(listMyProjects, ayse.ctx, {})).items) {
      await execute(abortProjectByAdministrator, p.admin, { projectId: project.id, reason: 'Test' });
    }
    p.advanceDays(1);
    // Cem's most recent project is now with someone else; Ayşe's are still both of that run's.
    await p.pairUp({ coach: await p.coachReady('Deniz'), coachee: cem });
    p.advanceDays(1);
    const ayseCoaches = await p.requestCoach(ayse);
    const cemIsCoached = await p.requestCoachee(cem);
    const blocked = await execute(runMatching, p.system, {});
    expect(blocked.pairs).toEqual([]);
    expect(
      await outcome(
        execute(matchManually, p.admin, {
          coachRequestId: ayseCoaches.id,
          coacheeRequestId: cemIsCoached.id,
        }),
      ),
    ).toBe('matchConsecutivePartners');
  });
});

describe('matching by hand', () => {
  async function requests(p: Programme) {
    const koc = await p.coachReady('Koç');
    const ayse = await p.member('Ayşe', { language: 'en' });
    const coachRequest = await p.requestCoach(koc, ['tr', 'en']);
    const coacheeRequest = await p.requestCoachee(ayse, ['en', 'tr']);
    return { koc, ayse, coachRequest, coacheeRequest };
  }
  const match = (p: Programme, coachRequestId: string, coacheeRequestId: string, overrideReason?: string) =>
    execute(matchManually, p.admin, { coachRequestId, coacheeRequestId, overrideReason });

  it('starts the project (in Turkish when both are shared), mails both, and audits', async () => {
    const p = await programme({ start });
    const { koc, ayse, coachRequest, coacheeRequest } = await requests(p);
    const project = await match(p, coachRequest.id, coacheeRequest.id);
    expect(project).toMatchObject({
      state: 'open',
      language: 'tr',
      coach: { accountId: koc.id },
      coachee: { accountId: ayse.id },
      matchedByAccountId: p.admin.actor.kind === 'account' ? p.admin.actor.accountId : null,
      overrideReason: null,
      deadlineAt: at(105),
    });
    expect(
      (await p.mailsOf('projectMatched')).map((mail) => [mail.to, mail.language, mail.data.role]),
    ).toEqual([
      [koc.email, 'tr', 'coach'],
      [ayse.email, 'en', 'coachee'],
    ]);
    const { items } = await p.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 50 });
    expect(items.find((entry) => entry.action === 'matching.matchManually')).toMatchObject({
      entityType: 'project',
      entityId: project.id,
    });
  });

  it('refuses requests that are not open (4052), of one person (4055), or without a shared language (4056)', async () => {
    const p = await programme({ start });
    const { koc, ayse, coachRequest, coacheeRequest } = await requests(p);
    const selfRequest = await p.requestCoachee(koc);
    expect(await outcome(match(p, coachRequest.id, selfRequest.id))).toBe('matchSamePerson');

    const english = await p.member('English', { languages: ['en'] });
    const englishRequest = await p.requestCoachee(english, ['en']);
    const turkishCoach = await p.coachReady('Türk');
    const turkishRequest = await p.requestCoach(turkishCoach, ['tr']);
    expect(await outcome(match(p, turkishRequest.id, englishRequest.id))).toBe('matchNoSharedLanguage');
    // English is shared with the other coach.
    expect((await match(p, coachRequest.id, englishRequest.id)).language).toBe('en');

    expect(await failure(match(p, coachRequest.id, coacheeRequest.id))).toMatchObject({
      code: 4052,
      data: { requestId: coachRequest.id, state: 'matched' },
    });
    // Swapped sides are not such requests.
    expect(await outcome(match(p, coacheeRequest.id, turkishRequest.id))).toBe('recordNotFound');
    expect(ayse.id).toBeDefined();
  });

  it('refuses a member no longer eligible (4059), naming the rule in words', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç');
    const ayse = await p.member('Ayşe', { membershipDays: 2 });
    const coachRequest = await p.requestCoach(koc);
    const coacheeRequest = await p.requestCoachee(ayse);
    p.advanceDays(3);
    expect(await failure(match(p, coachRequest.id, coacheeRequest.id))).toMatchObject({
      code: 4059,
      data: {
        requestId: coacheeRequest.id,
        side: 'coachee',
        reason: 'membership_expired',
        rule: 'Üyeliğinizin süresi doldu; lütfen üyeliğinizi yenileyin.',
      },
    });
  });

  it('refuses the partners of a most recent project (4057) unless the administrator gives a reason, kept with the project', async () => {
    const p = await programme({ start });
    const koc = await p.coachReady('Koç', { score: 30 });
    const ayse = await p.member('Ayşe');
    const first = await p.pairUp({ coach: koc, coachee: ayse });
    await execute(abortProjectByAdministrator, p.admin, {
      projectId: first.project.id,
      reason: 'Started by mistake',
    });
    p.advanceDays(1);
    const coachRequest = await p.requestCoach(koc);
    const coacheeRequest = await p.requestCoachee(ayse);
    expect(await failure(match(p, coachRequest.id, coacheeRequest.id))).toMatchObject({ code: 4057 });
    const again = await match(p, coachRequest.id, coacheeRequest.id, 'They asked to go on together');
    expect(again).toMatchObject({ overrideReason: 'They asked to go on together', state: 'open' });
    const { items } = await p.ports.repositories.auditLog.search({ search: '', offset: 0, limit: 50 });
    expect(
      items.find((entry) => entry.action === 'matching.matchManually' && entry.entityId === again.id),
    ).toMatchObject({ after: expect.objectContaining({ overrideReason: 'They asked to go on together' }) });
  });

  it('keeps no override reason when there was no rule to override', async () => {
    const p = await programme({ start });
    const { coachRequest, coacheeRequest } = await requests(p);
    expect((await match(p, coachRequest.id, coacheeRequest.id, 'Just in case')).overrideReason).toBeNull();
  });

  it('pairs a request once when two administrators pair it at the same moment', async () => {
    const p = await programme({ start });
    const { coachRequest, coacheeRequest } = await requests(p);
    const outcomes = await Promise.all([
      outcome(match(p, coachRequest.id, coacheeRequest.id)),
      outcome(match(p, coachRequest.id, coacheeRequest.id)),
    ]);
    expect(outcomes.sort()).toEqual(['done', 'requestNotOpen']);
    expect((await execute(runMatching, p.system, {})).pairs).toEqual([]);
    expect(
      (
        await p.ports.repositories.projects.search({
          search: '',
          sort: { key: 'startedAt', descending: true },
          offset: 0,
          limit: 10,
        })
      ).total,
    ).toBe(1);
  });
});
