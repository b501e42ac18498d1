import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { membershipPackages } from './reference-data.ts';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** Always stored lower-case (core normalises), so a plain unique index is case-insensitive. */
    email: text('email').notNull(),
    /** Null until the person sets a first password (accounts created by administrators or imported). */
    passwordHash: text('password_hash'),
    phone: text('phone'),
    identityNumber: text('identity_number'),
    passportNumber: text('passport_number'),
    /** ISO 3166-1 alpha-2, e.g. TR. */
    countryCode: text('country_code'),
    /** ISO 3166-2, e.g. TR-34 (İstanbul); Turkish provinces use their plate numbers. */
    stateCode: text('state_code'),
    /** The district or city name as the location data spells it, e.g. Kadıköy. */
    city: text('city'),
    address: text('address'),
    bio: text('bio'),
    profilePhotoPath: text('profile_photo_path'),
    /** Cached sum of this account's ledger entries; only the ledger repository changes it. */
    score: integer('score').notNull().default(0),
    accountRoleType: text('account_role_type').notNull(),
    status: text('status').notNull().default('active'),
    isLocked: boolean('is_locked').notNull().default(false),
    subscriptionEndDate: moment('subscription_end_date'),
    /** The package of the current membership: its coach level decides whether the member may coach. */
    membershipPackageId: uuid('membership_package_id').references(() => membershipPackages.id, {
      onDelete: 'restrict',
    }),
    lastLoginAt: moment('last_login_at'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    emailVerifiedAt: moment('email_verified_at'),
    privacyAcceptedAt: moment('privacy_accepted_at'),
    dataProtectionAcceptedAt: moment('data_protection_accepted_at'),
    themePack: text('theme_pack').notNull().default('theme1'),
    /** Light, dark, or follow the device. */
    themeMode: text('theme_mode').notNull().default('system'),
    /** The language mail to this account is written in. */
    language: text('language').notNull().default('tr'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(table.email),
    uniqueIndex('accounts_identity_number_unique').on(table.identityNumber),
    check(
      'accounts_role_check',
      sql`${table.accountRoleType} in ('Administrator', 'Salesman', 'Guest', 'User')`,
    ),
    check('accounts_status_check', sql`${table.status} in ('active', 'passive')`),
    check(
      'accounts_theme_pack_check',
      sql`${table.themePack} in ('theme1', 'theme2', 'theme3', 'theme4', 'theme5')`,
    ),
    check('accounts_theme_mode_check', sql`${table.themeMode} in ('light', 'dark', 'system')`),
    check('accounts_language_check', sql`${table.language} in ('tr', 'en')`),
    index('accounts_created_at_idx').on(table.createdAt),
    check('accounts_languages_check', sql`${table.languages} <@ array['tr', 'en']::text[]`),
  ],
);

/** Sign-in sessions. Only the SHA-256 of the bearer token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: moment('created_at').notNull(),
    lastUsedAt: moment('last_used_at').notNull(),
    /** Idle expiry: moved forward while the session is used. */
    expiresAt: moment('expires_at').notNull(),
    /** Absolute expiry, fixed at sign-in from the setting in force then; never moved. */
    absoluteExpiresAt: moment('absolute_expires_at').notNull(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_account_idx').on(table.accountId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Raw bytes (`bytea`), read as a Uint8Array on both drivers. */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Profile photos, resized on upload and kept in PostgreSQL so that every server instance serves
 * them; one per account, replaced on change.
 */
export const accountAvatars = pgTable('account_avatars', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytes('content').notNull(),
  updatedAt: moment('updated_at').notNull(),
});
