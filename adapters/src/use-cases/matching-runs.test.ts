import { deleteAccount } from '@coach/core/accounts/delete-account';
import { getMatchingRun } from '@coach/core/matching/get-matching-run';
import { listMatchingRuns } from '@coach/core/matching/list-matching-runs';
import { previewMatchingPage } from '@coach/core/matching/preview-matching-page';
import { runMatching, runScheduledMatching } from '@coach/core/matching/run-matching';
import { listProjects } from '@coach/core/projects/list-projects';
import { execute } from '@coach/core/shared/use-case';
import { describe, expect, it } from 'vitest';
import { outcome, programme } from './projects-testing.ts';

// Monday 2 March 2026, 09:00 Istanbul: no public holiday in the weeks these tests walk.
const start = new Date('2026-03-02T06:00:00Z');
const pages = { page: 1, unmatchedPage: 1, pageSize: 20 };

/** Three requests waiting: Koç (coach, tr) and Ayşe (coachee, tr) pair; Emre (coachee, en) is left. */
async function programmeWaiting() {
  const p = await programme({ start });
  const koc = await p.coachReady('Koç');
  const ayse = await p.member('Ayşe');
  const emre = await p.member('Emre', { languages: ['en'] });
  const ayseRequest = await p.requestCoachee(ayse, ['tr']);
  p.advanceDays(1);
  const emreRequest = await p.requestCoachee(emre, ['en']);
  p.advanceDays(1);
  const kocRequest = await p.requestCoach(koc, ['tr']);
  // Wednesday 09:00 → the next Monday 09:00: Ayşe's request has waited 5 working days, Koç's 3.
  p.advanceDays(5);
  return { p, koc, ayse, emre, ayseRequest, emreRequest, kocRequest };
}

describe('a matching run is kept', () => {
  it('with the pairs it wrote and the requests it left, as its preview showed them on the same data', async () => {
    const { p, koc, ayse, emre, ayseRequest, emreRequest, kocRequest } = await programmeWaiting();

    const preview = await execute(previewMatchingPage, p.admin, pages);
    expect(preview.pairs).toEqual({
      items: [
        {
          coachRequestId: kocRequest.id,
          coacheeRequestId: ayseRequest.id,
          coachAccountId: koc.id,
          coacheeAccountId: ayse.id,
          language: 'tr',
          coach: {
            accountId: koc.id,
            name: 'Koç Üye',
            waited: { requestedAt: kocRequest.createdAt, workingDays: 3, overPromise: false },
          },
          coachee: {
            accountId: ayse.id,
            name: 'Ayşe Üye',
            waited: { requestedAt: ayseRequest.createdAt, workingDays: 5, overPromise: true },
          },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(preview.unmatched).toEqual({
      items: [
        {
          requestId: emreRequest.id,
          side: 'coachee',
          reason: 'no_partner_in_language',
          member: { accountId: emre.id, name: 'Emre Üye' },
          waited: { requestedAt: emreRequest.createdAt, workingDays: 4, overPromise: true },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    });

    const run = await execute(runMatching, p.admin, {});
    expect(run.matchingRunId).toEqual(expect.any(String));
    const kept = await execute(getMatchingRun, p.admin, { ...pages, matchingRunId: run.matchingRunId ?? '' });
    // The same pairs and left-overs, the waits counted at the run's moment (the preview's, here).
    expect(kept.pairs).toEqual(preview.pairs);
    expect(kept.unmatched).toEqual(preview.unmatched);
    expect(kept.run).toMatchObject({
      matchingRunId: run.matchingRunId,
      startedAt: p.clock.now().toISOString(),
      trigger: 'administrator',
      startedBy: { accountId: p.admin.actor.kind === 'account' ? p.admin.actor.accountId : '' },
      coachRequests: 1,
      coacheeRequests: 2,
      pairs: 1,
      unmatched: 1,
    });
    expect(kept.run.durationMs).toBeGreaterThanOrEqual(0);

    // The record names the projects the run started, and only those.
    const projects = await execute(listProjects, p.admin, {});
    const record = await p.ports.repositories.matchingRuns.pairsOf(run.matchingRunId ?? '', {
      offset: 0,
      limit: 10,
    });
    expect(record.map(({ projectId }) => projectId)).toEqual(projects.items.map(({ id }) => id));
    expect(projects.items[0]).toMatchObject({
      coach: { accountId: koc.id },
      coachee: { accountId: ayse.id },
    });
  });

  it('as the schedule’s, the command line’s or an administrator’s, newest first, a page at a time', async () => {
    const { p } = await programmeWaiting();
    const scheduled = await execute(runScheduledMatching, p.system, {});
    p.advanceDays(1);
    const fromCommandLine = await execute(runMatching, p.system, {});
    p.advanceDays(1);
    const byAdministrator = await execute(runMatching, p.admin, {});
    const ids = [byAdministrator, fromCommandLine, scheduled].map(({ matchingRunId }) => matchingRunId);

    const first = await execute(listMatchingRuns, p.admin, { page: 1, pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.items.map(({ matchingRunId }) => matchingRunId)).toEqual(ids.slice(0, 2));
    expect(first.items.map(({ trigger, startedBy }) => [trigger, startedBy?.name ?? null])).toEqual([
      ['administrator', 'Test Kişi'],
      ['command_line', null],
    ]);
    const second = await execute(listMatchingRuns, p.admin, { page: 2, pageSize: 2 });
    expect(second.items.map(({ matchingRunId, trigger }) => [matchingRunId, trigger])).toEqual([
      [ids[2], 'schedule'],
    ]);
    // Only the first run found anything to pair; the later ones kept Emre's request with its reason.
    expect(second.items[0]).toMatchObject({ pairs: 1, unmatched: 1 });
    expect(first.items[0]).toMatchObject({ pairs: 0, unmatched: 1, coachRequests: 0, coacheeRequests: 1 });

    // The scheduled run is the system's alone; the kept runs are for those who may run matching.
    expect(await outcome(execute(runScheduledMatching, p.admin, {}))).toBe('forbidden');
    const member = await p.member('Deniz');
    expect(await outcome(execute(listMatchingRuns, member.ctx, {}))).toBe('forbidden');
    expect(await outcome(execute(getMatchingRun, member.ctx, { matchingRunId: ids[0] ?? '' }))).toBe(
      'forbidden',
    );
    expect(
      await outcome(
        execute(getMatchingRun, p.admin, { matchingRunId: '00000000-0000-4000-8000-000000000000' }),
      ),
    ).toBe('recordNotFound');
  });

  it('names a member whose account was removed as nobody, and keeps the rest of the run (ADR 0030)', async () => {
    const { p, emre, emreRequest } = await programmeWaiting();
    const run = await execute(runMatching, p.admin, {});
    // Emre has no history (no project, no ledger entry, no order): deleting him removes the account.
    await execute(deleteAccount, p.admin, { accountId: emre.id });
    expect(await p.ports.repositories.accounts.findById(emre.id)).toBeNull();

    const kept = await execute(getMatchingRun, p.admin, { ...pages, matchingRunId: run.matchingRunId ?? '' });
    expect(kept.unmatched.items).toEqual([
      {
        requestId: emreRequest.id,
        side: 'coachee',
        reason: 'no_partner_in_language',
        member: { accountId: emre.id, name: null },
        waited: null,
      },
    ]);
    expect(kept.pairs.items).toHaveLength(1);
    expect(kept.run).toMatchObject({ pairs: 1, unmatched: 1 });
  });
});
