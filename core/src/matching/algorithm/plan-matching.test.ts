import { describe, expect, it } from 'vitest';
import type { Language } from '../../contracts/language.ts';
import { planMatching } from './plan-matching.ts';
import type { MatchingInput, MatchingPlan, MatchingRequest } from './types.ts';

const day = 86_400_000;

/** A request of account `accountId` (its id is `<accountId>-<languages>` unless given). */
function request(
  accountId: string,
  languages: readonly Language[],
  waitedDays: number,
  id = `${accountId}-${languages.join('+')}`,
): MatchingRequest {
  return { id, accountId, languages, requestedAt: 100 * day - waitedDays * day };
}

function plan(
  coachRequests: MatchingRequest[],
  coacheeRequests: MatchingRequest[],
  forbiddenPairs: [string, string][] = [],
): MatchingPlan {
  return planMatching({ coachRequests, coacheeRequests, forbiddenPairs });
}

/** Pairs as "coachAccount→coacheeAccount (language)", in the plan's order. */
const pairsOf = (result: MatchingPlan) =>
  result.pairs.map((pair) => `${pair.coachAccountId}→${pair.coacheeAccountId} (${pair.language})`);

describe('planMatching: who may be paired', () => {
  it('never pairs a member with themselves', () => {
    const result = plan([request('ayse', ['tr'], 3)], [request('ayse', ['tr'], 3)]);
    expect(result.pairs).toEqual([]);
    expect(result.unpaired).toEqual([
      { requestId: 'ayse-tr', side: 'coach', reason: 'only_previous_partners' },
      { requestId: 'ayse-tr', side: 'coachee', reason: 'only_previous_partners' },
    ]);
  });

  it('pairs a member who is both coach and coachee with other people', () => {
    const result = plan(
      [request('ayse', ['tr'], 3), request('burak', ['tr'], 2)],
      [request('ayse', ['tr'], 3), request('cem', ['tr'], 2)],
    );
    expect(pairsOf(result)).toEqual(['ayse→cem (tr)', 'burak→ayse (tr)']);
  });

  it('never gives two people two projects: A coaching B while B coaches A', () => {
    // Both have a coach and a coachee request and nobody else asked: one pair, the coach who
    // waited longer keeps it; the other two requests stay open with a reason.
    const alone = plan(
      [request('ayse', ['tr'], 5), request('burak', ['tr'], 4)],
      [request('ayse', ['tr'], 5), request('burak', ['tr'], 4)],
    );
    expect(pairsOf(alone)).toEqual(['ayse→burak (tr)']);
    expect(alone.unpaired).toEqual([
      { requestId: 'burak-tr', side: 'coach', reason: 'partners_taken' },
      { requestId: 'ayse-tr', side: 'coachee', reason: 'partners_taken' },
    ]);
    // With a third person, everyone is served without repeating two people.
    const withCem = plan(
      [request('ayse', ['tr'], 5), request('burak', ['tr'], 4), request('cem', ['tr'], 3)],
      [request('ayse', ['tr'], 5), request('burak', ['tr'], 4), request('cem', ['tr'], 3)],
    );
    expect(withCem.pairs).toHaveLength(3);
    const people = withCem.pairs.map((pair) => [pair.coachAccountId, pair.coacheeAccountId].sort().join('|'));
    expect(new Set(people).size).toBe(3);
  });

  it('needs a shared language', () => {
    const result = plan([request('ayse', ['tr'], 3)], [request('john', ['en'], 3)]);
    expect(result.pairs).toEqual([]);
    expect(result.unpaired.map((entry) => entry.reason)).toEqual([
      'no_partner_in_language',
      'no_partner_in_language',
    ]);
  });

  it('avoids the partner of the last project while another pairing exists', () => {
    const result = plan(
      [request('ayse', ['tr'], 5), request('burak', ['tr'], 4)],
      [request('cem', ['tr'], 5), request('deniz', ['tr'], 4)],
      [
        ['ayse', 'cem'],
        ['cem', 'ayse'],
      ],
    );
    expect(pairsOf(result)).toEqual(['ayse→deniz (tr)', 'burak→cem (tr)']);
  });

  it('finds the largest plan without repeats when two people could meet through several requests', () => {
    // Found by the property test (ADR 0035), then shrunk: five members with two to four requests
    // each. Forbidding one request pair at a time let the next matching join the same two people
    // through another of their requests; the search ran out of its budget at 4 pairs. 5 exist.
    const at = (accountId: string, languages: Language[], requestedAt: number, id: string) => ({
      id,
      accountId,
      languages,
      requestedAt,
    });
    const result = planMatching({
      coachRequests: [
        at('m1', ['tr', 'en'], 0, 'c89'),
        at('m4', ['en'], 4, 'c79'),
        at('m3', ['en'], 3, 'c96'),
        at('m2', ['tr'], 1, 'c33'),
        at('m1', ['en', 'tr'], 1, 'c72'),
        at('m4', ['tr'], 3, 'c83'),
      ],
      coacheeRequests: [
        at('m3', ['en'], 1, 'e19'),
        at('m1', ['en'], 0, 'e75'),
        at('m4', ['tr'], 3, 'e55'),
        at('m4', ['en', 'tr'], 3, 'e5'),
        at('m1', ['tr'], 2, 'e25'),
        at('m2', ['tr'], 2, 'e20'),
        at('m3', ['en'], 4, 'e61'),
        at('m4', ['en'], 3, 'e94'),
        at('m3', ['tr', 'en'], 2, 'e53'),
      ],
      forbiddenPairs: [['m1', 'm2']],
    });
    const people = result.pairs.map(({ coachAccountId: a, coacheeAccountId: b }) => [a, b].sort().join('|'));
    expect(result.pairs).toHaveLength(5);
    expect(new Set(people).size).toBe(5);
  });

  it('keeps the same plan for any order of the input when it searches past repeats', () => {
    // Found by the property test: the repeat search tried the request pairs of two people in input
    // order, so of two plans of one size, the input's arrangement chose. It tries them in waiting
    // order now.
    const at = (accountId: string, languages: Language[], requestedAt: number, id: string) => ({
      id,
      accountId,
      languages,
      requestedAt,
    });
    const coachRequests = [
      at('m0', ['tr'], 1, 'c1-0'),
      at('m1', ['tr'], 0, 'c0-1'),
      at('m2', ['tr', 'en'], 1, 'c0-2'),
      at('m3', ['tr'], 0, 'c0-3'),
      at('m4', ['tr'], 1, 'c1-4'),
      at('m0', ['tr'], 1, 'c0-5'),
      at('m1', ['tr'], 0, 'c0-6'),
      at('m1', ['en'], 0, 'c0-7'),
    ];
    const coacheeRequests = [
      at('m1', ['tr'], 1, 'e0-0'),
      at('m2', ['tr'], 0, 'e0-1'),
      at('m3', ['tr'], 0, 'e0-2'),
      at('m0', ['tr'], 0, 'e0-3'),
      at('m1', ['tr'], 0, 'e0-4'),
      at('m0', ['en'], 0, 'e0-5'),
    ];
    const forbiddenPairs: [string, string][] = [['m1', 'm4']];
    const reordered = planMatching({
      coachRequests: [4, 5, 6, 1, 7, 0, 3, 2].map((index) => coachRequests[index] as MatchingRequest),
      coacheeRequests: [2, 0, 3, 1, 5, 4].map((index) => coacheeRequests[index] as MatchingRequest),
      forbiddenPairs,
    });
    expect(reordered).toEqual(planMatching({ coachRequests, coacheeRequests, forbiddenPairs }));
  });

  it('treats a previous partnership as forbidden in either role, even when listed once', () => {
    const result = plan([request('cem', ['tr'], 5)], [request('ayse', ['tr'], 5)], [['ayse', 'cem']]);
    expect(result.pairs).toEqual([]);
  });

  it('works in Turkish when both speak Turkish, in English otherwise', () => {
    const both = plan([request('ayse', ['tr', 'en'], 5)], [request('cem', ['en', 'tr'], 5)]);
    expect(pairsOf(both)).toEqual(['ayse→cem (tr)']);
    const english = plan([request('ayse', ['tr', 'en'], 5)], [request('mary', ['en'], 5)]);
    expect(pairsOf(english)).toEqual(['ayse→mary (en)']);
  });
});

describe('planMatching: the most pairs, then the longest-waiting first', () => {
  it('finds the maximum where serving the oldest coach greedily would lose a pair', () => {
    // Greedy: ayse (oldest) takes cem (oldest coachee, Turkish), and burak finds no Turkish coachee.
    const result = plan(
      [request('ayse', ['tr', 'en'], 9), request('burak', ['tr'], 1)],
      [request('cem', ['tr'], 9), request('mary', ['en'], 1)],
    );
    expect(pairsOf(result)).toEqual(['ayse→mary (en)', 'burak→cem (tr)']);
  });

  it('serves the longest-waiting coach when there are more coaches than coachees', () => {
    const result = plan(
      [request('newer', ['tr'], 1), request('older', ['tr'], 7), request('middle', ['tr'], 3)],
      [request('cem', ['tr'], 2)],
    );
    expect(pairsOf(result)).toEqual(['older→cem (tr)']);
    expect(result.unpaired).toEqual([
      { requestId: 'middle-tr', side: 'coach', reason: 'partners_taken' },
      { requestId: 'newer-tr', side: 'coach', reason: 'partners_taken' },
    ]);
  });

  it('serves the longest-waiting coachee, and the earlier id on a tie', () => {
    const sameTime = plan(
      [request('ayse', ['tr'], 1)],
      [request('zeynep', ['tr'], 4, 'b-request'), request('deniz', ['tr'], 4, 'a-request')],
    );
    expect(pairsOf(sameTime)).toEqual(['ayse→deniz (tr)']);
    const older = plan(
      [request('ayse', ['tr'], 1)],
      [request('deniz', ['tr'], 4, 'a-request'), request('zeynep', ['tr'], 5, 'b-request')],
    );
    expect(pairsOf(older)).toEqual(['ayse→zeynep (tr)']);
  });

  it('lets an older request wait only when serving it would cost a pair', () => {
    // The oldest coachee speaks only English, like the only coach who could take the Turkish one.
    const result = plan(
      [request('john', ['en', 'tr'], 1)],
      [request('mary', ['en'], 9), request('cem', ['tr'], 1)],
    );
    expect(pairsOf(result)).toEqual(['john→mary (en)']);
    expect(result.unpaired).toEqual([{ requestId: 'cem-tr', side: 'coachee', reason: 'partners_taken' }]);
  });

  it('serves the longest-waiting on both sides at once', () => {
    // Coach side wants ayse and burak served, coachee side wants cem and deniz: one matching does both.
    const result = plan(
      [request('ayse', ['tr'], 9), request('burak', ['tr'], 8), request('can', ['tr'], 1)],
      [request('cem', ['tr'], 9), request('deniz', ['tr'], 8), request('ece', ['tr'], 1)],
      [
        ['ayse', 'cem'],
        ['burak', 'deniz'],
        ['can', 'ece'],
      ],
    );
    expect(result.pairs).toHaveLength(3);
    expect(result.unpaired).toEqual([]);
  });
});

describe('planMatching: output', () => {
  const input: MatchingInput = {
    coachRequests: [
      request('ayse', ['tr'], 4),
      request('burak', ['tr', 'en'], 4),
      request('john', ['en'], 2),
      request('can', ['tr'], 1),
      request('kim', ['en'], 9),
    ],
    coacheeRequests: [
      request('cem', ['tr'], 5),
      request('deniz', ['en', 'tr'], 3),
      request('mary', ['en'], 3),
      request('ayse', ['tr'], 2),
    ],
    forbiddenPairs: [
      ['ayse', 'cem'],
      ['cem', 'ayse'],
      ['kim', 'deniz'],
      ['deniz', 'kim'],
      ['kim', 'mary'],
      ['mary', 'kim'],
    ],
  };

  it('gives every unpaired request the telling reason', () => {
    const result = planMatching(input);
    expect(result.pairs).toHaveLength(4);
    expect(result.unpaired).toEqual([
      { requestId: 'kim-en', side: 'coach', reason: 'only_previous_partners' },
    ]);
    const noCoachees = planMatching({ ...input, coacheeRequests: [request('mary', ['en'], 3)] });
    expect(noCoachees.unpaired).toContainEqual({
      requestId: 'ayse-tr',
      side: 'coach',
      reason: 'no_partner_in_language',
    });
    expect(noCoachees.unpaired).toContainEqual({
      requestId: 'john-en',
      side: 'coach',
      reason: 'partners_taken',
    });
  });

  it('is the same for any order of the input arrays', () => {
    const expected = planMatching(input);
    const shuffled = planMatching({
      coachRequests: [...input.coachRequests].reverse(),
      coacheeRequests: [...input.coacheeRequests.slice(2), ...input.coacheeRequests.slice(0, 2)],
      forbiddenPairs: [...input.forbiddenPairs].reverse(),
    });
    expect(shuffled).toEqual(expected);
  });

  it('lists pairs in the coaches’ waiting order', () => {
    const coachIds = planMatching(input).pairs.map((pair) => pair.coachRequestId);
    expect(coachIds).toEqual(['ayse-tr', 'burak-tr+en', 'john-en', 'can-tr']);
  });

  it('handles an empty run and reports progress at the end', () => {
    const calls: [number, number][] = [];
    const result = planMatching(
      { coachRequests: [], coacheeRequests: [], forbiddenPairs: [] },
      (done, total) => calls.push([done, total]),
    );
    expect(result).toEqual({ pairs: [], unpaired: [] });
    expect(calls).toEqual([[0, 0]]);
  });
});
