import { describe, expect, it } from 'vitest';
import { badgeForScore } from './badge.ts';

const badges = [
  { nameTr: 'Bronze', lower: 0, upper: 9 },
  { nameTr: 'Silver', lower: 10, upper: 29 },
  { nameTr: 'Gold', lower: 30, upper: 1000 },
];

describe('badgeForScore', () => {
  it.each([
    [0, 'Bronze'],
    [9, 'Bronze'],
    [10, 'Silver'],
    [29, 'Silver'],
    [30, 'Gold'],
    [1000, 'Gold'],
  ])('score %i → %s (bounds inclusive)', (score, name) => {
    expect(badgeForScore(badges, score)?.nameTr).toBe(name);
  });

  it('gives no badge outside every range, e.g. to a negative score', () => {
    expect(badgeForScore(badges, -1)).toBeNull();
    expect(badgeForScore(badges, 1001)).toBeNull();
    expect(badgeForScore([], 5)).toBeNull();
  });

  it('prefers the higher range when ranges overlap, whatever the order', () => {
    const overlapping = [
      { nameTr: 'Wide', lower: 0, upper: 100 },
      { nameTr: 'Narrow', lower: 50, upper: 60 },
    ];
    expect(badgeForScore(overlapping, 55)?.nameTr).toBe('Narrow');
    expect(badgeForScore([...overlapping].reverse(), 55)?.nameTr).toBe('Narrow');
  });

  it('breaks a tie of equal lower bounds by name', () => {
    const tied = [
      { nameTr: 'B', lower: 0, upper: 10 },
      { nameTr: 'A', lower: 0, upper: 10 },
    ];
    expect(badgeForScore(tied, 5)?.nameTr).toBe('A');
  });
});
