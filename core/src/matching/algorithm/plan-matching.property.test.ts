import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../contracts/language.ts';
import { buildExplicitGraph, hopcroftKarp } from './hopcroft-karp.ts';
import { bruteForce, greedyServed, largestOncePerTwoPeople, type ServedSets } from './oracles.ts';
import { planMatching, planMaximumMatching } from './plan-matching.ts';
import type { MatchingInput, MatchingPlan, MatchingRequest, UnpairedReason } from './types.ts';

/*
 * Sizing: each property takes about a second or less on the CI machine (2 cores). The brute force
 * enumerates every matching, about 13,000 for a complete 6 × 6 instance, so it gets at most 6
 * requests a side (400 runs). The Hopcroft–Karp oracles are polynomial and take 9 a side
 * (1000 runs), and 60 a side on varied instances (300 runs). A small account pool makes members
 * with both a coach and a coachee request, and forbidden pairs that bite, common. The whole file
 * takes 3 to 8 s, depending on the machine's load.
 *
 * The oracles of ADR 0019 check planMaximumMatching, the maximum that may join the same two people
 * twice; planMatching, which never does (ADR 0035), is checked against it and against a brute
 * force that only counts matchings joining two people once.
 */

const languageSets: readonly (readonly Language[])[] = [['tr'], ['en'], ['tr', 'en'], ['en', 'tr']];

function requestsArbitrary(
  prefix: string,
  maxLength: number,
  members: number,
  languages: fc.Arbitrary<readonly Language[]> = fc.constantFrom(...languageSets),
) {
  const one = fc.record({
    member: fc.nat(members - 1),
    languages,
    requestedAt: fc.nat(4), // few distinct times: ties broken by id are common
    idKey: fc.nat(99),
  });
  // 'max': lengths spread up to maxLength (the default keeps arrays short).
  return fc.array(one, { maxLength, size: 'max' }).map((list) =>
    list.map(
      (entry, index): MatchingRequest => ({
        id: `${prefix}${entry.idKey}-${index}`,
        accountId: `m${entry.member}`,
        languages: entry.languages,
        requestedAt: entry.requestedAt,
      }),
    ),
  );
}

function instanceArbitrary(maxPerSide: number, members = 8): fc.Arbitrary<MatchingInput> {
  const member = fc.nat(members - 1).map((index) => `m${index}`);
  return fc.record({
    coachRequests: requestsArbitrary('c', maxPerSide, members),
    coacheeRequests: requestsArbitrary('e', maxPerSide, members),
    forbiddenPairs: fc.array(fc.tuple(member, member), { maxLength: 2 * maxPerSide }),
  });
}

/** The pairs of a plan that join two people an earlier pair joins already, in either role. */
function repeatedPeople(plan: MatchingPlan): string[] {
  const joined = new Set<string>();
  const repeated: string[] = [];
  for (const { coachAccountId: a, coacheeAccountId: b } of plan.pairs) {
    const people = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (joined.has(people)) repeated.push(people);
    joined.add(people);
  }
  return repeated;
}

/** Checks every rule that can be checked on the plan alone, and answers the served sets. */
function checkPlan(input: MatchingInput, plan: MatchingPlan): ServedSets {
  const { coaches, coachees } = buildExplicitGraph(input);
  const coachIndex = new Map(coaches.map((request, index) => [request.id, index]));
  const coacheeIndex = new Map(coachees.map((request, index) => [request.id, index]));
  const forbidden = new Set(input.forbiddenPairs.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
  const allowed = (coach: MatchingRequest, coachee: MatchingRequest) =>
    coach.accountId !== coachee.accountId &&
    !forbidden.has(`${coach.accountId}|${coachee.accountId}`) &&
    coach.languages.some((language) => coachee.languages.includes(language));

  const servedCoaches: number[] = [];
  const servedCoachees: number[] = [];
  for (const pair of plan.pairs) {
    const coach = coaches[coachIndex.get(pair.coachRequestId) ?? -1];
    const coachee = coachees[coacheeIndex.get(pair.coacheeRequestId) ?? -1];
    if (!coach || !coachee) throw new Error(`unknown request in ${JSON.stringify(pair)}`);
    expect(allowed(coach, coachee)).toBe(true);
    expect([pair.coachAccountId, pair.coacheeAccountId]).toEqual([coach.accountId, coachee.accountId]);
    const bothTurkish = coach.languages.includes('tr') && coachee.languages.includes('tr');
    expect(pair.language).toBe(bothTurkish ? 'tr' : 'en');
    servedCoaches.push(coachIndex.get(coach.id) ?? -1);
    servedCoachees.push(coacheeIndex.get(coachee.id) ?? -1);
  }
  // Pairs in the coaches' waiting order, each request once, pairs and unpaired covering everyone.
  expect(servedCoaches).toEqual([...servedCoaches].sort((a, b) => a - b));
  const unpairedCoaches = plan.unpaired
    .filter((entry) => entry.side === 'coach')
    .map((entry) => entry.requestId);
  const unpairedCoachees = plan.unpaired
    .filter((entry) => entry.side === 'coachee')
    .map((entry) => entry.requestId);
  expect(new Set([...plan.pairs.map((pair) => pair.coachRequestId), ...unpairedCoaches]).size).toBe(
    coaches.length,
  );
  expect(plan.pairs.length + unpairedCoaches.length).toBe(coaches.length);
  expect(new Set([...plan.pairs.map((pair) => pair.coacheeRequestId), ...unpairedCoachees]).size).toBe(
    coachees.length,
  );
  expect(plan.pairs.length + unpairedCoachees.length).toBe(coachees.length);

  const reasonFor = (
    own: MatchingRequest,
    others: readonly MatchingRequest[],
    isCoach: boolean,
  ): UnpairedReason => {
    const speakers = others.filter((other) =>
      own.languages.some((language) => other.languages.includes(language)),
    );
    if (speakers.length === 0) return 'no_partner_in_language';
    const open = speakers.filter((other) => (isCoach ? allowed(own, other) : allowed(other, own)));
    return open.length === 0 ? 'only_previous_partners' : 'partners_taken';
  };
  for (const entry of plan.unpaired) {
    const isCoach = entry.side === 'coach';
    const own = isCoach
      ? coaches[coachIndex.get(entry.requestId) ?? -1]
      : coachees[coacheeIndex.get(entry.requestId) ?? -1];
    if (!own) throw new Error(`unknown request ${entry.requestId}`);
    expect(entry.reason).toBe(reasonFor(own, isCoach ? coachees : coaches, isCoach));
  }
  return { coaches: servedCoaches, coachees: [...servedCoachees].sort((a, b) => a - b) };
}

/**
 * Up to 60 a side, 10 to 30 members, up to four forbidden pairs a request, and language mixes
 * drawn per instance: long
 * augmenting paths, searches that fail (and drop their tree), and partners reachable only through
 * requests with forbidden pairs, which the uniform small instances rarely produce. (A mutant that
 * forgot to put one visited request back after a search passed every other test here; this one
 * catches it in about 1.6 % of instances, so 300 runs find it 99 times in 100.)
 */
function variedArbitrary(): fc.Arbitrary<MatchingInput> {
  const mix = fc
    .tuple(fc.nat(4), fc.nat(4), fc.nat(4))
    .filter(([tr, en, both]) => tr + en + both > 0)
    .map(([tr, en, both]) =>
      fc.constantFrom<readonly Language[]>(
        ...Array<readonly Language[]>(tr).fill(['tr']),
        ...Array<readonly Language[]>(en).fill(['en']),
        ...Array<readonly Language[]>(both).fill(['tr', 'en']),
      ),
    );
  return fc
    .record({ members: fc.integer({ min: 10, max: 30 }), coachMix: mix, coacheeMix: mix })
    .chain(({ members, coachMix, coacheeMix }) => {
      const member = fc.nat(members - 1).map((index) => `m${index}`);
      return fc.record({
        coachRequests: requestsArbitrary('c', 60, members, coachMix),
        coacheeRequests: requestsArbitrary('e', 60, members, coacheeMix),
        forbiddenPairs: fc.array(fc.tuple(member, member), { maxLength: 480, size: 'max' }),
      });
    });
}

describe('planMaximumMatching on random small instances', () => {
  it('matches brute force: the maximum, and the earliest served set on each side', () => {
    fc.assert(
      fc.property(instanceArbitrary(6), (input) => {
        const plan = planMaximumMatching(input);
        const served = checkPlan(input, plan);
        const graph = buildExplicitGraph(input);
        const truth = bruteForce(graph);
        expect(plan.pairs.length).toBe(truth.maximum);
        expect(plan.pairs.length).toBe(
          hopcroftKarp(graph.coaches.length, graph.coachees.length, graph.adjacency),
        );
        expect(served).toEqual(truth.earliest);
      }),
      { numRuns: 400 },
    );
  });

  it('matches Hopcroft–Karp and the greedy definition of "longest-waiting first"', () => {
    fc.assert(
      fc.property(instanceArbitrary(9), (input) => {
        const plan = planMaximumMatching(input);
        const served = checkPlan(input, plan);
        const graph = buildExplicitGraph(input);
        expect(plan.pairs.length).toBe(
          hopcroftKarp(graph.coaches.length, graph.coachees.length, graph.adjacency),
        );
        expect(served).toEqual(greedyServed(graph));
      }),
      { numRuns: 1000 },
    );
  });

  it('matches them too on varied language mixes with many forbidden pairs', () => {
    fc.assert(
      fc.property(variedArbitrary(), (input) => {
        const plan = planMaximumMatching(input);
        const served = checkPlan(input, plan);
        const graph = buildExplicitGraph(input);
        expect(plan.pairs.length).toBe(
          hopcroftKarp(graph.coaches.length, graph.coachees.length, graph.adjacency),
        );
        expect(served).toEqual(greedyServed(graph));
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of the input arrays', () => {
    const permuted = instanceArbitrary(9).chain((input) =>
      fc.record({
        input: fc.constant(input),
        coachRequests: fc.shuffledSubarray([...input.coachRequests], {
          minLength: input.coachRequests.length,
        }),
        coacheeRequests: fc.shuffledSubarray([...input.coacheeRequests], {
          minLength: input.coacheeRequests.length,
        }),
        forbiddenPairs: fc.shuffledSubarray([...input.forbiddenPairs], {
          minLength: input.forbiddenPairs.length,
        }),
      }),
    );
    fc.assert(
      fc.property(permuted, ({ input, ...shuffled }) => {
        expect(planMaximumMatching(shuffled)).toEqual(planMaximumMatching(input));
      }),
      { numRuns: 300 },
    );
  });
});

/** mulberry32: a seeded generator, so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Shape {
  readonly coaches: number;
  readonly coachees: number;
  /** Weights of tr, en, both on each side. */
  readonly coachLanguages: readonly [number, number, number];
  readonly coacheeLanguages: readonly [number, number, number];
  /** Distinct members; fewer than requests makes members with requests on both sides. */
  readonly members: number;
  readonly forbidden: number;
}

function randomInstance(seed: number, shape: Shape): MatchingInput {
  const random = seeded(seed);
  const pick = (weights: readonly [number, number, number]): readonly Language[] => {
    const x = random() * (weights[0] + weights[1] + weights[2]);
    if (x < weights[0]) return ['tr'];
    return x < weights[0] + weights[1] ? ['en'] : ['tr', 'en'];
  };
  const member = () => `m${Math.floor(random() * shape.members)}`;
  const requests = (prefix: string, count: number, weights: readonly [number, number, number]) =>
    Array.from({ length: count }, (_, index) => ({
      id: `${prefix}${index}`,
      accountId: member(),
      languages: pick(weights),
      requestedAt: Math.floor(random() * 30),
    }));
  return {
    coachRequests: requests('c', shape.coaches, shape.coachLanguages),
    coacheeRequests: requests('e', shape.coachees, shape.coacheeLanguages),
    forbiddenPairs: Array.from({ length: shape.forbidden }, () => [member(), member()] as const),
  };
}

const shapes: Record<string, (size: number) => Shape> = {
  'the benchmark mix': (size) => ({
    coaches: size,
    coachees: size,
    coachLanguages: [70, 10, 20],
    coacheeLanguages: [70, 10, 20],
    members: 4 * size,
    forbidden: size / 5,
  }),
  'English-heavy coachees, bilingual coaches': (size) => ({
    coaches: size,
    coachees: size,
    coachLanguages: [30, 10, 60],
    coacheeLanguages: [20, 70, 10],
    members: size,
    forbidden: size,
  }),
  'twice as many coaches, dense forbidden pairs': (size) => ({
    coaches: 2 * size,
    coachees: size,
    coachLanguages: [50, 30, 20],
    coacheeLanguages: [40, 40, 20],
    members: size / 2,
    forbidden: 3 * size,
  }),
};

describe('planMaximumMatching on larger random instances', () => {
  // Up to 150 a side, the greedy definition is still cheap to check with Hopcroft–Karp.
  it.each(Object.keys(shapes))('serves the greedy sets with the maximum size: %s', (name) => {
    const shape = shapes[name] as (size: number) => Shape;
    for (const [seed, size] of [
      [1, 40],
      [2, 80],
      [3, 150],
    ] as const) {
      const input = randomInstance(seed, shape(size));
      const plan = planMaximumMatching(input);
      const graph = buildExplicitGraph(input);
      expect(plan.pairs.length).toBe(
        hopcroftKarp(graph.coaches.length, graph.coachees.length, graph.adjacency),
      );
      expect(checkPlan(input, plan)).toEqual(greedyServed(graph));
    }
  });

  it.each(Object.keys(shapes))('finds a maximum matching among a few thousand requests: %s', (name) => {
    const input = randomInstance(7, (shapes[name] as (size: number) => Shape)(1000));
    const plan = planMaximumMatching(input);
    const graph = buildExplicitGraph(input);
    expect(plan.pairs.length).toBe(
      hopcroftKarp(graph.coaches.length, graph.coachees.length, graph.adjacency),
    );
    checkPlan(input, plan);
  });
});

describe('planMatching: the same two people never share two projects (ADR 0035)', () => {
  /** The rules of planMatching's plan next to the maximum's; answers whether a repeat was repaired. */
  const checkOncePerTwoPeople = (input: MatchingInput) => {
    const plan = planMatching(input);
    checkPlan(input, plan);
    expect(repeatedPeople(plan)).toEqual([]);
    const maximum = planMaximumMatching(input);
    const repaired = repeatedPeople(maximum).length > 0;
    // Nothing changes where the maximum joins nobody twice; elsewhere it is an upper bound.
    if (!repaired) expect(plan).toEqual(maximum);
    expect(plan.pairs.length).toBeLessThanOrEqual(maximum.pairs.length);
    return { plan, repaired };
  };

  it('joins two people once, in either role, and is the largest plan that does', () => {
    let repairs = 0;
    fc.assert(
      fc.property(instanceArbitrary(6), (input) => {
        const { plan, repaired } = checkOncePerTwoPeople(input);
        if (repaired) repairs += 1;
        expect(plan.pairs.length).toBe(largestOncePerTwoPeople(buildExplicitGraph(input)));
      }),
      { numRuns: 400 },
    );
    // The instances do make the maximum pair two people twice (about one in twelve).
    expect(repairs).toBeGreaterThan(0);
  });

  it('is the largest such plan with 9 a side too, where the maximum repeats more often', () => {
    fc.assert(
      fc.property(instanceArbitrary(9, 5), (input) => {
        const { plan } = checkOncePerTwoPeople(input);
        expect(plan.pairs.length).toBe(largestOncePerTwoPeople(buildExplicitGraph(input)));
      }),
      { numRuns: 150 },
    );
  });

  it('joins two people once on varied language mixes with many forbidden pairs', () => {
    fc.assert(
      fc.property(variedArbitrary(), (input) => {
        checkOncePerTwoPeople(input);
      }),
      // These instances repeat people often, and each one spends the search's whole budget of
      // extra matchings (about twenty thousand on a hundred requests, repeated-people.ts): half a
      // second apiece, so twenty runs, where the small instances above take hundreds. What they
      // check (no two people joined twice) holds however the search ends.
      { numRuns: 20 },
    );
  });

  it('does not depend on the order of the input arrays', () => {
    const permuted = instanceArbitrary(9, 5).chain((input) =>
      fc.record({
        input: fc.constant(input),
        coachRequests: fc.shuffledSubarray([...input.coachRequests], {
          minLength: input.coachRequests.length,
        }),
        coacheeRequests: fc.shuffledSubarray([...input.coacheeRequests], {
          minLength: input.coacheeRequests.length,
        }),
        forbiddenPairs: fc.constant(input.forbiddenPairs),
      }),
    );
    fc.assert(
      fc.property(permuted, ({ input, ...shuffled }) => {
        expect(planMatching(shuffled)).toEqual(planMatching(input));
      }),
      { numRuns: 200 },
    );
  });

  it.each(Object.keys(shapes))('joins two people once among a few thousand requests: %s', (name) => {
    const input = randomInstance(7, (shapes[name] as (size: number) => Shape)(1000));
    const plan = planMatching(input);
    checkPlan(input, plan);
    expect(repeatedPeople(plan)).toEqual([]);
    expect(plan.pairs.length).toBeLessThanOrEqual(planMaximumMatching(input).pairs.length);
  });
});
