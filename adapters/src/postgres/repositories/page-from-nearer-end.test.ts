import { describe, expect, it } from 'vitest';
import { pageFromNearerEnd } from './page-from-nearer-end.ts';

describe('a page read from the nearer end', () => {
  it('keeps a page of the first half, and any page when the total is not known', () => {
    expect(pageFromNearerEnd({ offset: 40, limit: 20 }, 100)).toEqual({
      offset: 40,
      limit: 20,
      reversed: false,
    });
    expect(pageFromNearerEnd({ offset: 29_980, limit: 20 }, undefined)).toEqual({
      offset: 29_980,
      limit: 20,
      reversed: false,
    });
  });

  it('reads a page of the second half as the same rows from the other end', () => {
    // Rows 29,980 to 29,999 of 30,000 are the first 20 the other way round.
    expect(pageFromNearerEnd({ offset: 29_980, limit: 20 }, 30_000)).toEqual({
      offset: 0,
      limit: 20,
      reversed: true,
    });
    // A short last page: rows 90 to 94 of 95 are rows 0 to 4 reversed.
    expect(pageFromNearerEnd({ offset: 90, limit: 20 }, 95)).toEqual({ offset: 0, limit: 5, reversed: true });
    // Rows 60 to 79 of 100 are rows 20 to 39 reversed.
    expect(pageFromNearerEnd({ offset: 60, limit: 20 }, 100)).toEqual({
      offset: 20,
      limit: 20,
      reversed: true,
    });
  });

  it('asks for no row past the last one', () => {
    expect(pageFromNearerEnd({ offset: 120, limit: 20 }, 100)).toMatchObject({ limit: 0 });
  });
});
