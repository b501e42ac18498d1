import { combineMatchings } from './combine-matchings.ts';
import {
  type ForbiddenLists,
  type ForbiddenRows,
  forbiddenLists,
  inWaitingPositions,
} from './forbidden-pairs.ts';
import {
  classesMeet,
  classesMeeting,
  languageClassCount,
  languageClassOf,
  sharedLanguage,
} from './language-classes.ts';
import { priorityMatching } from './priority-matching.ts';
import { withoutRepeatedPeople } from './repeated-people.ts';
import type {
  MatchingInput,
  MatchingPlan,
  MatchingRequest,
  PlannedPair,
  RequestSide,
  UnpairedReason,
  UnpairedRequest,
} from './types.ts';

/**
 * The matching run (README "Matching rules"): pairs open coach requests with open coachee requests (ADRs 0019, 0035).
 *
 * - A pair is two different accounts that share a language and are not a forbidden pair (a listed
 *   pair forbids the two people in either role).
 * - The number of pairs is the maximum possible.
 * - Among maximum matchings, each side's served requests are the earliest set in waiting order
 *   (requestedAt, then id) that any maximum matching can serve: a request is left out only when
 *   serving it would cost a pair or a longer-waiting request of its side.
 * - Two pairs of a plan never join the same two people, in either role: A coaching B while B
 *   coaches A would give them two open projects at once. When the maximum matching has such a
 *   second pair, one of the two is forbidden and the matching is found again (ADR 0035): the
 *   plan is then a maximum among those without repeated people as far as a bounded search
 *   finds, and the two rules above hold for the graph without the forbidden pairs.
 * - The result depends only on the requests, not on the order of the arrays. Request ids are
 *   unique. Pairs come in the coaches' waiting order; unpaired coaches, then unpaired coachees,
 *   in waiting order.
 *
 * Near linear in the number of requests plus forbidden pairs; `onProgress(done, total)` is called
 * every few thousand requests.
 */
export function planMatching(
  input: MatchingInput,
  onProgress?: (done: number, total: number) => void,
): MatchingPlan {
  return plan(input, onProgress, true);
}

/**
 * The same without the rule on repeated people: a maximum matching that may pair the same two
 * people twice. The matching runs never use it; the tests compare it with planMatching, and the
 * oracles of ADR 0019 check it.
 */
export function planMaximumMatching(
  input: MatchingInput,
  onProgress?: (done: number, total: number) => void,
): MatchingPlan {
  return plan(input, onProgress, false);
}

function plan(
  input: MatchingInput,
  onProgress: ((done: number, total: number) => void) | undefined,
  oncePerTwoPeople: boolean,
): MatchingPlan {
  const coaches = new WaitingSide(input.coachRequests);
  const coachees = new WaitingSide(input.coacheeRequests);
  const coachClass = coaches.classes();
  const coacheeClass = coachees.classes();
  // Built from the requests in input order, then renumbered by waiting position (see WaitingSide).
  const byInputIndex = forbiddenLists(coaches.accounts(), coachees.accounts(), input.forbiddenPairs);
  const inWaitingOrder = (lists: ForbiddenLists) => ({
    coach: inWaitingPositions(lists.coach, coaches.order, coachees.positionOf),
    coachee: inWaitingPositions(lists.coachee, coachees.order, coaches.positionOf),
  });
  const forbidden = inWaitingOrder(byInputIndex);
  const total = coaches.size + coachees.size;
  const report = (done: number) => onProgress?.(done, total);

  // Each run serves its left side's greedy set; combining them serves both sides' at once.
  const maximumMatching = (rows: typeof forbidden, progress?: (done: number) => void) =>
    combineMatchings(
      priorityMatching(
        { leftClass: coachClass, rightClass: coacheeClass, leftForbidden: rows.coach },
        progress,
      ),
      priorityMatching(
        { leftClass: coacheeClass, rightClass: coachClass, leftForbidden: rows.coachee },
        progress && ((done) => progress(coaches.size + done)),
      ),
    );
  const maximum = maximumMatching(forbidden, report);
  const coacheeOfCoach = oncePerTwoPeople
    ? withoutRepeatedPeople(maximum, {
        lists: byInputIndex,
        coachOrder: coaches.order,
        coacheeOrder: coachees.order,
        solve: (lists) => maximumMatching(inWaitingOrder(lists)),
        canMeet: (coach, coachee) =>
          classesMeet(
            coachClass[coaches.positionOf[coach] as number] as number,
            coacheeClass[coachees.positionOf[coachee] as number] as number,
          ),
      })
    : maximum;

  const pairs: PlannedPair[] = [];
  const paired = new Uint8Array(coachees.size);
  coacheeOfCoach.forEach((coacheeIndex, coachIndex) => {
    if (coacheeIndex === -1) return;
    const coach = coaches.at(coachIndex);
    const coachee = coachees.at(coacheeIndex);
    paired[coacheeIndex] = 1;
    pairs.push({
      coachRequestId: coach.id,
      coacheeRequestId: coachee.id,
      coachAccountId: coach.accountId,
      coacheeAccountId: coachee.accountId,
      language: sharedLanguage(coachClass[coachIndex] as number, coacheeClass[coacheeIndex] as number),
    });
  });

  const unpaired: UnpairedRequest[] = [];
  const explain = (side: RequestSide, own: Int8Array, rows: ForbiddenRows, other: Int8Array) => {
    const otherCounts = countByClass(other);
    return (request: MatchingRequest, index: number) => {
      const reason = unpairedReason(own[index] as number, index, rows, other, otherCounts);
      unpaired.push({ requestId: request.id, side, reason });
    };
  };
  const explainCoach = explain('coach', coachClass, forbidden.coach, coacheeClass);
  for (let index = 0; index < coaches.size; index += 1) {
    if (coacheeOfCoach[index] === -1) explainCoach(coaches.at(index), index);
  }
  const explainCoachee = explain('coachee', coacheeClass, forbidden.coachee, coachClass);
  for (let index = 0; index < coachees.size; index += 1) {
    if (paired[index] === 0) explainCoachee(coachees.at(index), index);
  }
  report(total);
  return { pairs, unpaired };
}

/**
 * One side's requests in waiting order: longest-waiting first, and the id breaks ties so that the
 * order never depends on the input's. The requests themselves stay in input order: what the
 * algorithm needs from them (class, account) is read in one pass in that order, which at a million
 * requests is far kinder to the processor's caches than jumping around in sorted order.
 */
class WaitingSide {
  /** Waiting position → index in the input. */
  readonly order: Int32Array;
  /** Index in the input → waiting position. */
  readonly positionOf: Int32Array;
  private readonly requests: readonly MatchingRequest[];

  constructor(requests: readonly MatchingRequest[]) {
    this.requests = requests;
    const times = Float64Array.from(requests, (request) => request.requestedAt);
    const order = requests.map((_, index) => index);
    order.sort((a, b) => {
      const byTime = (times[a] as number) - (times[b] as number);
      if (byTime !== 0) return byTime;
      const idA = (requests[a] as MatchingRequest).id;
      const idB = (requests[b] as MatchingRequest).id;
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    });
    this.order = Int32Array.from(order);
    this.positionOf = new Int32Array(requests.length);
    this.order.forEach((index, position) => {
      this.positionOf[index] = position;
    });
  }

  get size(): number {
    return this.requests.length;
  }

  /** The request at a waiting position. */
  at(position: number): MatchingRequest {
    return this.requests[this.order[position] as number] as MatchingRequest;
  }

  /** Language classes by waiting position. */
  classes(): Int8Array {
    const byInput = new Int8Array(this.size);
    this.requests.forEach((request, index) => {
      byInput[index] = languageClassOf(request.languages);
    });
    const byPosition = new Int8Array(this.size);
    this.order.forEach((index, position) => {
      byPosition[position] = byInput[index] as number;
    });
    return byPosition;
  }

  /** Accounts in input order. */
  accounts(): string[] {
    return this.requests.map((request) => request.accountId);
  }
}

function countByClass(classes: Int8Array): Int32Array {
  const counts = new Int32Array(languageClassCount);
  for (const languageClass of classes) {
    if (languageClass !== -1) counts[languageClass] = (counts[languageClass] as number) + 1;
  }
  return counts;
}

/** The most telling reason: nobody speaks its language, or all who do are excluded, or all were taken. */
function unpairedReason(
  own: number,
  index: number,
  rows: ForbiddenRows,
  other: Int8Array,
  otherCounts: Int32Array,
): UnpairedReason {
  let speakers = 0;
  for (const otherClass of classesMeeting(own)) speakers += otherCounts[otherClass] as number;
  if (speakers === 0) return 'no_partner_in_language';
  let excluded = 0;
  for (let at = rows.offsets[index] as number; at < (rows.offsets[index + 1] as number); at += 1) {
    if (classesMeet(own, other[rows.targets[at] as number] as number)) excluded += 1;
  }
  return excluded === speakers ? 'only_previous_partners' : 'partners_taken';
}
