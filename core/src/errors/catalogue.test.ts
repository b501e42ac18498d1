import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import { DomainError } from './domain-error.ts';
import { catalogueCodes, fillPlaceholders, isCatalogueCode, translate } from './translate.ts';

const seedCodes = [
  2001, 2002, 2003, 2004, 2005, 3001, 3002, 4001, 4002, 4003, 4004, 4005, 4006, 4009, 4010, 4012, 4013, 4014,
  4015, 4016, 4017, 4018, 4020, 4022, 4023, 4024, 4025, 4026, 4027, 4028, 4029,
];
const addedCodes = [
  4030, 4031, 4032, 4033, 4034, 4035, 4036, 4037, 4038, 4039, 4040, 4041, 4042, 4043, 4044, 4045, 4046, 4047,
  4048, 4049, 4050, 4051, 4052, 4053, 4054, 4055, 4056, 4057, 4058, 4059, 4060, 4061, 4062, 4063, 4064, 4065,
  4066, 4067, 4068, 4069, 4070, 4071, 4072, 4073, 4074, 4075, 4076, 4077, 4078, 4079,
  // Issue 27, self-service: the deletion's wrong password, a dead deletion link, staff deleting themselves.
  4083, 4084, 4085,
  // Issue 27, identity: the identity document fixed, passport numbers unique, a correction that changes nothing.
  4089,
  4090, 4091,
  // Issue 27, privacy per role: a proof picture that does not decode.
  4092,
  // Issue 27, matching: two people who already share an open project.
  4095,
  // Issue 28, uploads: an Excel parse stopped by its time or memory limit; a picture with too many pixels.
  4096, 4097,
  // Issue 28, never a 500: the database cannot be reached (503 with Retry-After).
  4098,
  // Issue 31, mail to a group: a group that would reach nobody.
  4099,
  // Issue 31, exports: more rows than an Excel sheet holds.
  4100,
  // Issue 32, competency ratings: rated already; nothing to rate yet.
  4101, 4102,
  // Issue 32, sessions in the calendar: a proposal answered already; one's own proposal.
  4103, 4104,
  // Issue 32, a published coaching log withdrawn by its author (410).
  4105,
];

describe('error catalogue', () => {
  it('holds every seed code and every added code, each once', () => {
    expect([...catalogueCodes].sort()).toEqual([...seedCodes, ...addedCodes].sort());
  });

  it('has a non-empty Turkish and English sentence for every entry, and they differ', () => {
    for (const entry of Object.values(catalogue)) {
      expect(entry.tr.trim().length, String(entry.code)).toBeGreaterThan(0);
      expect(entry.en.trim().length, String(entry.code)).toBeGreaterThan(0);
      expect(entry.tr, String(entry.code)).not.toBe(entry.en);
    }
  });

  it('states an HTTP status in every entry: 2xx for success codes (below 2005), 4xx or 5xx for the others', () => {
    for (const entry of Object.values(catalogue)) {
      if (entry.code < 2005) expect(entry.status, String(entry.code)).toBeLessThan(300);
      else expect(entry.status, String(entry.code)).toBeGreaterThanOrEqual(400);
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const entry of Object.values(catalogue)) {
      expect(placeholders(entry.tr), String(entry.code)).toEqual(placeholders(entry.en));
    }
  });

  it('says the sign-in failure exactly as the product does', () => {
    expect(translate(4004, 'en')).toBe('E-mail or password is incorrect.');
    expect(translate(4004, 'tr')).toBe('E-posta veya şifre hatalı.');
  });

  it('fills placeholders from data', () => {
    expect(translate(4027, 'en', { points: 3 })).toBe('You need at least 3 points to coach.');
    expect(translate(4017, 'tr', { limit: 2 })).toContain('en fazla 2 projede');
    expect(translate(4028, 'en', { limit: 2 })).toBe(
      'You have reached the maximum of 2 projects as coachee.',
    );
  });

  it('keeps a placeholder visible when its value is missing', () => {
    expect(fillPlaceholders('need {points} points', {})).toBe('need {points} points');
    expect(fillPlaceholders('need {points} points', null)).toBe('need {points} points');
    expect(fillPlaceholders('need {points} points', { points: 0 })).toBe('need 0 points');
  });

  it('rejects codes that are not in the catalogue', () => {
    expect(isCatalogueCode(4011)).toBe(false);
    expect(isCatalogueCode(4010)).toBe(true);
    expect(() => translate(4011 as never, 'tr')).toThrow(/Unknown catalogue code/);
  });

  it('builds a DomainError that carries the code of its key and its data', () => {
    const error = new DomainError('tooManySignInAttempts', { retryAfterSeconds: 900 });
    expect(error.code).toBe(4030);
    expect(error.key).toBe('tooManySignInAttempts');
    expect(error.data).toEqual({ retryAfterSeconds: 900 });
    expect(error).toBeInstanceOf(Error);
  });
});
