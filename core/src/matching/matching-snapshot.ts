import type { ProjectReads } from '../ports/project-repository.ts';
import type {
  MatchingSnapshot,
  MemberToMatch,
  ProjectRequestReads,
} from '../ports/project-request-repository.ts';
import type { EligibilityFacts } from '../projects/domain/eligibility-facts.ts';
import type { ProjectRequest } from '../projects/domain/project.ts';

/**
 * The matching snapshot put together from the four reads it stands for: what a store that derives
 * everything at read time answers (the memory tier), and the reference a store that keeps the
 * members' facts up to date is compared with (the repository contract).
 */
export function matchingSnapshotFrom(
  open: readonly ProjectRequest[],
  facts: ReadonlyMap<string, EligibilityFacts>,
  recentPartners: ReadonlyMap<string, readonly string[]>,
  openPartners: ReadonlyMap<string, readonly string[]>,
): MatchingSnapshot {
  const members = new Map<string, MemberToMatch>();
  for (const [accountId, ofMember] of facts) {
    members.set(accountId, {
      facts: ofMember,
      recentPartners: [...(recentPartners.get(accountId) ?? [])].sort(),
      openPartners: [...(openPartners.get(accountId) ?? [])].sort(),
    });
  }
  return {
    requests: open.map(({ id, accountId, role, languages, createdAt }) => ({
      id,
      accountId,
      role,
      languages,
      createdAt,
    })),
    members,
  };
}

/** The snapshot from the four reads themselves, at `at`. */
export async function readMatchingSnapshot(
  reads: {
    readonly projectRequests: Pick<ProjectRequestReads, 'eligibilityOf'>;
    readonly projects: Pick<ProjectReads, 'mostRecentPartners' | 'openPartners'>;
  },
  open: readonly ProjectRequest[],
  at: Date,
): Promise<MatchingSnapshot> {
  const accountIds = [...new Set(open.map((request) => request.accountId))];
  const [facts, recent, partners] = await Promise.all([
    reads.projectRequests.eligibilityOf(accountIds, at),
    reads.projects.mostRecentPartners(accountIds),
    reads.projects.openPartners(accountIds),
  ]);
  return matchingSnapshotFrom(open, facts, recent, partners);
}
