import { randomUUID } from 'node:crypto';
import type { MatchingRunLeftOverRecord, MatchingRunPairRecord } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const day = (date: number, time = '10:00') =>
  new Date(`2026-03-${String(date).padStart(2, '0')}T${time}:00Z`);

/**
 * The kept matching runs (ADR 0019, addendum of 2026-11-30): a run with its pairs and left-overs,
 * read back newest first and a page at a time, names and request times joined as they are now, a
 * removed account or request read as null. Part of `describeRepositoryContract`.
 */
export function describeMatchingRunsContract(persistence: () => PersistenceUnderTest): void {
  const { reads, write, member } = contractHelpers(persistence, 'runs');
  const run = (startedAt: Date, overrides: { startedByAccountId?: string | null } = {}) => ({
    startedAt,
    trigger: 'schedule' as const,
    startedByAccountId: null,
    coachRequests: 2,
    coacheeRequests: 3,
    durationMs: 12.5,
    ...overrides,
  });

  describe('matching runs', () => {
    it('keeps a run with its pairs and left-overs in their order, names and request times read now', async () => {
      const coach = await member({ name: 'Kerem', surname: 'Aydın' });
      const coachee = await member({ name: 'Ayşe', surname: 'Kaya' });
      const left = await member({ name: 'Emre', surname: 'Şahin' });
      const administrator = await member({
        name: 'Zeynep',
        surname: 'Yılmaz',
        accountRoleType: 'Administrator',
      });
      const request = (accountId: string, role: 'coach' | 'coachee', createdAt: Date) =>
        write(({ projectRequests }) =>
          projectRequests.insert({ accountId, role, languages: ['tr'], createdAt }),
        );
      const coachRequest = await request(coach.id, 'coach', day(2));
      const coacheeRequest = await request(coachee.id, 'coachee', day(3));
      const leftRequest = await request(left.id, 'coachee', day(4));
      const pairs: MatchingRunPairRecord[] = [
        {
          projectId: randomUUID(),
          coachRequestId: coachRequest?.id ?? '',
          coacheeRequestId: coacheeRequest?.id ?? '',
          coachAccountId: coach.id,
          coacheeAccountId: coachee.id,
          language: 'tr',
        },
        // A pair whose members and requests are gone (removed accounts, ADR 0030).
        {
          projectId: randomUUID(),
          coachRequestId: randomUUID(),
          coacheeRequestId: randomUUID(),
          coachAccountId: randomUUID(),
          coacheeAccountId: randomUUID(),
          language: 'en',
        },
      ];
      const leftOvers: MatchingRunLeftOverRecord[] = [
        {
          requestId: leftRequest?.id ?? '',
          accountId: left.id,
          side: 'coachee',
          reason: 'no_partner_in_language',
        },
        { requestId: randomUUID(), accountId: randomUUID(), side: 'coach', reason: 'membership_expired' },
      ];
      const kept = await write(({ matchingRuns }) =>
        matchingRuns.record(
          { ...run(day(5, '06:00')), trigger: 'administrator', startedByAccountId: administrator.id },
          pairs,
          leftOvers,
        ),
      );
      expect(kept).toEqual({
        id: expect.any(String),
        startedAt: day(5, '06:00'),
        trigger: 'administrator',
        startedByAccountId: administrator.id,
        coachRequests: 2,
        coacheeRequests: 3,
        pairs: 2,
        unmatched: 2,
        durationMs: 12.5,
      });
      expect(await reads().matchingRuns.find(kept.id)).toEqual({
        ...kept,
        startedBy: { name: 'Zeynep', surname: 'Yılmaz' },
      });
      expect(await reads().matchingRuns.pairsOf(kept.id, { offset: 0, limit: 10 })).toEqual([
        {
          ...pairs[0],
          coach: { name: 'Kerem', surname: 'Aydın' },
          coachee: { name: 'Ayşe', surname: 'Kaya' },
          coachRequest: { requestedAt: day(2) },
          coacheeRequest: { requestedAt: day(3) },
        },
        { ...pairs[1], coach: null, coachee: null, coachRequest: null, coacheeRequest: null },
      ]);
      expect(await reads().matchingRuns.pairsOf(kept.id, { offset: 1, limit: 1 })).toEqual([
        expect.objectContaining({ projectId: pairs[1]?.projectId }),
      ]);
      expect(await reads().matchingRuns.leftOversOf(kept.id, { offset: 0, limit: 10 })).toEqual([
        { ...leftOvers[0], member: { name: 'Emre', surname: 'Şahin' }, request: { requestedAt: day(4) } },
        { ...leftOvers[1], member: null, request: null },
      ]);
      expect(await reads().matchingRuns.leftOversOf(kept.id, { offset: 2, limit: 10 })).toEqual([]);
      expect(await reads().matchingRuns.find(randomUUID())).toBeNull();
    });

    it('lists the runs newest first, a page at a time, with how many there are', async () => {
      const ids: string[] = [];
      for (const date of [3, 5, 4]) {
        const kept = await write(({ matchingRuns }) => matchingRuns.record(run(day(date)), [], []));
        ids.push(kept.id);
      }
      const [third, fifth, fourth] = ids;
      const first = await reads().matchingRuns.list({ offset: 0, limit: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map(({ id }) => id)).toEqual([fifth, fourth]);
      expect(first.items[0]).toMatchObject({ startedBy: null, pairs: 0, unmatched: 0, trigger: 'schedule' });
      const second = await reads().matchingRuns.list({ offset: 2, limit: 2 });
      expect(second).toEqual({ items: [expect.objectContaining({ id: third })], total: 3 });
    });

    it('keeps nothing of a run whose unit of work fails', async () => {
      await expect(
        write(async ({ matchingRuns }) => {
          await matchingRuns.record(run(day(6)), [], []);
          throw new Error('the run failed after recording');
        }),
      ).rejects.toThrow('the run failed after recording');
      expect(await reads().matchingRuns.list({ offset: 0, limit: 10 })).toEqual({ items: [], total: 0 });
    });
  });
}
