import { type ForbiddenLists, withRequestPairs } from './forbidden-pairs.ts';

/**
 * ADR 0035: two pairs of one plan never join the same two people, in either role (A coaching B
 * while B coaches A, or twice in one role). The maximum matching of the graph may, so a second
 * pair between two people is taken out of the graph and the matching found again.
 *
 * Which to take out matters: leaving out one may cost a pair that leaving out the other does not,
 * and finding the largest plan without repeated people is a matching with conflicting edges, hard
 * in general. So this is a small branch and bound. On the first repeat in the coaches' waiting
 * order, between people A and B, each branch keeps exactly one of the request pairs that could join
 * A and B (in either role) and forbids all the others: first the pair of the longer-waiting coach,
 * then the later one, then the rest. Every plan that joins A and B at most once lies in some
 * branch (one that joins them not at all lies in every branch), and no branch meets A and B's
 * repeat again, so the search goes one pair of people deeper at each level. (Forbidding one
 * request pair at a time, as it first did, let the next matching join A and B through another of
 * their requests, and on members with three or four requests the search ran out of its budget and
 * returned a plan one pair short: 11 of 15,000 random instances of 9 requests a side.) A branch
 * whose maximum is no larger than the best plan found is dropped, and the search stops at a plan
 * as large as the unrestricted maximum. It is exact while the budget of extra matchings lasts;
 * after that, every later repeat is forbidden at once until none is left. Repeats need two people
 * with two requests each, paired both ways, so a run has few or none; none costs one pass over
 * the pairs.
 */
export interface RepeatSearch {
  /** The forbidden pairs of the first matching, by request index in input order. */
  readonly lists: ForbiddenLists;
  /** Waiting position → input index, on each side. */
  readonly coachOrder: Int32Array;
  readonly coacheeOrder: Int32Array;
  /** A maximum matching (coachee position of each coach position, or -1) without these pairs. */
  readonly solve: (lists: ForbiddenLists) => Int32Array;
  /** Whether two requests (input indices) share a language: only such pairs are worth a branch. */
  readonly canMeet: (coach: number, coachee: number) => boolean;
}

/**
 * Extra matchings the search may compute: about two million requests' worth, 8 to 65,536 of them.
 * The work is bounded either way (a small run's matchings are cheap); a cap of 4,096 left one
 * random instance of 9 requests a side in 40,000 one pair short, where 9,243 proved the optimum.
 */
function budgetFor(requests: number): number {
  return Math.min(65_536, Math.max(8, Math.floor(2_000_000 / Math.max(1, requests))));
}

export function withoutRepeatedPeople(first: Int32Array, search: RepeatSearch): Int32Array {
  const repeats = new RepeatedPairs(search);
  if (!repeats.possible || repeats.find(first).length === 0) return first;
  const upperBound = pairCount(first);
  let budget = budgetFor(search.coachOrder.length + search.coacheeOrder.length);
  let best = first;
  let bestSize = -1;

  const finishGreedily = (lists: ForbiddenLists, matching: Int32Array, found: Repeat[]) => {
    let current = matching;
    for (let left = found, forbidden = lists; left.length > 0; left = repeats.find(current)) {
      forbidden = withRequestPairs(
        forbidden,
        left.map((repeat) => repeat.later),
      );
      current = search.solve(forbidden);
    }
    if (pairCount(current) > bestSize) {
      best = current;
      bestSize = pairCount(current);
    }
  };
  const visit = (lists: ForbiddenLists, matching: Int32Array) => {
    const size = pairCount(matching);
    if (size <= bestSize) return;
    const found = repeats.find(matching);
    if (found.length === 0) {
      best = matching;
      bestSize = size;
      return;
    }
    if (budget <= 0) {
      finishGreedily(lists, matching, found);
      return;
    }
    const [{ earlier, later }] = found as [Repeat];
    const joining = repeats.pairsJoining(earlier);
    const kept = [
      earlier,
      later,
      ...joining.filter((pair) => !samePair(pair, earlier) && !samePair(pair, later)),
    ];
    for (const keep of kept) {
      if (bestSize === upperBound || (budget <= 0 && bestSize >= 0)) return;
      budget -= 1;
      const next = withRequestPairs(
        lists,
        joining.filter((pair) => !samePair(pair, keep)),
      );
      visit(next, search.solve(next));
    }
  };
  visit(search.lists, first);
  return best;
}

function samePair(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

function pairCount(matching: Int32Array): number {
  let count = 0;
  for (const coachee of matching) if (coachee !== -1) count += 1;
  return count;
}

/** A pair joining two people that an earlier pair (in the coaches' waiting order) joins already. */
interface Repeat {
  /** `[coach index, coachee index]` in input order. */
  readonly earlier: readonly [number, number];
  readonly later: readonly [number, number];
}

/**
 * Finds the repeats of a matching. Only members with two requests or more can be joined twice, so
 * a run where nobody has two touches nothing more; the others get one slot per request of theirs
 * for the partners met so far (a member is in at most that many pairs), all in typed arrays.
 */
class RepeatedPairs {
  private readonly search: RepeatSearch;
  /** Members with two requests or more (1), by member number. */
  private readonly several: Uint8Array;
  /** Where each member's slots start; a member has as many as it has requests. */
  private readonly slotStart: Int32Array;
  /** The coach and coachee requests (input indices, in waiting order) of each member with several. */
  private readonly requestsOf = new Map<number, { coach: number[]; coachee: number[] }>();
  readonly possible: boolean;

  constructor(search: RepeatSearch) {
    this.search = search;
    const { memberCount, coachMembers, coacheeMembers } = search.lists;
    const requests = new Int32Array(memberCount);
    for (const members of [coachMembers, coacheeMembers]) {
      for (const member of members) requests[member] = (requests[member] as number) + 1;
    }
    this.several = Uint8Array.from(requests, (count) => (count > 1 ? 1 : 0));
    this.slotStart = new Int32Array(memberCount + 1);
    for (let member = 0; member < memberCount; member += 1) {
      this.slotStart[member + 1] = (this.slotStart[member] as number) + (requests[member] as number);
    }
    this.possible = this.several.includes(1);
    const own = (member: number) => {
      const known = this.requestsOf.get(member);
      if (known) return known;
      const added = { coach: [] as number[], coachee: [] as number[] };
      this.requestsOf.set(member, added);
      return added;
    };
    // In waiting order, not input order: the branches are tried in this order, and the first of
    // two plans of one size wins, so the plan must not depend on how the input was arranged.
    for (const index of search.coachOrder) {
      const member = coachMembers[index] as number;
      if (this.several[member] === 1) own(member).coach.push(index);
    }
    for (const index of search.coacheeOrder) {
      const member = coacheeMembers[index] as number;
      if (this.several[member] === 1) own(member).coachee.push(index);
    }
  }

  /**
   * Every request pair `[coach, coachee]` that could join the two people of a pair, in either role:
   * A's coach requests with B's coachee requests, and B's coach requests with A's coachee requests.
   */
  pairsJoining([coach, coachee]: readonly [number, number]): [number, number][] {
    const { coachMembers, coacheeMembers } = this.search.lists;
    const a = this.requestsOf.get(coachMembers[coach] as number);
    const b = this.requestsOf.get(coacheeMembers[coachee] as number);
    const pairs: [number, number][] = [];
    for (const [coaching, coached] of [
      [a, b],
      [b, a],
    ]) {
      for (const coachRequest of coaching?.coach ?? []) {
        for (const coacheeRequest of coached?.coachee ?? []) {
          if (this.search.canMeet(coachRequest, coacheeRequest)) pairs.push([coachRequest, coacheeRequest]);
        }
      }
    }
    return pairs;
  }

  find(coacheeOfCoach: Int32Array): Repeat[] {
    const found: Repeat[] = [];
    if (!this.possible) return found;
    const { coachOrder, coacheeOrder, lists } = this.search;
    const { coachMembers, coacheeMembers, memberCount } = lists;
    const slotStart = this.slotStart;
    const used = new Int32Array(memberCount);
    // Per slot: the partner met, and the coach position of the pair that met it.
    const partner = new Int32Array(slotStart[memberCount] as number);
    const pairAt = new Int32Array(partner.length);
    const requestsOf = (coachPosition: number): readonly [number, number] => [
      coachOrder[coachPosition] as number,
      coacheeOrder[coacheeOfCoach[coachPosition] as number] as number,
    ];
    const meet = (member: number, other: number, coachPosition: number) => {
      const slot = (slotStart[member] as number) + (used[member] as number);
      partner[slot] = other;
      pairAt[slot] = coachPosition;
      used[member] = (used[member] as number) + 1;
    };
    coacheeOfCoach.forEach((coacheePosition, coachPosition) => {
      if (coacheePosition === -1) return;
      const a = coachMembers[coachOrder[coachPosition] as number] as number;
      const b = coacheeMembers[coacheeOrder[coacheePosition] as number] as number;
      if (this.several[a] === 0 || this.several[b] === 0) return;
      const first = slotStart[a] as number;
      for (let slot = first; slot < first + (used[a] as number); slot += 1) {
        if (partner[slot] === b) {
          found.push({ earlier: requestsOf(pairAt[slot] as number), later: requestsOf(coachPosition) });
          return;
        }
      }
      meet(a, b, coachPosition);
      meet(b, a, coachPosition);
    });
    return found;
  }
}
