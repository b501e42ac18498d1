import { describe, expect, it } from 'vitest';
import type {
  MatchingSnapshotAt,
  MemberToMatch,
  RequestToMatch,
} from '../ports/project-request-repository.ts';
import type { EligibilityFacts } from '../projects/domain/eligibility-facts.ts';
import { withMatchingChanges } from './matching-changes.ts';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9));
const request = (id: string, accountId: string, createdAt: Date): RequestToMatch => ({
  id,
  accountId,
  role: 'coachee',
  languages: ['tr'],
  createdAt,
});
const memberOf = (accountId: string, score: number): MemberToMatch => ({
  facts: { accountId, score } as EligibilityFacts,
  recentPartners: [],
  openPartners: [],
});

const base: MatchingSnapshotAt = {
  requests: [request('r1', 'ayse', at(1)), request('r2', 'bora', at(2)), request('r3', 'cem', at(3))],
  members: new Map([
    ['ayse', memberOf('ayse', 1)],
    ['bora', memberOf('bora', 2)],
    ['cem', memberOf('cem', 3)],
  ]),
  version: '7',
  nextPeriodStart: null,
  seen: '10:10:',
};

describe('a matching snapshot brought up to date with its changes', () => {
  it('replaces the changed members’ requests and facts, and keeps the requests oldest first', () => {
    const told = withMatchingChanges(base, {
      // Bora cancelled and asked again later; Deniz asked, at Ayşe's moment with a larger id; Cem
      // changed nothing the snapshot holds (points given and taken back); Ayşe is untouched.
      accountIds: ['bora', 'deniz', 'cem'],
      requests: [request('r0', 'deniz', at(1)), request('r3', 'cem', at(3)), request('r4', 'bora', at(4))],
      members: new Map([
        ['bora', memberOf('bora', 5)],
        ['cem', memberOf('cem', 3)],
        ['deniz', memberOf('deniz', 4)],
      ]),
      version: '9',
      nextPeriodStart: at(20),
      seen: '12:12:',
    });
    expect(told.requests.map(({ id }) => id)).toEqual(['r0', 'r1', 'r3', 'r4']);
    expect([...told.members].map(([id, member]) => [id, member.facts.score]).sort()).toEqual([
      ['ayse', 1],
      ['bora', 5],
      ['cem', 3],
      ['deniz', 4],
    ]);
    expect(told).toMatchObject({ version: '9', nextPeriodStart: at(20), seen: '12:12:' });
  });

  it('drops a changed member with no open request left, and orders ties by id', () => {
    const told = withMatchingChanges(base, {
      accountIds: ['ayse', 'emre'],
      // Emre's two requests came at Bora's moment: ties go by id.
      requests: [request('q2', 'emre', at(2)), request('r2a', 'emre', at(2))],
      members: new Map([['emre', memberOf('emre', 6)]]),
      version: '8',
      nextPeriodStart: null,
      seen: '11:11:',
    });
    expect(told.requests.map(({ id }) => id)).toEqual(['q2', 'r2', 'r2a', 'r3']);
    expect([...told.members.keys()].sort()).toEqual(['bora', 'cem', 'emre']);
  });
});
