import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ineligibilityMessages } from '../../contracts/project-values.ts';
import { unmatchedReasons } from '../../contracts/projects.ts';
import { defaultApplicationSettings } from '../../settings/domain/application-settings.ts';
import {
  coacheeRequestRefusal,
  coacheeRequestRefusals,
  coachingNeeds,
  coachRequestRefusal,
  coachRequestRefusals,
  ineligibilityAtMatching,
  membershipActive,
} from './eligibility.ts';
import type { EligibilityFacts } from './eligibility-facts.ts';

const now = new Date('2026-03-02T09:00:00Z');
const settings = defaultApplicationSettings;

/** A member who may send either request: every rule holds. */
const eligible: EligibilityFacts = {
  accountId: '00000000-0000-4000-8000-000000000001',
  status: 'active',
  isLocked: false,
  subscriptionEndDate: new Date('2026-12-31T00:00:00Z'),
  coachLevel: true,
  periods: [],
  proofState: 'approved',
  coacheeRequestCount: 1,
  score: 10,
  openCoachProjects: 0,
  openCoacheeProjects: 0,
  hasOpenCoachRequest: false,
  hasOpenCoacheeRequest: false,
};
const facts = (changes: Partial<EligibilityFacts>): EligibilityFacts => ({ ...eligible, ...changes });

describe('membership', () => {
  it('is active while its end date is in the future, not at the very moment it ends', () => {
    expect(membershipActive({ subscriptionEndDate: new Date(now.getTime() + 1) }, now)).toBe(true);
    expect(membershipActive({ subscriptionEndDate: now }, now)).toBe(false);
    expect(membershipActive({ subscriptionEndDate: new Date(now.getTime() - 1) }, now)).toBe(false);
    expect(membershipActive({ subscriptionEndDate: null }, now)).toBe(false);
  });
});

describe('a coachee request', () => {
  const refusal = (changes: Partial<EligibilityFacts>, limits = settings) =>
    coacheeRequestRefusal(facts(changes), limits, now);

  it('is allowed to an active member with a membership and room for a project', () => {
    expect(refusal({})).toBeNull();
    // The coach rules do not apply to it.
    expect(
      refusal({
        coachLevel: false,
        proofState: 'none',
        coacheeRequestCount: 0,
        score: -5,
        openCoachProjects: 9,
      }),
    ).toBeNull();
  });

  it('is refused to a passive or locked account', () => {
    expect(refusal({ status: 'passive' })).toEqual({ key: 'accountPassive' });
    expect(refusal({ isLocked: true })).toEqual({ key: 'accountLocked' });
    expect(refusal({ status: 'passive', isLocked: true })).toEqual({ key: 'accountPassive' });
  });

  it('is refused when the membership has ended or never existed (4029), with the end date', () => {
    expect(refusal({ subscriptionEndDate: now })).toEqual({
      key: 'membershipExpired',
      data: { subscriptionEndDate: now.toISOString() },
    });
    expect(refusal({ subscriptionEndDate: null })).toEqual({
      key: 'membershipExpired',
      data: { subscriptionEndDate: null },
    });
  });

  it('is refused while another coachee request is open (4036)', () => {
    expect(refusal({ hasOpenCoacheeRequest: true })).toEqual({ key: 'openCoacheeRequestExists' });
    expect(refusal({ hasOpenCoachRequest: true })).toBeNull();
  });

  it('is refused when the open coachee projects reach the limit (4028), naming it', () => {
    expect(refusal({ openCoacheeProjects: 1 })).toBeNull();
    expect(refusal({ openCoacheeProjects: 2 })).toEqual({
      key: 'maxCoacheeProjectsReached',
      data: { limit: 2 },
    });
    expect(refusal({ openCoacheeProjects: 0 }, { ...settings, maxCoacheeProjects: 0 })).toEqual({
      key: 'maxCoacheeProjectsReached',
      data: { limit: 0 },
    });
  });

  it('answers the first failing rule in the order of docs/product-rules.md §6', () => {
    const everythingWrong = {
      openCoacheeProjects: 5,
      hasOpenCoacheeRequest: true,
      subscriptionEndDate: null,
    };
    expect(refusal({ ...everythingWrong, status: 'passive' })?.key).toBe('accountPassive');
    expect(refusal(everythingWrong)?.key).toBe('membershipExpired');
    expect(refusal({ ...everythingWrong, subscriptionEndDate: eligible.subscriptionEndDate })?.key).toBe(
      'openCoacheeRequestExists',
    );
  });
});

describe('a coach request', () => {
  const refusal = (changes: Partial<EligibilityFacts>, limits = settings) =>
    coachRequestRefusal(facts(changes), limits, now);

  it('is allowed when every coach rule holds', () => {
    expect(refusal({})).toBeNull();
    // A full coachee side does not stop coaching.
    expect(refusal({ openCoacheeProjects: 9, hasOpenCoacheeRequest: true })).toBeNull();
  });

  it('answers each rule with its own code and data', () => {
    expect(refusal({ status: 'passive' })).toEqual({ key: 'accountPassive' });
    expect(refusal({ isLocked: true })).toEqual({ key: 'accountLocked' });
    expect(refusal({ subscriptionEndDate: null })?.key).toBe('membershipExpired');
    expect(refusal({ coachLevel: false })).toEqual({ key: 'coachLevelPackageRequired' });
    // The level is the period's that covers now (ADR 0031), whatever the last bought package is.
    const coachUntil = new Date(now.getTime() + 1000);
    const periods = [
      { startsAt: new Date(now.getTime() - 1000), endsAt: coachUntil, coachLevel: true },
      { startsAt: coachUntil, endsAt: new Date('2026-12-31T00:00:00Z'), coachLevel: false },
    ];
    expect(refusal({ coachLevel: false, periods })).toBeNull();
    expect(coachRequestRefusal(facts({ coachLevel: false, periods }), settings, coachUntil)).toEqual({
      key: 'coachLevelPackageRequired',
    });
    expect(refusal({ proofState: 'none' })).toEqual({ key: 'proofOfEducationRequired' });
    expect(refusal({ proofState: 'pending' })).toEqual({ key: 'fileAwaitingApproval' });
    expect(refusal({ proofState: 'rejected' })).toEqual({ key: 'filesRejected' });
    expect(refusal({ coacheeRequestCount: 0 })).toEqual({ key: 'coacheeRequestRequired' });
    expect(refusal({ score: 0 })).toEqual({ key: 'scoreMustBePositive', data: { score: 0 } });
    expect(refusal({ score: -7 })).toEqual({ key: 'scoreMustBePositive', data: { score: -7 } });
    expect(refusal({ hasOpenCoachRequest: true })).toEqual({ key: 'openCoachRequestExists' });
    expect(refusal({ openCoachProjects: 2 })).toEqual({ key: 'maxCoachProjectsReached', data: { limit: 2 } });
  });

  it('tells how many points are missing below minScoreToCoach (4027)', () => {
    const limits = { ...settings, minScoreToCoach: 10 };
    expect(refusal({ score: 3 }, limits)).toEqual({
      key: 'minScoreToCoach',
      data: { points: 10, missing: 7 },
    });
    expect(refusal({ score: 9 }, limits)).toEqual({
      key: 'minScoreToCoach',
      data: { points: 10, missing: 1 },
    });
    expect(refusal({ score: 10 }, limits)).toBeNull();
  });

  it('checks the limit against the setting then in force', () => {
    expect(refusal({ openCoachProjects: 2 }, { ...settings, maxCoachProjects: 3 })).toBeNull();
    expect(refusal({ openCoachProjects: 0 }, { ...settings, maxCoachProjects: 0 })).toEqual({
      key: 'maxCoachProjectsReached',
      data: { limit: 0 },
    });
  });

  it('answers the first failing rule in the order of docs/product-rules.md §6', () => {
    const order: [Partial<EligibilityFacts>, string][] = [
      [{ status: 'passive' }, 'accountPassive'],
      [{ subscriptionEndDate: null }, 'membershipExpired'],
      [{ coachLevel: false }, 'coachLevelPackageRequired'],
      [{ proofState: 'pending' }, 'fileAwaitingApproval'],
      [{ coacheeRequestCount: 0 }, 'coacheeRequestRequired'],
      [{ score: 0 }, 'scoreMustBePositive'],
      [{ hasOpenCoachRequest: true }, 'openCoachRequestExists'],
      [{ openCoachProjects: 2 }, 'maxCoachProjectsReached'],
    ];
    // With every rule from the i-th on failing, the i-th is answered.
    for (let i = 0; i < order.length; i++) {
      const failing = Object.assign({}, ...order.slice(i).map(([changes]) => changes));
      expect(refusal(failing)?.key).toBe(order[i]?.[1]);
    }
    // 4027 comes after 4015 and before 4037.
    const limits = { ...settings, minScoreToCoach: 5 };
    expect(refusal({ score: 2, hasOpenCoachRequest: true, openCoachProjects: 2 }, limits)?.key).toBe(
      'minScoreToCoach',
    );
  });

  it('only ever answers a key of its declared list', () => {
    const factsArbitrary = fc.record({
      accountId: fc.constant(eligible.accountId),
      status: fc.constantFrom('active', 'passive'),
      isLocked: fc.boolean(),
      subscriptionEndDate: fc.option(
        fc.date({ min: new Date('2025-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }),
      ),
      coachLevel: fc.boolean(),
      periods: fc.constant([]),
      proofState: fc.constantFrom('none', 'pending', 'approved', 'rejected'),
      coacheeRequestCount: fc.nat(3),
      score: fc.integer({ min: -20, max: 20 }),
      openCoachProjects: fc.nat(3),
      openCoacheeProjects: fc.nat(3),
      hasOpenCoachRequest: fc.boolean(),
      hasOpenCoacheeRequest: fc.boolean(),
    }) as fc.Arbitrary<EligibilityFacts>;
    fc.assert(
      fc.property(factsArbitrary, (member) => {
        const coach = coachRequestRefusal(member, settings, now);
        const coachee = coacheeRequestRefusal(member, settings, now);
        if (coach) expect(coachRequestRefusals).toContain(coach.key);
        if (coachee) expect(coacheeRequestRefusals).toContain(coachee.key);
        // At matching time a request passes exactly when a new one would, but for the open request itself.
        const open = { ...member, hasOpenCoachRequest: false, hasOpenCoacheeRequest: false };
        expect(ineligibilityAtMatching('coach', member, settings, now) === null).toBe(
          coachRequestRefusal(open, settings, now) === null,
        );
        expect(ineligibilityAtMatching('coachee', member, settings, now) === null).toBe(
          coacheeRequestRefusal(open, settings, now) === null,
        );
      }),
    );
  });
});

describe('eligibility at matching time', () => {
  const reason = (role: 'coach' | 'coachee', changes: Partial<EligibilityFacts>, limits = settings) =>
    ineligibilityAtMatching(role, facts(changes), limits, now);

  it('does not count the open request itself against its member', () => {
    expect(reason('coach', { hasOpenCoachRequest: true })).toBeNull();
    expect(reason('coachee', { hasOpenCoacheeRequest: true })).toBeNull();
  });

  it('checks the limit as open projects < limit', () => {
    expect(reason('coach', { openCoachProjects: 1, hasOpenCoachRequest: true })).toBeNull();
    expect(reason('coach', { openCoachProjects: 2 })).toBe('max_coach_projects_reached');
    expect(reason('coachee', { openCoacheeProjects: 1, hasOpenCoacheeRequest: true })).toBeNull();
    expect(reason('coachee', { openCoacheeProjects: 2 })).toBe('max_coachee_projects_reached');
  });

  it('names each rule with its reason code', () => {
    expect(reason('coach', { status: 'passive' })).toBe('account_inactive');
    expect(reason('coachee', { isLocked: true })).toBe('account_inactive');
    expect(reason('coachee', { subscriptionEndDate: null })).toBe('membership_expired');
    expect(reason('coach', { subscriptionEndDate: now })).toBe('membership_expired');
    expect(reason('coach', { coachLevel: false })).toBe('coach_level_package_required');
    expect(reason('coach', { proofState: 'none' })).toBe('proof_of_education_required');
    expect(reason('coach', { proofState: 'pending' })).toBe('proof_pending');
    expect(reason('coach', { proofState: 'rejected' })).toBe('proof_rejected');
    expect(reason('coach', { coacheeRequestCount: 0 })).toBe('coachee_request_required');
    expect(reason('coach', { score: 0 })).toBe('score_must_be_positive');
    expect(reason('coach', { score: 4 }, { ...settings, minScoreToCoach: 5 })).toBe('min_score_to_coach');
  });

  it('treats a member whose facts are missing as inactive', () => {
    expect(ineligibilityAtMatching('coach', undefined, settings, now)).toBe('account_inactive');
  });

  it('gives reasons whose words are the request refusal of the same rule', () => {
    const cases: [Partial<EligibilityFacts>, 'coach' | 'coachee'][] = [
      [{ status: 'passive' }, 'coachee'],
      [{ subscriptionEndDate: null }, 'coachee'],
      [{ openCoacheeProjects: 2 }, 'coachee'],
      [{ coachLevel: false }, 'coach'],
      [{ proofState: 'none' }, 'coach'],
      [{ proofState: 'pending' }, 'coach'],
      [{ proofState: 'rejected' }, 'coach'],
      [{ coacheeRequestCount: 0 }, 'coach'],
      [{ score: -1 }, 'coach'],
      [{ openCoachProjects: 2 }, 'coach'],
    ];
    for (const [changes, role] of cases) {
      const code = reason(role, changes);
      expect(code).not.toBeNull();
      const refusal = (role === 'coach' ? coachRequestRefusal : coacheeRequestRefusal)(
        facts(changes),
        settings,
        now,
      );
      expect(ineligibilityMessages[code as keyof typeof ineligibilityMessages]).toBe(refusal?.key);
    }
    const limits = { ...settings, minScoreToCoach: 5 };
    expect(
      ineligibilityMessages[
        ineligibilityAtMatching('coach', facts({ score: 1 }), limits, now) as 'min_score_to_coach'
      ],
    ).toBe(coachRequestRefusal(facts({ score: 1 }), limits, now)?.key);
    expect(unmatchedReasons).toContain('account_inactive');
  });
});

describe('what coaching still needs (the dashboard says it before a request meets it)', () => {
  it('is nothing for a member every coach rule lets through', () => {
    expect(coachingNeeds(eligible, settings, now)).toEqual([]);
  });

  it('names every missing step at once, in the rules’ order', () => {
    const newcomer = facts({ coachLevel: false, proofState: 'none', coacheeRequestCount: 0, score: 0 });
    expect(coachingNeeds(newcomer, settings, now)).toEqual([
      { need: 'coachLevelPackage' },
      { need: 'proofOfEducation', proofState: 'none' },
      { need: 'coacheeRequest' },
      { need: 'points', points: 1, missing: 1 },
    ]);
    expect(coachingNeeds(facts({ proofState: 'pending' }), settings, now)).toEqual([
      { need: 'proofOfEducation', proofState: 'pending' },
    ]);
    expect(coachingNeeds(facts({ score: 3 }), { ...settings, minScoreToCoach: 5 }, now)).toEqual([
      { need: 'points', points: 5, missing: 2 },
    ]);
  });

  it('is empty exactly when a coach request would pass, for an active member with room', () => {
    const steps = fc.record({
      coachLevel: fc.boolean(),
      proofState: fc.constantFrom('none', 'pending', 'approved', 'rejected' as const),
      coacheeRequestCount: fc.integer({ min: 0, max: 3 }),
      score: fc.integer({ min: -5, max: 12 }),
      minScoreToCoach: fc.integer({ min: 1, max: 10 }),
    });
    fc.assert(
      fc.property(steps, ({ minScoreToCoach, ...changes }) => {
        const limits = { ...settings, minScoreToCoach };
        const member = facts(changes);
        const needsNothing = coachingNeeds(member, limits, now).length === 0;
        expect(needsNothing).toBe(coachRequestRefusal(member, limits, now) === null);
      }),
    );
  });
});
