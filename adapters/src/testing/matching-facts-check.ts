import type { MatchingChanges, MatchingSnapshotAt, ReadRepositories } from '@coach/core';
import { withMatchingChanges } from '@coach/core/matching/matching-changes';
import { readMatchingSnapshot } from '@coach/core/matching/matching-snapshot';
import { expect } from 'vitest';
import type { RawSql } from './persistence-under-test.ts';

const sortedEntries = <V>(map: ReadonlyMap<string, V>) =>
  [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The matching snapshot a store answers equals the four reads it stands for, derived from the
 * tables themselves (ADR 0047); on SQL stores, every member's kept row of `matching_facts` also
 * equals those reads, members without an open request included. Called after every test of the
 * repository contract, so that a write that forgets the facts fails whichever test made it.
 */
export async function expectMatchingFactsKept(
  repositories: ReadRepositories,
  rawSql: RawSql | undefined,
  at: Date,
): Promise<void> {
  const { projectRequests, projects } = repositories;
  const snapshot = await projectRequests.matchingSnapshot(at);
  const expected = await readMatchingSnapshot(repositories, await projectRequests.listOpen(), at);
  expect(snapshot.requests, 'the open requests of the matching snapshot').toEqual(expected.requests);
  expect(sortedEntries(snapshot.members), 'the members of the matching snapshot').toEqual(
    sortedEntries(expected.members),
  );
  if (!rawSql) return;

  const ids = (await rawSql('select id from accounts')).map((row) => String(row.id));
  const [facts, recent, open] = await Promise.all([
    projectRequests.eligibilityOf(ids, at),
    projects.mostRecentPartners(ids),
    projects.openPartners(ids),
  ]);
  const kept = new Map(
    (
      await rawSql(`select account_id, coachee_requests, proof_state, open_coach_projects,
        open_coachee_projects, array_to_string(open_partners, ',') as open_partners,
        array_to_string(recent_partners, ',') as recent_partners from matching_facts`)
    ).map((row) => [String(row.account_id), row]),
  );
  const joined = (partners: readonly string[] | undefined) => [...(partners ?? [])].sort().join(',');
  for (const id of ids) {
    const row = kept.get(id);
    const of = facts.get(id);
    expect(
      {
        coacheeRequests: Number(row?.coachee_requests ?? 0),
        proofState: row?.proof_state ?? 'none',
        openCoachProjects: Number(row?.open_coach_projects ?? 0),
        openCoacheeProjects: Number(row?.open_coachee_projects ?? 0),
        openPartners: row?.open_partners ?? '',
        recentPartners: row?.recent_partners ?? '',
      },
      `the kept matching facts of ${id}`,
    ).toEqual({
      coacheeRequests: of?.coacheeRequestCount ?? 0,
      proofState: of?.proofState ?? 'none',
      openCoachProjects: of?.openCoachProjects ?? 0,
      openCoacheeProjects: of?.openCoacheeProjects ?? 0,
      openPartners: joined(open.get(id)),
      recentPartners: joined(recent.get(id)),
    });
  }
}

/**
 * What a store tells changed since `before` (`matchingChangesSince`), put into `before`, is the
 * snapshot read now at the same moment (ADR 0047, addendum of 2026-12-01): a write the changes miss
 * fails whichever test made it. Answers the changes; null when the store could not tell them (it
 * notes none, or one touched everything: a package, a truncation), and then checks nothing.
 */
export async function expectMatchingChangesTold(
  repositories: ReadRepositories,
  before: MatchingSnapshotAt,
  at: Date,
  what = 'the test’s writes',
): Promise<MatchingChanges | null> {
  if (before.seen === null) return null;
  const { projectRequests } = repositories;
  const changes = await projectRequests.matchingChangesSince(before.seen, at);
  if (!changes) return null;
  const now = await projectRequests.matchingSnapshot(at);
  const told = withMatchingChanges(before, changes);
  expect(told.requests, `the open requests after ${what}, from the changes`).toEqual(now.requests);
  expect(sortedEntries(told.members), `the members after ${what}, from the changes`).toEqual(
    sortedEntries(now.members),
  );
  expect(told.version, `the version after ${what}, from the changes`).toBe(now.version);
  return changes;
}
