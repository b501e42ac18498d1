import { catalogue, catalogueCodes } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { statusOf, statusOfCode } from './status-table.ts';

describe('code → HTTP status table', () => {
  it('has a status for every catalogue code and nothing else', () => {
    expect(Object.keys(statusOfCode).map(Number).sort()).toEqual([...catalogueCodes].sort());
  });

  it('takes each status from the catalogue entry, the one place it is stated', () => {
    for (const [key, entry] of Object.entries(catalogue)) {
      expect(statusOfCode[entry.code], key).toBe(entry.status);
      expect(statusOf(key as keyof typeof catalogue), key).toBe(entry.status);
    }
  });

  it('answers success codes with 2xx, the generic failure with 500, an unavailable dependency with 503 and every other error with 4xx', () => {
    for (const code of catalogueCodes) {
      const status = statusOfCode[code];
      if (code < 2005) expect(status, String(code)).toBeLessThan(300);
      else if (code === 2005) expect(status).toBe(500);
      // The server too busy to hash (4041), the payment (4064) or sign-in provider (4075) or the
      // database (4098) unreachable: try again later.
      else if ([4041, 4064, 4075, 4098].includes(code)) expect(status, String(code)).toBe(503);
      else expect(status >= 400 && status < 500, String(code)).toBe(true);
    }
  });

  it.each([
    [4001, 401],
    [4004, 401],
    [4010, 403],
    [4030, 429],
    [4031, 403],
    [4032, 403],
    [4033, 403],
    [4034, 400],
    [4035, 404],
    [4006, 409],
    [4038, 413],
    [4039, 405],
    [4040, 429],
    [4041, 503],
    [4062, 409],
    [4063, 409],
    [4064, 503],
    [4065, 409],
    [4072, 404],
    [4073, 400],
    [4074, 400],
    [4075, 503],
    [4076, 403],
    [4077, 409],
    [4078, 409],
    [4079, 409],
  ] as const)('maps %i to %i as the runtime contract says', (code, status) => {
    expect(statusOfCode[code]).toBe(status);
  });
});
