import type { MatchingInput, MatchingRequest } from './types.ts';

/**
 * The reference the tests and the benchmark compare planMatching with: a textbook Hopcroft–Karp on
 * an explicit adjacency list, sharing no code with the implicit algorithm. Its graph costs one
 * check per coach × coachee, which is exactly what planMatching avoids.
 */

export interface ExplicitGraph {
  /** In waiting order (requestedAt, then id), like planMatching's. */
  readonly coaches: readonly MatchingRequest[];
  readonly coachees: readonly MatchingRequest[];
  /** For each coach index, the coachee indices it may be paired with. */
  readonly adjacency: readonly Int32Array[];
  readonly edgeCount: number;
}

export interface MaximumMatching {
  readonly size: number;
  /** The right vertex of each left vertex, -1 when unmatched. */
  readonly rightOfLeft: Int32Array;
}

/** Every allowed coach × coachee pair: a shared language, two accounts, not a forbidden pair (either order). */
export function buildExplicitGraph(input: MatchingInput): ExplicitGraph {
  const coaches = byWaitingTime(input.coachRequests);
  const coachees = byWaitingTime(input.coacheeRequests);
  const excluded = new Map<string, Set<string>>();
  const exclude = (a: string, b: string) => {
    const set = excluded.get(a) ?? new Set<string>();
    set.add(b);
    excluded.set(a, set);
  };
  for (const [a, b] of input.forbiddenPairs) {
    exclude(a, b);
    exclude(b, a);
  }
  const coacheeMasks = coachees.map(languageMask);
  let edgeCount = 0;
  const row: number[] = [];
  const adjacency = coaches.map((coach) => {
    const mask = languageMask(coach);
    const partners = excluded.get(coach.accountId);
    row.length = 0;
    coachees.forEach((coachee, index) => {
      if ((mask & (coacheeMasks[index] as number)) === 0) return;
      if (coachee.accountId === coach.accountId || partners?.has(coachee.accountId)) return;
      row.push(index);
    });
    edgeCount += row.length;
    return Int32Array.from(row);
  });
  return { coaches, coachees, adjacency, edgeCount };
}

/** The size of a maximum matching. */
export function hopcroftKarp(
  leftCount: number,
  rightCount: number,
  adjacency: readonly (Int32Array | readonly number[])[],
): number {
  return maximumMatching(leftCount, rightCount, adjacency).size;
}

/** Hopcroft–Karp: BFS layers from all free left vertices, then vertex-disjoint augmenting DFS. */
export function maximumMatching(
  leftCount: number,
  rightCount: number,
  adjacency: readonly (Int32Array | readonly number[])[],
): MaximumMatching {
  const unreached = 0x7fffffff;
  const rightOfLeft = new Int32Array(leftCount).fill(-1);
  const leftOfRight = new Int32Array(rightCount).fill(-1);
  const layer = new Int32Array(leftCount);
  const queue = new Int32Array(leftCount);
  const cursor = new Int32Array(leftCount);
  const stack = new Int32Array(leftCount);
  const neighbours = (left: number) => adjacency[left] ?? [];
  let size = 0;

  const layered = (): boolean => {
    let end = 0;
    for (let left = 0; left < leftCount; left += 1) {
      layer[left] = rightOfLeft[left] === -1 ? 0 : unreached;
      if (layer[left] === 0) queue[end++] = left;
    }
    let reachesFree = false;
    for (let start = 0; start < end; start += 1) {
      const left = queue[start] as number;
      for (const right of neighbours(left)) {
        const mate = leftOfRight[right] as number;
        if (mate === -1) reachesFree = true;
        else if (layer[mate] === unreached) {
          layer[mate] = (layer[left] as number) + 1;
          queue[end++] = mate;
        }
      }
    }
    return reachesFree;
  };

  // Iterative DFS along the layers; a dead end is taken out of the phase.
  const augmentFrom = (root: number): boolean => {
    let depth = 0;
    stack[depth++] = root;
    while (depth > 0) {
      const left = stack[depth - 1] as number;
      const list = neighbours(left);
      const at = cursor[left] as number;
      if (at === list.length) {
        layer[left] = unreached;
        depth -= 1;
        continue;
      }
      cursor[left] = at + 1;
      const right = list[at] as number;
      const mate = leftOfRight[right] as number;
      if (mate === -1) {
        let taken = right;
        for (let k = depth - 1; k >= 0; k -= 1) {
          const vertex = stack[k] as number;
          const released = rightOfLeft[vertex] as number;
          rightOfLeft[vertex] = taken;
          leftOfRight[taken] = vertex;
          taken = released;
        }
        return true;
      }
      if (layer[mate] === (layer[left] as number) + 1) stack[depth++] = mate;
    }
    return false;
  };

  while (layered()) {
    cursor.fill(0);
    for (let left = 0; left < leftCount; left += 1) {
      if (rightOfLeft[left] === -1 && augmentFrom(left)) size += 1;
    }
  }
  return { size, rightOfLeft };
}

function byWaitingTime(requests: readonly MatchingRequest[]): MatchingRequest[] {
  return [...requests].sort(
    (a, b) => a.requestedAt - b.requestedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

function languageMask(request: MatchingRequest): number {
  return (request.languages.includes('tr') ? 1 : 0) | (request.languages.includes('en') ? 2 : 0);
}
