import { describe, expect, it } from 'vitest';
import {
  absoluteSessionExpiryFrom,
  isSessionUsable,
  sessionExpiryFrom,
  sessionIdleSeconds,
  sessionNeedsRenewal,
} from './session.ts';

const now = new Date('2026-03-02T10:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('session lifetime', () => {
  it('lasts 1800 seconds from the last use', () => {
    expect(sessionIdleSeconds).toBe(1800);
    expect(sessionExpiryFrom(now)).toEqual(at(1800));
  });

  it('is usable until, but not at, its expiry', () => {
    const session = { expiresAt: sessionExpiryFrom(now), absoluteExpiresAt: at(43_200), revokedAt: null };
    expect(isSessionUsable(session, at(1799))).toBe(true);
    expect(isSessionUsable(session, at(1800))).toBe(false);
    expect(isSessionUsable(session, at(5000))).toBe(false);
  });

  it('is never usable once revoked', () => {
    expect(isSessionUsable({ expiresAt: at(1800), absoluteExpiresAt: at(43_200), revokedAt: now }, now)).toBe(
      false,
    );
  });

  it('ends at its absolute expiry however recently it was used', () => {
    const absoluteExpiresAt = absoluteSessionExpiryFrom(now, 12);
    expect(absoluteExpiresAt).toEqual(at(12 * 3600));
    const lastUse = at(12 * 3600 - 60);
    const session = {
      expiresAt: sessionExpiryFrom(lastUse, absoluteExpiresAt),
      absoluteExpiresAt,
      revokedAt: null,
    };
    expect(session.expiresAt).toEqual(absoluteExpiresAt);
    expect(isSessionUsable(session, at(12 * 3600 - 1))).toBe(true);
    expect(isSessionUsable({ ...session, expiresAt: at(13 * 3600) }, at(12 * 3600))).toBe(false);
  });

  it('is renewed at most once a minute', () => {
    const lastUsedAt = new Date('2026-01-01T10:00:00Z');
    expect(sessionNeedsRenewal({ lastUsedAt }, new Date('2026-01-01T10:00:59.999Z'))).toBe(false);
    expect(sessionNeedsRenewal({ lastUsedAt }, new Date('2026-01-01T10:01:00Z'))).toBe(true);
  });
});
