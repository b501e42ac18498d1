import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import { insertMatchedProject } from './matched-project.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const at = (date: number, time = '10:00') => new Date(`2026-03-${String(date).padStart(2, '0')}T${time}:00Z`);

/**
 * Proposals, scheduled sessions and calendar feeds (ADR 0056): the part of the repository contract
 * that memory, PGlite and PostgreSQL all pass.
 */
export function describeSessionPlansContract(persistence: () => PersistenceUnderTest): void {
  const { reads, write, member } = contractHelpers(persistence, 'plans');
  const project = async () => {
    const coach = await member({ name: 'Kerem', surname: 'Koç' });
    const coachee = await member({ name: 'Ayşe', surname: 'Danışan' });
    const created = await write((repositories) =>
      insertMatchedProject(repositories, { coachId: coach.id, coacheeId: coachee.id, startedAt: at(2) }),
    );
    return { coach, coachee, project: created };
  };

  describe('session plans', () => {
    it('keeps one open proposal per project, with its slots as written', async () => {
      const {
        coach,
        project: { id: projectId },
      } = await project();
      const slots = [
        { startsAt: at(5, '07:00'), minutes: 60 },
        { startsAt: at(6, '15:30'), minutes: 90 },
      ];
      const proposal = await write(({ sessionPlans }) =>
        sessionPlans.insertProposal({
          projectId,
          proposedByAccountId: coach.id,
          slots,
          reschedulesSessionId: null,
          createdAt: at(3),
        }),
      );
      expect(proposal).toMatchObject({ projectId, slots, state: 'open', answeredAt: null });
      expect(await reads().sessionPlans.findOpenProposal(projectId)).toEqual(proposal);
      await expect(
        write(({ sessionPlans }) =>
          sessionPlans.insertProposal({
            projectId,
            proposedByAccountId: coach.id,
            slots,
            reschedulesSessionId: null,
            createdAt: at(3),
          }),
        ),
      ).rejects.toThrow();
      await write(({ sessionPlans }) => sessionPlans.closeProposal(proposal.id, 'replaced', at(4)));
      expect(await reads().sessionPlans.findOpenProposal(projectId)).toBeNull();
      expect(await reads().sessionPlans.findProposal(proposal.id)).toMatchObject({
        state: 'replaced',
        answeredAt: at(4),
      });
    });

    it('schedules, changes with a higher sequence, reminds once and lists each partner’s agenda', async () => {
      const {
        coach,
        coachee,
        project: { id: projectId },
      } = await project();
      const later = await write(({ sessionPlans }) =>
        sessionPlans.insertScheduled({ projectId, startsAt: at(9, '07:00'), minutes: 60, createdAt: at(3) }),
      );
      const sooner = await write(({ sessionPlans }) =>
        sessionPlans.insertScheduled({ projectId, startsAt: at(5, '07:00'), minutes: 90, createdAt: at(3) }),
      );
      expect(sooner).toMatchObject({
        state: 'scheduled',
        sequence: 0,
        remindedAt: null,
        loggedSessionId: null,
        updatedAt: at(3),
      });
      expect((await reads().sessionPlans.listScheduledOfProject(projectId)).map((row) => row.id)).toEqual([
        sooner.id,
        later.id,
      ]);
      expect(await reads().sessionPlans.listDueForReminder(at(4, '08:00'), at(5, '08:00'), 10)).toEqual([
        sooner,
      ]);
      expect(await write(({ sessionPlans }) => sessionPlans.markReminded(sooner.id, at(4, '08:00')))).toBe(
        true,
      );
      expect(await write(({ sessionPlans }) => sessionPlans.markReminded(sooner.id, at(4, '09:00')))).toBe(
        false,
      );
      expect(await reads().sessionPlans.listDueForReminder(at(4, '08:00'), at(5, '08:00'), 10)).toEqual([]);
      // A new time: sequence 1, reminded of again.
      const moved = await write(({ sessionPlans }) =>
        sessionPlans.changeScheduled(sooner.id, {
          startsAt: at(5, '11:00'),
          minutes: 90,
          state: 'scheduled',
          updatedAt: at(4),
        }),
      );
      expect(moved).toMatchObject({ sequence: 1, remindedAt: null, startsAt: at(5, '11:00') });
      const cancelled = await write(({ sessionPlans }) =>
        sessionPlans.changeScheduled(later.id, {
          startsAt: later.startsAt,
          minutes: 60,
          state: 'cancelled',
          updatedAt: at(4),
        }),
      );
      expect(cancelled.sequence).toBe(1);
      expect((await reads().sessionPlans.listScheduledOfProject(projectId)).map((row) => row.id)).toEqual([
        sooner.id,
      ]);
      const agenda = await reads().sessionPlans.listAgendaOf(coachee.id, {
        from: at(4),
        limit: 10,
        withCancelled: true,
      });
      expect(
        agenda.map((entry) => [
          entry.id,
          entry.state,
          entry.coachName,
          entry.coacheeName,
          entry.projectState,
        ]),
      ).toEqual([
        [sooner.id, 'scheduled', 'Kerem Koç', 'Ayşe Danışan', 'open'],
        [later.id, 'cancelled', 'Kerem Koç', 'Ayşe Danışan', 'open'],
      ]);
      expect(
        (
          await reads().sessionPlans.listAgendaOf(coach.id, { from: at(4), limit: 10, withCancelled: false })
        ).map((entry) => entry.id),
      ).toEqual([sooner.id]);
      await expect(
        write(({ sessionPlans }) =>
          sessionPlans.insertScheduled({ projectId, startsAt: at(9), minutes: 45, createdAt: at(3) }),
        ),
      ).rejects.toThrow();
    });

    it('finds a feed by its token; a new token replaces the old, a deleted feed is gone', async () => {
      const { coach } = await project();
      await write(({ sessionPlans }) =>
        sessionPlans.saveFeed({ accountId: coach.id, token: `first-${coach.id}`, createdAt: at(3) }),
      );
      expect(await reads().sessionPlans.findFeedByToken(`first-${coach.id}`)).toEqual({
        accountId: coach.id,
        token: `first-${coach.id}`,
        createdAt: at(3),
      });
      await write(({ sessionPlans }) =>
        sessionPlans.saveFeed({ accountId: coach.id, token: `second-${coach.id}`, createdAt: at(4) }),
      );
      expect(await reads().sessionPlans.findFeedByToken(`first-${coach.id}`)).toBeNull();
      expect(await reads().sessionPlans.findFeedOf(coach.id)).toMatchObject({ token: `second-${coach.id}` });
      await write(({ sessionPlans }) => sessionPlans.deleteFeed(coach.id));
      expect(await reads().sessionPlans.findFeedOf(coach.id)).toBeNull();
    });
  });
}
