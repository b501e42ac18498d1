import type {
  MatchingChanges,
  MatchingSnapshot,
  MatchingSnapshotAt,
  RequestToMatch,
} from '../ports/project-request-repository.ts';

/**
 * The snapshot `base` brought up to date with what changed since it was read (`matchingChangesSince`):
 * each changed member's open requests and facts replace what `base` held of it, and the requests
 * stay oldest first (ties by id). At a moment `base` still holds (`snapshotHoldsUntil`: no end
 * date passed, no covering period ended or started), the unchanged members' facts are what a read
 * at that moment would give, so the result equals the whole snapshot read then (the repository
 * contract checks it after every test).
 */
export function withMatchingChanges(base: MatchingSnapshot, changes: MatchingChanges): MatchingSnapshotAt {
  const changed = new Set(changes.accountIds);
  const members = new Map(base.members);
  for (const accountId of changed) members.delete(accountId);
  for (const [accountId, member] of changes.members) members.set(accountId, member);
  const unchanged = base.requests.filter((request) => !changed.has(request.accountId));
  return {
    requests: oldestFirst(unchanged, changes.requests),
    members,
    version: changes.version,
    nextPeriodStart: changes.nextPeriodStart,
    seen: changes.seen,
  };
}

/** `a` waited longer than `b`: an earlier request, or the same moment and a smaller id. */
function waitedLonger(a: RequestToMatch, b: RequestToMatch): boolean {
  const byTime = a.createdAt.getTime() - b.createdAt.getTime();
  return byTime < 0 || (byTime === 0 && a.id < b.id);
}

/** Two lists, each oldest first, merged into one. */
function oldestFirst(a: readonly RequestToMatch[], b: readonly RequestToMatch[]): RequestToMatch[] {
  const merged: RequestToMatch[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const left = a[i] as RequestToMatch;
    const right = b[j] as RequestToMatch;
    if (waitedLonger(right, left)) {
      merged.push(right);
      j += 1;
    } else {
      merged.push(left);
      i += 1;
    }
  }
  for (; i < a.length; i += 1) merged.push(a[i] as RequestToMatch);
  for (; j < b.length; j += 1) merged.push(b[j] as RequestToMatch);
  return merged;
}
