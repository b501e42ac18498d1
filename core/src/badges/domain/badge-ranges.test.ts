import { describe, expect, it } from 'vitest';
import { badgeRangeProblems, fitNeighbours, type RangedBadge } from './badge-ranges.ts';

const b = (name: string, lower: number, upper: number): RangedBadge => ({
  id: name,
  nameTr: name,
  nameEn: name,
  lower,
  upper,
});
const kinds = (badges: RangedBadge[]) =>
  badgeRangeProblems(badges).map(({ kind, badges: concerned, from, to }) => [
    kind,
    concerned.map((badge) => badge.nameTr).join('+'),
    from,
    to,
  ]);

describe('badge range problems', () => {
  it('accepts no badges, one badge, and ranges that meet end to end in any order', () => {
    expect(kinds([])).toEqual([]);
    expect(kinds([b('A', 5, 5)])).toEqual([]);
    expect(kinds([b('C', 30, 99), b('A', 0, 9), b('B', 10, 29)])).toEqual([]);
  });

  it('names each overlapping pair with the scores both claim', () => {
    expect(kinds([b('A', 0, 10), b('B', 10, 20), b('C', 15, 30)])).toEqual([
      ['overlap', 'A+B', 10, 10],
      ['overlap', 'B+C', 15, 20],
    ]);
  });

  it('names a gap between the badges on either side', () => {
    expect(kinds([b('A', 0, 9), b('B', 12, 20)])).toEqual([['gap', 'A+B', 10, 11]]);
  });

  it('sees no gap where a wide badge covers the space between narrow ones, only the overlaps', () => {
    expect(kinds([b('Wide', 0, 100), b('N1', 10, 20), b('N2', 30, 40)])).toEqual([
      ['overlap', 'Wide+N1', 10, 20],
      ['overlap', 'Wide+N2', 30, 40],
    ]);
  });

  it('reports a badge left without scores', () => {
    expect(kinds([b('A', 0, 9), b('Empty', 10, 9), b('B', 10, 20)])).toEqual([
      ['emptyRange', 'Empty', 10, 9],
    ]);
  });
});

describe('fitting the neighbours to a range', () => {
  const set = [b('A', 0, 9), b('B', 10, 29), b('C', 30, 99)];

  it('moves the facing bounds of the badges just below and above, nothing else', () => {
    expect(fitNeighbours(set, { lower: 15, upper: 40 }).map((x) => [x.nameTr, x.lower, x.upper])).toEqual([
      ['A', 0, 9],
      ['B', 10, 14],
      ['C', 41, 99],
    ]);
  });

  it('leaves neighbours that already meet the range as they are', () => {
    expect(fitNeighbours(set, { lower: 100, upper: 200 })).toEqual([
      b('A', 0, 9),
      b('B', 10, 29),
      b('C', 30, 99),
    ]);
  });

  it('can empty a neighbour, which the range check then refuses', () => {
    // A starts where New does, so A is "above" and would start at 41: past its own end.
    const fitted = fitNeighbours([b('A', 0, 9), b('B', 10, 29)], { lower: 0, upper: 40 });
    expect(kinds([...fitted, b('New', 0, 40)])).toEqual([
      ['emptyRange', 'A', 41, 9],
      ['overlap', 'New+B', 10, 29],
    ]);
  });
});
