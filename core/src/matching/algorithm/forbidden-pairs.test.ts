import { describe, expect, it } from 'vitest';
import { type ForbiddenRows, forbiddenLists } from './forbidden-pairs.ts';

const rows = ({ offsets, targets }: ForbiddenRows) =>
  Array.from({ length: offsets.length - 1 }, (_, row) =>
    [...targets.slice(offsets[row], offsets[row + 1])].sort((a, b) => a - b),
  );

describe('forbiddenLists', () => {
  it('forbids listed people in both roles, every request of theirs, and self pairs, once each', () => {
    const lists = forbiddenLists(
      ['ayse', 'burak', 'ayse', 'cem'],
      ['cem', 'ayse', 'deniz'],
      [
        ['ayse', 'cem'],
        ['cem', 'ayse'],
        ['burak', 'deniz'],
        ['nobody', 'deniz'],
      ],
    );
    // ayse (coaches 0 and 2) meets neither cem (coachee 0) nor herself (coachee 1), and cem (coach 3)
    // meets neither ayse nor himself; burak (coach 1) does not meet deniz; "nobody" has no request.
    expect(rows(lists.coach)).toEqual([[0, 1], [2], [0, 1], [0, 1]]);
    expect(rows(lists.coachee)).toEqual([[0, 2, 3], [0, 2, 3], [1]]);
  });

  it('is empty without forbidden pairs or shared accounts', () => {
    const lists = forbiddenLists(['a', 'b'], ['c'], []);
    expect(rows(lists.coach)).toEqual([[], []]);
    expect(rows(lists.coachee)).toEqual([[]]);
  });
});
