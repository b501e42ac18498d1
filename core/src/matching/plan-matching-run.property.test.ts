import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '../contracts/language.ts';
import type { ProjectRole } from '../contracts/projects.ts';
import type { EligibilityFacts } from '../projects/domain/eligibility-facts.ts';
import type { ProjectRequest } from '../projects/domain/project.ts';
import { defaultApplicationSettings } from '../settings/domain/application-settings.ts';
import { readMatchingSnapshot } from './matching-snapshot.ts';
import { planMatchingRun } from './plan-matching-run.ts';

/*
 * ADR 0035 on whole runs: random histories of projects (few start instants, so several projects of
 * one member often start at the same one; some still open) and random open requests (at most one
 * per member and side, as the product allows). Whatever the run plans, no two people end up with
 * two open projects, and nobody is paired with a partner of either one's most recent projects,
 * every project of the latest instant counted.
 */

interface PastProject {
  readonly coach: string;
  readonly coachee: string;
  readonly startedAt: number;
  readonly open: boolean;
}

const members = 7;
const member = fc.nat(members - 1).map((index) => `m${index}`);

const historyArbitrary = fc.array(
  fc
    .record({ coach: member, coachee: member, startedAt: fc.nat(3), open: fc.boolean() })
    .filter((project) => project.coach !== project.coachee),
  { maxLength: 10 },
);

const requestsArbitrary = fc
  .array(
    fc.record({
      role: fc.constantFrom<ProjectRole>('coach', 'coachee'),
      accountId: member,
      languages: fc.constantFrom<readonly Language[]>(['tr'], ['en'], ['tr', 'en']),
      waited: fc.nat(5),
    }),
    { maxLength: 2 * members },
  )
  .map((drawn) => {
    const seen = new Set<string>();
    return drawn
      .filter(({ role, accountId }) => !seen.has(`${role}|${accountId}`) && seen.add(`${role}|${accountId}`))
      .map(
        ({ role, accountId, languages, waited }, index): ProjectRequest => ({
          id: `r${index}`,
          accountId,
          role,
          languages,
          state: 'open',
          createdAt: new Date(Date.UTC(2026, 0, 10 - waited)),
          closedAt: null,
          projectId: null,
          lastSkipReason: null,
          lastSkipAt: null,
        }),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  });

/** Every member eligible for both sides, so that only the rules on partners keep anyone apart. */
function eligible(accountId: string): EligibilityFacts {
  return {
    accountId,
    status: 'active',
    isLocked: false,
    subscriptionEndDate: new Date(Date.UTC(2030, 0, 1)),
    coachLevel: true,
    periods: [],
    proofState: 'approved',
    coacheeRequestCount: 1,
    score: 10,
    openCoachProjects: 0,
    openCoacheeProjects: 0,
    hasOpenCoachRequest: false,
    hasOpenCoacheeRequest: false,
  };
}

const sidesOf = (project: PastProject) => [
  [project.coach, project.coachee],
  [project.coachee, project.coach],
];

/** The ports' reads over a list of past projects, as their doc comments define them. */
function sourcesOf(history: readonly PastProject[]): Parameters<typeof readMatchingSnapshot>[0] {
  const partners = (
    accountIds: readonly string[],
    keep: (project: PastProject, member: string) => boolean,
  ) => {
    const found = new Map<string, string[]>();
    for (const project of history) {
      for (const [person, partner] of sidesOf(project)) {
        if (!person || !partner || !accountIds.includes(person) || !keep(project, person)) continue;
        const list = found.get(person) ?? [];
        if (!list.includes(partner)) list.push(partner);
        found.set(person, list);
      }
    }
    return found;
  };
  const latestStart = (person: string) =>
    Math.max(
      ...history
        .filter((project) => project.coach === person || project.coachee === person)
        .map((project) => project.startedAt),
    );
  return {
    projectRequests: { eligibilityOf: async (ids) => new Map(ids.map((id) => [id, eligible(id)])) },
    projects: {
      mostRecentPartners: async (ids) =>
        partners(ids, (project, person) => project.startedAt === latestStart(person)),
      openPartners: async (ids) => partners(ids, (project) => project.open),
    },
  } as Parameters<typeof readMatchingSnapshot>[0];
}

const settings = { ...defaultApplicationSettings, maxCoachProjects: 20, maxCoacheeProjects: 20 };

const twoPeople = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

describe('a matching run over random histories', () => {
  it('never leaves two people with two open projects, nor pairs the partners of a most recent project', async () => {
    await fc.assert(
      fc.asyncProperty(historyArbitrary, requestsArbitrary, async (history, requests) => {
        const now = new Date(Date.UTC(2026, 0, 10));
        const snapshot = await readMatchingSnapshot(sourcesOf(history), requests, now);
        const plan = planMatchingRun(snapshot, settings, now);
        const openAfter = new Map<string, number>();
        for (const project of history.filter((past) => past.open)) {
          const key = twoPeople(project.coach, project.coachee);
          openAfter.set(key, (openAfter.get(key) ?? 0) + 1);
        }
        for (const pair of plan.pairs) {
          const key = twoPeople(pair.coachAccountId, pair.coacheeAccountId);
          // The plan's pair is the only open project of these two, old or new.
          expect(openAfter.get(key) ?? 0).toBe(0);
          openAfter.set(key, 1);
          for (const [person, partner] of [
            [pair.coachAccountId, pair.coacheeAccountId],
            [pair.coacheeAccountId, pair.coachAccountId],
          ] as const) {
            const mine = history.filter((project) => project.coach === person || project.coachee === person);
            const latest = Math.max(...mine.map((project) => project.startedAt));
            const recentPartners = mine
              .filter((project) => project.startedAt === latest)
              .map((project) => (project.coach === person ? project.coachee : project.coach));
            expect(recentPartners).not.toContain(partner);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
