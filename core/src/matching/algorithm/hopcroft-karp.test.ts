import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildExplicitGraph, hopcroftKarp, maximumMatching } from './hopcroft-karp.ts';
import { bruteForce } from './oracles.ts';

describe('hopcroftKarp (the reference oracle)', () => {
  it('finds the perfect matching that a greedy choice would miss', () => {
    // Left 0 may take right 0 or 1, left 1 only right 0.
    expect(hopcroftKarp(2, 2, [[0, 1], [0]])).toBe(2);
    const { rightOfLeft } = maximumMatching(2, 2, [[0, 1], [0]]);
    expect([...rightOfLeft]).toEqual([1, 0]);
  });

  it('agrees with brute force on random bipartite graphs', () => {
    // 7 × 7 at most: the brute force enumerates every matching (300 runs take well under a second).
    const graph = fc
      .tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }))
      .chain(([left, right]) =>
        fc.record({
          right: fc.constant(right),
          adjacency: fc.array(fc.uniqueArray(fc.nat(Math.max(right - 1, 0)), { maxLength: right }), {
            minLength: left,
            maxLength: left,
          }),
        }),
      );
    fc.assert(
      fc.property(graph, ({ right, adjacency }) => {
        const rows = right === 0 ? adjacency.map(() => []) : adjacency;
        const explicit = {
          coaches: rows.map(() => ({ id: '', accountId: '', languages: [], requestedAt: 0 })),
          coachees: Array.from({ length: right }, () => ({
            id: '',
            accountId: '',
            languages: [],
            requestedAt: 0,
          })),
          adjacency: rows.map((row) => Int32Array.from(row)),
          edgeCount: 0,
        };
        expect(hopcroftKarp(rows.length, right, rows)).toBe(bruteForce(explicit).maximum);
      }),
      { numRuns: 300 },
    );
  });

  it('builds the allowed pairs from requests: shared language, two people, not forbidden either way', () => {
    const graph = buildExplicitGraph({
      coachRequests: [
        { id: 'c2', accountId: 'b', languages: ['en'], requestedAt: 2 },
        { id: 'c1', accountId: 'a', languages: ['tr', 'en'], requestedAt: 1 },
      ],
      coacheeRequests: [
        { id: 'e1', accountId: 'a', languages: ['tr'], requestedAt: 1 },
        { id: 'e2', accountId: 'c', languages: ['en'], requestedAt: 2 },
        { id: 'e3', accountId: 'd', languages: ['tr'], requestedAt: 3 },
      ],
      forbiddenPairs: [['c', 'b']],
    });
    expect(graph.coaches.map((request) => request.id)).toEqual(['c1', 'c2']);
    expect(graph.adjacency.map((row) => [...row])).toEqual([[1, 2], []]);
    expect(graph.edgeCount).toBe(2);
  });
});
