import { describe, expect, it } from 'vitest';
import { combineMatchings } from './combine-matchings.ts';

const none = -1;

describe('combineMatchings (Mendelsohn–Dulmage)', () => {
  it('serves the coaches of the first matching and the coachees of the second', () => {
    // Path coachee 0 –second– coach 0 –first– coachee 1 –second– coach 1 –first– coachee 2:
    // the first serves coaches {0, 1}, the second coachees {0, 1}; the result serves all four.
    const coacheeOfCoach = Int32Array.from([1, 2]);
    const coachOfCoachee = Int32Array.from([0, 1, none]);
    expect([...combineMatchings(coacheeOfCoach, coachOfCoachee)]).toEqual([0, 1]);
  });

  it('keeps common edges and cycles, and the first matching on a path between coaches', () => {
    // Coach 0 – coachee 0 in both; cycle coach 1/2 × coachee 1/2; path coach 3 –first– coachee 3 –second– coach 4.
    const coacheeOfCoach = Int32Array.from([0, 1, 2, 3, none]);
    const coachOfCoachee = Int32Array.from([0, 2, 1, 4]);
    expect([...combineMatchings(coacheeOfCoach, coachOfCoachee)]).toEqual([0, 1, 2, 3, none]);
  });

  it('takes the second matching on a path that ends in a coachee only it serves', () => {
    // Path coachee 0 –second– coach 0 –first– coachee 1: the first leaves coachee 0 unserved.
    const coacheeOfCoach = Int32Array.from([1]);
    const coachOfCoachee = Int32Array.from([0, none]);
    expect([...combineMatchings(coacheeOfCoach, coachOfCoachee)]).toEqual([0]);
  });
});
