import { instantOf, wholeDayMs } from '../../calendar/zoned-time.ts';
import type { Audience, GroupMailContent } from '../../contracts/group-mail.ts';
import type { Language } from '../../contracts/language.ts';
import { membershipTimeZone } from '../../membership/domain/subscription-period.ts';
import type { AudienceMember, AudienceQuery } from '../../ports/group-mail-repository.ts';

/**
 * The audience as the repository reads it: the membership-end days become instants, Istanbul's
 * midnight of the first day up to the midnight after the last (both days included).
 */
export function audienceQueryOf(audience: Audience): AudienceQuery {
  if (audience.kind === 'selection') {
    // Sorted and without repeats: the keyset batches walk it in id order.
    return { kind: 'selection', accountIds: [...new Set(audience.accountIds)].sort() };
  }
  const { membershipEndsFrom, membershipEndsTo, ...filter } = audience.filter;
  return {
    kind: 'filter',
    filter,
    endsFrom: membershipEndsFrom ? instantOf(membershipEndsFrom, 0, membershipTimeZone) : null,
    endsBefore: membershipEndsTo ? instantOf(membershipEndsTo, wholeDayMs, membershipTimeZone) : null,
  };
}

/** The subject and body a member gets: the version in their own language. */
export function contentFor(content: GroupMailContent, language: Language): { subject: string; body: string } {
  return language === 'en'
    ? { subject: content.subjectEn, body: content.bodyEn }
    : { subject: content.subjectTr, body: content.bodyTr };
}

/** Who of a batch gets the mail: members who did not turn programme news off. */
export function recipientsOf(batch: readonly AudienceMember[]): AudienceMember[] {
  return batch.filter((member) => member.programmeNews);
}

/**
 * An unsubscribe link's token: the account's id and its unsubscribe key, a random value kept with
 * the account. Only the one who has the mail knows the key; a changed character finds no account.
 */
export function unsubscribeTokenOf(accountId: string, key: string): string {
  return `${accountId}.${key}`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The parts of a token, or null when it cannot be one. */
export function parseUnsubscribeToken(token: string): { accountId: string; key: string } | null {
  const [accountId, key, ...rest] = token.split('.');
  if (!accountId || !key || rest.length > 0 || !uuidPattern.test(accountId) || !uuidPattern.test(key)) {
    return null;
  }
  return { accountId, key };
}

/** Compares two keys in time that does not depend on where they differ. */
export function sameKey(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** `ayse.yilmaz@example.com` → `ay•••@example.com`: whose link it is, without the whole address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}•••@${domain}`;
}

/** Whole percent of the audience gone through (never a fraction: issue 31). */
export function progressOf(done: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((done * 100) / total));
}
