import type { AccountListItem, AccountRoleType, AccountStatus, Language } from '@coach/core';

// Hand-mapped account rows (ADR 0006): the hot reads — the session with its account on every
// signed-in call, an accounts page — are prepared without drizzle's fields, and the driver's rows
// are mapped here instead of through drizzle's generic per-column mapper.

/** Both drivers hand drizzle's raw statements their instants as PostgreSQL's text, or as a Date. */
export type Instant = string | Date;
export const instant = (value: Instant): Date => (typeof value === 'string' ? new Date(value) : value);
export const maybeInstant = (value: Instant | null): Date | null => (value === null ? null : instant(value));

/** The account columns both hand-mapped reads select, by the columns' own names. */
export interface AccountColumnsRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string | null;
  identity_number: string | null;
  passport_number: string | null;
  country_code: string | null;
  state_code: string | null;
  city: string | null;
  score: number;
  account_role_type: string;
  status: string;
  is_locked: boolean;
  subscription_end_date: Instant | null;
  membership_package_id: string | null;
  last_login_at: Instant | null;
  languages: string[];
  email_verified_at: Instant | null;
  language: string;
  created_at: Instant;
}

/** What the two reads have in common: an accounts-list item, but for whether a password is set. */
type AccountColumns = Omit<AccountListItem, 'hasPassword'>;

// The text columns are narrowed by CHECK constraints, so these casts only restate them.
export function accountColumnsOf(row: AccountColumnsRow): AccountColumns {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    identityNumber: row.identity_number,
    passportNumber: row.passport_number,
    countryCode: row.country_code,
    stateCode: row.state_code,
    city: row.city,
    score: row.score,
    accountRoleType: row.account_role_type as AccountRoleType,
    status: row.status as AccountStatus,
    isLocked: row.is_locked,
    subscriptionEndDate: maybeInstant(row.subscription_end_date),
    membershipPackageId: row.membership_package_id,
    lastLoginAt: maybeInstant(row.last_login_at),
    languages: row.languages as Language[],
    emailVerifiedAt: maybeInstant(row.email_verified_at),
    language: row.language as Language,
    createdAt: instant(row.created_at),
  };
}
