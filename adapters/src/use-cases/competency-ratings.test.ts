import {
  type CompetencyScores,
  competencies,
  completeProjectAsCoachee,
  confirmSession,
  execute,
  getCompetencyReport,
  getMyDevelopment,
  listGivenRatings,
  localDateOf,
  logSession,
  rateCoach,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { type Member, outcome, type Programme, programme } from './projects-testing.ts';

const start = new Date('2026-03-02T09:00:00Z');

/** Every competency at `score`, or as given. */
const scoresOf = (score: number, changes: Partial<CompetencyScores> = {}): CompetencyScores => ({
  ...(Object.fromEntries(competencies.map((key) => [key, score])) as CompetencyScores),
  ...changes,
});

/** A project of `coach` with a new coachee, and one session the coachee confirmed; completed when asked. */
async function confirmedSession(p: Programme, coach: Member, coacheeName: string, complete = true) {
  const coachee = await p.member(coacheeName);
  const { project } = await p.pairUp({ coach, coachee });
  const log = await execute(logSession, coach.ctx, {
    projectId: project.id,
    heldOn: localDateOf(p.clock.now(), 'Europe/Istanbul'),
    hours: 1,
  });
  const sessionId = log.items[0]?.id ?? '';
  await execute(confirmSession, coachee.ctx, { projectSessionId: sessionId });
  // A coach runs only so many projects at once: the next one needs this one closed.
  if (complete)
    await execute(completeProjectAsCoachee, coachee.ctx, { projectId: project.id, sessionCount: 1 });
  return { coachee, projectId: project.id, sessionId };
}

const rate = (
  who: Member,
  projectId: string,
  scores: CompetencyScores,
  projectSessionId?: string,
  note?: string,
) => execute(rateCoach, who.ctx, { projectId, projectSessionId, scores, note });

describe('rating a coach on the ICF core competencies', () => {
  it('takes one rating per confirmed session from the coachee alone, and never moves points', async () => {
    const p = await programme({ start });
    const coach = await p.coachReady('Kerem');
    const { coachee, projectId, sessionId } = await confirmedSession(p, coach, 'Ayşe', false);
    expect(await execute(listGivenRatings, coachee.ctx, { projectId })).toMatchObject({
      canRate: true,
      sessionsToRate: [sessionId],
      projectEndToRate: false,
    });
    expect(await outcome(rate(coach, projectId, scoresOf(5), sessionId))).toBe('recordNotFound');
    expect(await outcome(rate(coachee, projectId, scoresOf(4), sessionId))).toBe('done');
    expect(await outcome(rate(coachee, projectId, scoresOf(4), sessionId))).toBe('competencyAlreadyRated');
    // The project's end is rated once it was completed, not before.
    expect(await outcome(rate(coachee, projectId, scoresOf(4)))).toBe('competencyRatingNotOpen');
    expect(await outcome(rate(coachee, projectId, scoresOf(6), sessionId))).toBe('validationFailed');
    await execute(completeProjectAsCoachee, coachee.ctx, { projectId, sessionCount: 1 });
    const afterEnd = await execute(listGivenRatings, coachee.ctx, { projectId });
    expect(afterEnd).toMatchObject({
      sessionsToRate: [],
      ratedSessions: [sessionId],
      projectEndToRate: true,
    });
    const points = [await p.score(coach), await p.score(coachee)];
    expect(await outcome(rate(coachee, projectId, scoresOf(5)))).toBe('done');
    expect([await p.score(coach), await p.score(coachee)]).toEqual(points);
    expect((await execute(listGivenRatings, coach.ctx, { projectId })).canRate).toBe(false);
  });

  it("keeps the coach's page empty below three ratings, and shows averages without names from three on", async () => {
    const p = await programme({ start });
    const coach = await p.coachReady('Kerem');
    const first = await confirmedSession(p, coach, 'Ayşe');
    const second = await confirmedSession(p, coach, 'Bora');
    await rate(first.coachee, first.projectId, scoresOf(5), first.sessionId, 'Çok iyi dinledi');
    p.advanceDays(40);
    await rate(
      second.coachee,
      second.projectId,
      scoresOf(3, { presence: 1 }),
      second.sessionId,
      'Acele etti',
    );
    const belowMinimum = await execute(getMyDevelopment, coach.ctx, {});
    expect(belowMinimum).toEqual({
      ratingCount: 2,
      minimumRatings: 3,
      averages: null,
      overTime: [],
      notes: [],
    });
    const third = await confirmedSession(p, coach, 'Cem');
    await rate(third.coachee, third.projectId, scoresOf(4), third.sessionId);
    const shown = await execute(getMyDevelopment, coach.ctx, {});
    expect(shown.ratingCount).toBe(3);
    expect(shown.averages).toEqual(scoresOf(4, { presence: 3.33 }));
    expect(shown.overTime).toEqual([
      { month: '2026-04', ratingCount: 3, averages: scoresOf(4, { presence: 3.33 }) },
    ]);
    expect(shown.notes).toEqual(['Acele etti', 'Çok iyi dinledi']);
    // No name, address or id of a coachee reaches the coach.
    const answer = JSON.stringify(shown);
    for (const who of [first, second, third]) {
      expect(answer).not.toContain(who.coachee.account.name);
      expect(answer).not.toContain(who.coachee.email);
      expect(answer).not.toContain(who.coachee.id);
      expect(answer).not.toContain(who.projectId);
    }
    const report = await execute(getCompetencyReport, p.admin, {});
    expect(report).toMatchObject({
      ratingCount: 3,
      coachCount: 1,
      averages: scoresOf(4, { presence: 3.33 }),
    });
    expect(await outcome(execute(getCompetencyReport, coach.ctx, {}))).toBe('forbidden');
  });
});
