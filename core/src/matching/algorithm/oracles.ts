import { type ExplicitGraph, maximumMatching } from './hopcroft-karp.ts';

/**
 * Slow, obviously right answers for the tests: the definitions of the objective of docs/product-rules.md §7 computed
 * on the explicit graph, with none of planMatching's machinery.
 */

/** Indices served on each side, ascending (waiting order). */
export interface ServedSets {
  readonly coaches: readonly number[];
  readonly coachees: readonly number[];
}

/**
 * "Longest-waiting first" by its definition: go through a side in waiting order and keep a request
 * when some matching can still serve it together with all the requests kept so far
 * (Hopcroft–Karp decides). Polynomial, so it also checks instances too large for brute force.
 */
export function greedyServed(graph: ExplicitGraph): ServedSets {
  const transposed: number[][] = graph.coachees.map(() => []);
  graph.adjacency.forEach((row, coach) => {
    for (const coachee of row) transposed[coachee]?.push(coach);
  });
  return {
    coaches: greedySide(graph.adjacency, graph.coachees.length),
    coachees: greedySide(transposed, graph.coaches.length),
  };
}

function greedySide(adjacency: readonly (Int32Array | readonly number[])[], otherCount: number): number[] {
  const kept: number[] = [];
  adjacency.forEach((_, candidate) => {
    const rows = [...kept, candidate].map((index) => adjacency[index] ?? []);
    if (maximumMatching(rows.length, otherCount, rows).size === rows.length) kept.push(candidate);
  });
  return kept;
}

export interface BruteForceAnswer {
  readonly maximum: number;
  /** Over all maximum matchings, the lexicographically earliest served set of each side. */
  readonly earliest: ServedSets;
}

/** Enumerates every matching: only for a handful of requests per side. */
export function bruteForce(graph: ExplicitGraph): BruteForceAnswer {
  let maximum = 0;
  let coaches: number[] = [];
  let coachees: number[] = [];
  const usedCoachees: boolean[] = graph.coachees.map(() => false);
  const servedCoaches: number[] = [];

  const record = () => {
    const served = graph.coachees.map((_, index) => index).filter((index) => usedCoachees[index]);
    if (servedCoaches.length > maximum) {
      maximum = servedCoaches.length;
      coaches = [...servedCoaches];
      coachees = served;
      return;
    }
    if (servedCoaches.length < maximum) return;
    if (earlier(servedCoaches, coaches)) coaches = [...servedCoaches];
    if (earlier(served, coachees)) coachees = served;
  };
  const visit = (coach: number) => {
    if (coach === graph.coaches.length) {
      record();
      return;
    }
    visit(coach + 1);
    for (const coachee of graph.adjacency[coach] ?? []) {
      if (usedCoachees[coachee]) continue;
      usedCoachees[coachee] = true;
      servedCoaches.push(coach);
      visit(coach + 1);
      servedCoaches.pop();
      usedCoachees[coachee] = false;
    }
  };
  visit(0);
  return { maximum, earliest: { coaches, coachees } };
}

/** Lexicographic order on ascending index lists of the same length. */
function earlier(a: readonly number[], b: readonly number[]): boolean {
  for (let k = 0; k < a.length; k += 1) {
    if (a[k] !== b[k]) return (a[k] as number) < (b[k] as number);
  }
  return false;
}

/**
 * The size of the largest matching that never joins the same two people twice, in either role
 * (ADR 0035), by a search that drops a branch when even pairing every coach left could not beat the
 * best found. Only for a handful of requests per side.
 */
export function largestOncePerTwoPeople(graph: ExplicitGraph): number {
  let best = 0;
  const usedCoachees = graph.coachees.map(() => false);
  const joined = new Set<string>();
  const visit = (coach: number, pairs: number) => {
    if (pairs + (graph.coaches.length - coach) <= best) return;
    if (coach === graph.coaches.length) {
      best = pairs;
      return;
    }
    for (const coachee of graph.adjacency[coach] ?? []) {
      if (usedCoachees[coachee]) continue;
      const a = graph.coaches[coach]?.accountId ?? '';
      const b = graph.coachees[coachee]?.accountId ?? '';
      const people = a < b ? `${a}|${b}` : `${b}|${a}`;
      if (joined.has(people)) continue;
      joined.add(people);
      usedCoachees[coachee] = true;
      visit(coach + 1, pairs + 1);
      usedCoachees[coachee] = false;
      joined.delete(people);
    }
    visit(coach + 1, pairs);
  };
  visit(0, 0);
  return best;
}
