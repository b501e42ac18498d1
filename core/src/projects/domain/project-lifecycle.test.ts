import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultApplicationSettings } from '../../settings/domain/application-settings.ts';
import {
  applyProjectEffects,
  daysAfter,
  decideProjectEvent,
  type ProjectDecision,
  type ProjectEvent,
  type ProjectSnapshot,
  pointsOfOutcome,
} from './project-lifecycle.ts';

const settings = defaultApplicationSettings;
const coach = 'coach-account';
const coachee = 'coachee-account';
const stranger = 'someone-else';
const start = new Date('2026-03-02T09:00:00Z');
const day = (days: number) => daysAfter(start, days);

const openProject: ProjectSnapshot = {
  project: {
    id: 'project-1',
    coachAccountId: coach,
    coacheeAccountId: coachee,
    state: 'open',
    startedAt: start,
    deadlineAt: day(105),
    sessionCount: null,
  },
  closingRequest: null,
  // A log confirmed up to the most a project can close with: the count rules stand alone below.
  loggedHalfHours: settings.maxSessionsPerProject * 2,
};
/** An open project whose log holds `hours` confirmed hours. */
const logged = (hours: number): ProjectSnapshot => ({ ...openProject, loggedHalfHours: hours * 2 });
const waiting = (sentOn: number, sessionCount = 7): ProjectSnapshot => ({
  ...openProject,
  closingRequest: { sessionCount, state: 'waiting', confirmBy: day(sentOn + 5) },
});
const closed = (state: ProjectSnapshot['project']['state']): ProjectSnapshot => ({
  ...openProject,
  project: { ...openProject.project, state },
});

const decide = (snapshot: ProjectSnapshot, event: ProjectEvent, on: number, limits = settings) =>
  decideProjectEvent(snapshot, event, day(on), limits);
const refusalOf = (decision: ProjectDecision) =>
  decision.outcome === 'refused' ? decision.refusal : { outcome: decision.outcome };
const effectsOf = (decision: ProjectDecision) => {
  if (decision.outcome !== 'accepted')
    throw new Error(`expected acceptance, got ${JSON.stringify(decision)}`);
  return decision.effects;
};

const complete = (
  sessionCount: number,
  actorAccountId = coachee,
  confirmAboveLog?: boolean,
): ProjectEvent => ({
  kind: 'completeByCoachee',
  actorAccountId,
  sessionCount,
  confirmAboveLog,
});
const send = (sessionCount: number, actorAccountId = coach, confirmAboveLog?: boolean): ProjectEvent => ({
  kind: 'sendClosingRequest',
  actorAccountId,
  sessionCount,
  confirmAboveLog,
});
const confirm = (actorAccountId = coachee): ProjectEvent => ({
  kind: 'confirmClosingRequest',
  actorAccountId,
});
const expire: ProjectEvent = { kind: 'expireClosingRequest' };
const endOverdue: ProjectEvent = { kind: 'endOverdue' };
const abort = (reason = 'Both asked for it'): ProjectEvent => ({
  kind: 'abortByAdministrator',
  actorAccountId: 'admin',
  reason,
});

describe('the coachee completes the project', () => {
  it('scores coachee +n and coach −n, closing it as completed_by_coachee', () => {
    const effects = effectsOf(decide(openProject, complete(6), 3));
    expect(effects).toEqual({
      closing: {
        state: 'completed_by_coachee',
        closedAt: day(3),
        closedByAccountId: coachee,
        sessionCount: 6,
        abortReason: null,
      },
      newClosingRequest: null,
      closingRequestResolution: null,
      ledger: [
        { accountId: coachee, delta: 6, reason: 'coachee_sessions' },
        { accountId: coach, delta: -6, reason: 'coach_sessions' },
      ],
    });
  });

  it('supersedes a waiting closing request, with the coachee’s count', () => {
    const effects = effectsOf(decide(waiting(20, 7), complete(9), 21));
    expect(effects.closingRequestResolution).toBe('superseded');
    expect(effects.ledger.map((entry) => entry.delta)).toEqual([9, -9]);
  });

  it('is only the coachee’s, and nobody else learns the project exists', () => {
    expect(refusalOf(decide(openProject, complete(6, coach), 3))).toEqual({ key: 'onlyCoachee' });
    expect(refusalOf(decide(openProject, complete(6, stranger), 3))).toEqual({ key: 'recordNotFound' });
    expect(refusalOf(decide(closed('completed_by_coachee'), complete(6, stranger), 3))).toEqual({
      key: 'recordNotFound',
    });
  });

  it('takes 1 to maxSessionsPerProject sessions (4058 above)', () => {
    expect(decide(openProject, complete(30), 3).outcome).toBe('accepted');
    expect(decide(openProject, complete(1), 3).outcome).toBe('accepted');
    expect(refusalOf(decide(openProject, complete(31), 3))).toEqual({
      key: 'tooManySessions',
      data: { maximum: 30 },
    });
    expect(
      refusalOf(decide(openProject, complete(12), 3, { ...settings, maxSessionsPerProject: 10 })),
    ).toEqual({
      key: 'tooManySessions',
      data: { maximum: 10 },
    });
    expect(refusalOf(decide(openProject, complete(0), 3))).toMatchObject({ key: 'validationFailed' });
    expect(refusalOf(decide(openProject, complete(2.5), 3))).toMatchObject({ key: 'validationFailed' });
  });

  it('is accepted past the deadline while the job has not ended the project yet', () => {
    expect(decide(openProject, complete(4), 106).outcome).toBe('accepted');
  });
});

describe('the coach sends a closing request', () => {
  it('opens a closing request waiting confirmationWindowDays, moving no points', () => {
    expect(effectsOf(decide(openProject, send(7), 14))).toEqual({
      closing: null,
      newClosingRequest: { sessionCount: 7, createdAt: day(14), confirmBy: day(19) },
      closingRequestResolution: null,
      ledger: [],
    });
    const shortWindow = { ...settings, confirmationWindowDays: 2 };
    expect(effectsOf(decide(openProject, send(7), 20, shortWindow)).newClosingRequest?.confirmBy).toEqual(
      day(22),
    );
  });

  it('is refused before closingRequestMinDays after the start (4023), telling when it becomes possible', () => {
    const justBefore = new Date(day(14).getTime() - 1);
    expect(refusalOf(decideProjectEvent(openProject, send(7), justBefore, settings))).toEqual({
      key: 'closingRequestTooEarly',
      data: { days: 14, availableAt: day(14).toISOString() },
    });
    expect(decide(openProject, send(7), 3, { ...settings, closingRequestMinDays: 0 }).outcome).toBe(
      'accepted',
    );
  });

  it('is refused when one was sent before (4024)', () => {
    expect(refusalOf(decide(waiting(15), send(7), 16))).toEqual({
      key: 'closingRequestAlreadySent',
      data: { state: 'waiting' },
    });
  });

  it('is only the coach’s', () => {
    expect(refusalOf(decide(openProject, send(7, coachee), 14))).toEqual({ key: 'onlyCoach' });
    expect(refusalOf(decide(openProject, send(7, stranger), 14))).toEqual({ key: 'recordNotFound' });
  });

  it('checks the session count', () => {
    expect(refusalOf(decide(openProject, send(31), 14))).toEqual({
      key: 'tooManySessions',
      data: { maximum: 30 },
    });
  });
});

describe('a closing count against the session log', () => {
  it('is refused above the log’s confirmed hours (4066), saying both', () => {
    expect(refusalOf(decide(logged(3), complete(4), 3))).toEqual({
      key: 'sessionCountAboveLog',
      data: { sessionCount: 4, loggedHours: 3 },
    });
    expect(refusalOf(decide(logged(2.5), send(3), 14))).toEqual({
      key: 'sessionCountAboveLog',
      data: { sessionCount: 3, loggedHours: 2.5 },
    });
    // An empty log too: the pair may have met without logging.
    expect(refusalOf(decide(logged(0), complete(1), 3))).toEqual({
      key: 'sessionCountAboveLog',
      data: { sessionCount: 1, loggedHours: 0 },
    });
  });

  it('is accepted above the log when the partner confirms the count', () => {
    expect(effectsOf(decide(logged(0), complete(5, coachee, true), 3)).closing?.sessionCount).toBe(5);
    expect(effectsOf(decide(logged(2), send(6, coach, true), 14)).newClosingRequest?.sessionCount).toBe(6);
    expect(refusalOf(decide(logged(2), send(6, coach, false), 14))).toMatchObject({
      key: 'sessionCountAboveLog',
    });
  });

  it('is accepted up to the confirmed hours without a confirmation (2.5 hours logged cover a count of 2)', () => {
    expect(decide(logged(2.5), complete(2), 3).outcome).toBe('accepted');
    expect(decide(logged(3), complete(3), 3).outcome).toBe('accepted');
    expect(decide(logged(2.5), send(2), 14).outcome).toBe('accepted');
  });

  it('comes after the other rules: the role, the state and the count’s range', () => {
    expect(refusalOf(decide(logged(0), complete(4, coach), 3))).toEqual({ key: 'onlyCoachee' });
    expect(
      refusalOf(decide({ ...closed('completed_confirmed'), loggedHalfHours: 0 }, complete(4), 3)),
    ).toEqual({
      key: 'projectNotOpen',
      data: { state: 'completed_confirmed' },
    });
    expect(refusalOf(decide(logged(0), complete(31), 3))).toEqual({
      key: 'tooManySessions',
      data: { maximum: 30 },
    });
  });

  it('does not concern the coachee’s confirmation of the coach’s count', () => {
    expect(decide({ ...waiting(14, 7), loggedHalfHours: 0 }, confirm(), 15).outcome).toBe('accepted');
  });
});

describe('the coachee confirms the closing request', () => {
  it('scores the coach’s count within the window, closing as completed_confirmed', () => {
    const effects = effectsOf(decide(waiting(14, 7), confirm(), 18));
    expect(effects.closing).toEqual({
      state: 'completed_confirmed',
      closedAt: day(18),
      closedByAccountId: coachee,
      sessionCount: 7,
      abortReason: null,
    });
    expect(effects.closingRequestResolution).toBe('confirmed');
    expect(effects.ledger).toEqual([
      { accountId: coachee, delta: 7, reason: 'coachee_sessions' },
      { accountId: coach, delta: -7, reason: 'coach_sessions' },
    ]);
  });

  it('is refused once the window has passed (4053), before and after the job ran', () => {
    const confirmBy = day(19).toISOString();
    expect(refusalOf(decide(waiting(14), confirm(), 19))).toEqual({
      key: 'confirmationWindowClosed',
      data: { confirmBy, state: 'open' },
    });
    const expired: ProjectSnapshot = {
      ...openProject,
      project: { ...openProject.project, state: 'completed_by_system', sessionCount: 7 },
      closingRequest: { sessionCount: 7, state: 'expired', confirmBy: day(19) },
    };
    expect(refusalOf(decide(expired, confirm(), 25))).toEqual({
      key: 'confirmationWindowClosed',
      data: { confirmBy, state: 'completed_by_system' },
    });
  });

  it('is the coachee’s only', () => {
    expect(refusalOf(decide(waiting(14), confirm(coach), 15))).toEqual({ key: 'onlyCoachee' });
    expect(refusalOf(decide(waiting(14), confirm(stranger), 15))).toEqual({ key: 'recordNotFound' });
  });

  it('is refused when the project closed another way first (4050)', () => {
    const aborted: ProjectSnapshot = {
      ...openProject,
      project: { ...openProject.project, state: 'aborted_by_administrator' },
      closingRequest: { sessionCount: 7, state: 'superseded', confirmBy: day(19) },
    };
    expect(refusalOf(decide(aborted, confirm(), 15))).toEqual({
      key: 'projectNotOpen',
      data: { state: 'aborted_by_administrator' },
    });
    expect(refusalOf(decide(openProject, confirm(), 15))).toEqual({ key: 'recordNotFound' });
  });
});

describe('the confirmation window passes', () => {
  it('completes the project by the system: coach −n, coachee nothing', () => {
    const effects = effectsOf(decide(waiting(14, 7), expire, 19));
    expect(effects.closing).toEqual({
      state: 'completed_by_system',
      closedAt: day(19),
      closedByAccountId: null,
      sessionCount: 7,
      abortReason: null,
    });
    expect(effects.closingRequestResolution).toBe('expired');
    expect(effects.ledger).toEqual([{ accountId: coach, delta: -7, reason: 'coach_sessions' }]);
  });

  it('is not due before the window ends, nor without a waiting closing request', () => {
    expect(decide(waiting(14), expire, 18.9).outcome).toBe('notDue');
    expect(decide(openProject, expire, 200).outcome).toBe('notDue');
    expect(refusalOf(decide(closed('completed_by_coachee'), expire, 200))).toEqual({
      key: 'projectNotOpen',
      data: { state: 'completed_by_coachee' },
    });
  });
});

describe('the project passes its deadline', () => {
  it('ends by the system with the penalty for both', () => {
    const effects = effectsOf(decide(openProject, endOverdue, 105));
    expect(effects.closing).toEqual({
      state: 'aborted_by_system',
      closedAt: day(105),
      closedByAccountId: null,
      sessionCount: null,
      abortReason: null,
    });
    expect(effects.ledger).toEqual([
      { accountId: coach, delta: -7, reason: 'unclosed_penalty' },
      { accountId: coachee, delta: -7, reason: 'unclosed_penalty' },
    ]);
  });

  it('writes no entry for a penalty of 0', () => {
    expect(effectsOf(decide(openProject, endOverdue, 105, { ...settings, penaltyPoints: 0 })).ledger).toEqual(
      [],
    );
  });

  it('is not due before the deadline, nor while the coachee may still confirm a closing request', () => {
    expect(decide(openProject, endOverdue, 104.99).outcome).toBe('notDue');
    expect(decide(waiting(103), endOverdue, 106).outcome).toBe('notDue');
    // The window then decides.
    expect(decide(waiting(103), expire, 108).outcome).toBe('accepted');
  });
});

describe('an administrator aborts the project', () => {
  it('closes it with the reason and moves no points, superseding a waiting closing request', () => {
    expect(effectsOf(decide(waiting(20), abort('Coach moved abroad'), 22))).toEqual({
      closing: {
        state: 'aborted_by_administrator',
        closedAt: day(22),
        closedByAccountId: 'admin',
        sessionCount: null,
        abortReason: 'Coach moved abroad',
      },
      newClosingRequest: null,
      closingRequestResolution: 'superseded',
      ledger: [],
    });
  });

  it('only aborts an open project', () => {
    expect(refusalOf(decide(closed('completed_confirmed'), abort(), 22))).toEqual({
      key: 'projectNotOpen',
      data: { state: 'completed_confirmed' },
    });
  });
});

describe('any event on a closed project', () => {
  const finalStates = [
    'completed_by_coachee',
    'completed_confirmed',
    'completed_by_system',
    'aborted_by_system',
    'aborted_by_administrator',
  ] as const;
  it('answers projectNotOpen with the state, and changes nothing', () => {
    for (const state of finalStates) {
      for (const event of [complete(3), send(3), abort(), endOverdue, expire]) {
        expect(refusalOf(decide(closed(state), event, 200))).toEqual({
          key: 'projectNotOpen',
          data: { state },
        });
      }
    }
  });
});

/**
 * A run of the property test: a few projects between four members, and events at increasing
 * times. The actor is named by their part in the project (mostly the right partner, sometimes the
 * other one or a stranger), so that most events are ones the rules could accept.
 */
const members = ['m0', 'm1', 'm2', 'm3'];
const partArbitrary = fc.constantFrom('coach', 'coachee', 'coach', 'coachee', 'stranger');
const sessionsArbitrary = fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom(0, 31));
const eventArbitrary = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('completeByCoachee'),
      part: partArbitrary,
      sessionCount: sessionsArbitrary,
      confirmAboveLog: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('sendClosingRequest'),
      part: partArbitrary,
      sessionCount: sessionsArbitrary,
      confirmAboveLog: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('confirmClosingRequest'),
      part: fc.constantFrom('coachee', 'coachee', 'coachee', 'coach', 'stranger'),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('expireClosingRequest') }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('endOverdue') }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('abortByAdministrator'), reason: fc.constant('a reason') }),
  },
);
const scenarioArbitrary = fc.record({
  projects: fc.array(
    fc
      .record({ coach: fc.nat(3), coachee: fc.nat(3), startDay: fc.nat(30), loggedHalfHours: fc.nat(60) })
      .filter(({ coach: a, coachee: b }) => a !== b),
    { minLength: 1, maxLength: 3 },
  ),
  steps: fc.array(
    fc.record({
      project: fc.nat(4),
      advanceHours: fc.oneof(fc.nat(24), fc.nat(24 * 6), fc.nat(24 * 40)),
      event: eventArbitrary,
    }),
    { minLength: 5, maxLength: 60, size: 'medium' },
  ),
  penaltyPoints: fc.constantFrom(0, 7),
});

/** The event of a step, with its actor's account for the project it happens to. */
function eventOf(step: { event: Record<string, unknown> }, snapshot: ProjectSnapshot): ProjectEvent {
  const { part, ...event } = step.event;
  const actorAccountId =
    part === 'coach'
      ? snapshot.project.coachAccountId
      : part === 'coachee'
        ? snapshot.project.coacheeAccountId
        : 'stranger';
  return { ...event, actorAccountId } as unknown as ProjectEvent;
}

describe('random sequences of events (property)', () => {
  it('keep every balance the sum of its entries and of the outcomes, score a project once, and let only the first closing action change anything', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (scenario) => {
        const limits = { ...settings, penaltyPoints: scenario.penaltyPoints };
        const snapshots = scenario.projects.map(
          (p, index): ProjectSnapshot => ({
            project: {
              id: `p${index}`,
              coachAccountId: members[p.coach] as string,
              coacheeAccountId: members[p.coachee] as string,
              state: 'open',
              startedAt: day(p.startDay),
              deadlineAt: day(p.startDay + limits.projectClosingDays),
              sessionCount: null,
            },
            closingRequest: null,
            loggedHalfHours: p.loggedHalfHours,
          }),
        );
        const balances = new Map<string, number>(members.map((m) => [m, 0]));
        const scored = new Set<string>();
        let now = start;
        for (const step of scenario.steps) {
          now = new Date(now.getTime() + step.advanceHours * 3_600_000);
          const index = step.project % snapshots.length;
          const before = snapshots[index] as ProjectSnapshot;
          const event = eventOf(step, before);
          const decision = decideProjectEvent(before, event, now, limits);
          if (before.project.state !== 'open') {
            // Closed projects refuse everything; a closing request whose window passed says so.
            expect(decision.outcome).toBe('refused');
            continue;
          }
          if (decision.outcome !== 'accepted') continue;
          for (const entry of decision.effects.ledger) {
            const key = `${before.project.id}/${entry.reason}/${entry.accountId}`;
            expect(scored.has(key)).toBe(false);
            scored.add(key);
            balances.set(entry.accountId, (balances.get(entry.accountId) ?? 0) + entry.delta);
          }
          if (decision.effects.ledger.length > 0) expect(decision.effects.closing).not.toBeNull();
          const after = applyProjectEffects(before, decision.effects);
          // A closed project never keeps a waiting closing request.
          if (after.project.state !== 'open') expect(after.closingRequest?.state).not.toBe('waiting');
          snapshots[index] = after;
        }
        // The ledger adds up to what the final states say each project moved.
        const expected = new Map<string, number>(members.map((m) => [m, 0]));
        for (const snapshot of snapshots) {
          const points = pointsOfOutcome(snapshot, limits.penaltyPoints);
          const { coachAccountId, coacheeAccountId } = snapshot.project;
          expected.set(coachAccountId, (expected.get(coachAccountId) ?? 0) + points.coach);
          expected.set(coacheeAccountId, (expected.get(coacheeAccountId) ?? 0) + points.coachee);
        }
        expect(balances).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('lets exactly one of any set of closing actions at the same moment win', () => {
    const closingEvents = fc.array(
      fc.constantFrom<ProjectEvent>(complete(5), confirm(), expire, endOverdue, abort()),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(closingEvents, fc.integer({ min: 14, max: 120 }), (events, on) => {
        let snapshot = waiting(14);
        let wins = 0;
        for (const event of events) {
          const decision = decide(snapshot, event, on);
          if (decision.outcome === 'accepted') {
            expect(decision.effects.closing).not.toBeNull();
            wins += 1;
            snapshot = applyProjectEffects(snapshot, decision.effects);
          }
        }
        expect(wins).toBeLessThanOrEqual(1);
        // A completion by the coachee or an abort always closes an open project.
        if (events.some((e) => e.kind === 'completeByCoachee' || e.kind === 'abortByAdministrator')) {
          expect(wins).toBe(1);
        }
      }),
    );
  });
});
