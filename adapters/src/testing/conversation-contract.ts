import type { CompetencyScores, Project } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { contractHelpers } from './contract-helpers.ts';
import { insertMatchedProject } from './matched-project.ts';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 2, 10, minute));

const scores = (score: number): CompetencyScores => ({
  ethicalPractice: score,
  coachingMindset: score,
  agreements: score,
  trustAndSafety: score,
  presence: score,
  activeListening: score,
  evokesAwareness: score,
  clientGrowth: score,
});

/**
 * Project threads (ADR 0057) and competency ratings (ADR 0058): their part of the repository
 * contract, called from `describeRepositoryContract` so that memory, PGlite and PostgreSQL all pass it.
 */
export function describeConversationContract(persistence: () => PersistenceUnderTest): void {
  const { reads, write, member } = contractHelpers(persistence, 'conversation');
  const project = async (): Promise<Project & { coachId: string; coacheeId: string }> => {
    const coach = await member();
    const coachee = await member();
    const created = await write((repositories) =>
      insertMatchedProject(repositories, { coachId: coach.id, coacheeId: coachee.id, startedAt: at(0) }),
    );
    return { ...created, coachId: coach.id, coacheeId: coachee.id };
  };

  describe('project messages', () => {
    it('pages a thread newest first by keyset, ties broken by id', async () => {
      const { id, coachId, coacheeId } = await project();
      const posted = [];
      for (const [index, minute] of [1, 2, 2, 3].entries()) {
        posted.push(
          await write(({ projectMessages }) =>
            projectMessages.insert({
              projectId: id,
              authorAccountId: index % 2 ? coacheeId : coachId,
              body: `message ${index}`,
              createdAt: at(minute),
            }),
          ),
        );
      }
      const first = await reads().projectMessages.listOfProject(id, null, 2);
      expect(first.map((message) => message.createdAt)).toEqual([at(3), at(2)]);
      const last = first.at(-1);
      if (!last) throw new Error('no page');
      const rest = await reads().projectMessages.listOfProject(id, last, 10);
      expect([...first, ...rest].map((message) => message.id).sort()).toEqual(
        posted.map((message) => message.id).sort(),
      );
      expect(rest.map((message) => message.createdAt)).toEqual([at(2), at(1)]);
      expect(await reads().projectMessages.findById(posted[0]?.id ?? '')).toEqual(posted[0]);
      expect(await reads().projectMessages.countFromOthersAfter(id, coachId, null)).toBe(2);
      expect(await reads().projectMessages.countFromOthersAfter(id, coachId, at(2))).toBe(1);
      // An author's messages across projects, oldest first (this project: the coach's two).
      expect((await reads().projectMessages.listByAuthor(coachId)).map((message) => message.body)).toEqual([
        'message 0',
        'message 2',
      ]);
    });

    it('refuses an empty or too long body', async () => {
      const { id, coachId } = await project();
      for (const body of ['', 'x'.repeat(2001)]) {
        await expect(
          write(({ projectMessages }) =>
            projectMessages.insert({ projectId: id, authorAccountId: coachId, body, createdAt: at(1) }),
          ),
        ).rejects.toThrow();
      }
    });

    it('claims one mail until the member reads the thread', async () => {
      const { id, coacheeId } = await project();
      const claim = (minute: number) =>
        write(({ projectMessages }) => projectMessages.claimMail(id, coacheeId, at(minute)));
      expect(await reads().projectMessages.findReadMark(id, coacheeId)).toEqual({
        projectId: id,
        accountId: coacheeId,
        lastReadAt: null,
        mailedAt: null,
      });
      expect(await claim(1)).toBe(true);
      expect(await claim(2)).toBe(false);
      await write(({ projectMessages }) => projectMessages.markRead(id, coacheeId, at(3)));
      expect(await reads().projectMessages.findReadMark(id, coacheeId)).toMatchObject({
        lastReadAt: at(3),
        mailedAt: null,
      });
      expect(await claim(4)).toBe(true);
      expect(await reads().projectMessages.findReadMark(id, coacheeId)).toMatchObject({
        lastReadAt: at(3),
        mailedAt: at(4),
      });
    });
  });

  describe('competency ratings', () => {
    it('keeps one rating per project end, and lists a coach’s oldest first', async () => {
      const { id, coachId, coacheeId } = await project();
      const rate = (minute: number, score: number) =>
        write(({ competencyRatings }) =>
          competencyRatings.insert({
            projectId: id,
            projectSessionId: null,
            coachAccountId: coachId,
            coacheeAccountId: coacheeId,
            scores: scores(score),
            note: score === 5 ? 'Harika' : null,
            createdAt: at(minute),
          }),
        );
      const before = await reads().competencyRatings.programmeTotals();
      expect(await rate(1, 5)).toBe(true);
      expect(await rate(2, 3)).toBe(false);
      const listed = await reads().competencyRatings.listForCoach(coachId);
      expect(listed).toEqual([
        {
          id: expect.any(String),
          projectId: id,
          projectSessionId: null,
          coachAccountId: coachId,
          coacheeAccountId: coacheeId,
          scores: scores(5),
          note: 'Harika',
          createdAt: at(1),
        },
      ]);
      expect(await reads().competencyRatings.listOfProject(id)).toEqual(listed);
      expect(await reads().competencyRatings.listByCoachee(coacheeId)).toEqual(listed);
      expect(await reads().competencyRatings.listByCoachee(coachId)).toEqual([]);
      // Summed by the store: one rating more, of one coach more, each competency 5 higher.
      const after = await reads().competencyRatings.programmeTotals();
      expect(after.ratingCount - before.ratingCount).toBe(1);
      expect(after.coachCount - before.coachCount).toBe(1);
      for (const key of Object.keys(after.sums) as (keyof typeof after.sums)[]) {
        expect(after.sums[key] - before.sums[key]).toBe(5);
      }
      expect(Object.keys(after.sums).sort()).toEqual(Object.keys(scores(5)).sort());
    });

    it('refuses a score outside 1 to 5', async () => {
      const { id, coachId, coacheeId } = await project();
      await expect(
        write(({ competencyRatings }) =>
          competencyRatings.insert({
            projectId: id,
            projectSessionId: null,
            coachAccountId: coachId,
            coacheeAccountId: coacheeId,
            scores: { ...scores(3), presence: 6 },
            note: null,
            createdAt: at(1),
          }),
        ),
      ).rejects.toThrow();
    });
  });
}
