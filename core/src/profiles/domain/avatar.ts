import { avatarSourceTypes } from '../../contracts/profiles.ts';
import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/** Avatars are stored square, this many pixels wide: sharp on every screen up to 128 CSS pixels at 2×. */
export const avatarSize = 256;

export function isAvatarSourceType(mime: string): mime is keyof typeof avatarSourceTypes {
  return Object.hasOwn(avatarSourceTypes, mime);
}

/** "PNG, JPEG, WebP": the accepted kinds, as the refusal names them. */
export const avatarSourceTypeNames = Object.values(avatarSourceTypes).join(', ');

/**
 * The URL of an account's photo, versioned by the time it was stored: each new photo has a new
 * URL, so browsers and proxies may keep every version for good (`Cache-Control: immutable`).
 */
export function avatarPathOf(accountId: string, storedAt: Date): string {
  return `/api/accounts/avatar/${accountId}?v=${storedAt.getTime()}`;
}

/**
 * Decoding and resizing a picture costs the server real work: a member changes their photo a few
 * times at most, so 20 uploads an hour per account is room enough, and a script cannot keep the
 * image workers busy.
 */
export const avatarUploadsPerAccount: RateLimitRule = {
  name: 'avatar-uploads-per-account',
  points: 20,
  durationSeconds: 3600,
};
