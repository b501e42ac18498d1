import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { foldedForSearch, turkishSortText } from '../repositories/turkish-text.ts';
import { moment } from './columns.ts';
import { membershipPackages } from './reference-data.ts';

/**
 * Who the members' list shows (`ProfileRepository.listMembers`): its partial indexes below carry
 * this predicate, and the list's query states it in the same words so that the planner uses them.
 */
export const listedMemberCondition = (table: {
  accountRoleType: AnyPgColumn;
  status: AnyPgColumn;
  isLocked: AnyPgColumn;
}) => sql`${table.accountRoleType} = 'User' and ${table.status} = 'active' and ${table.isLocked} = false`;

/**
 * An anonymised account (erase-account.ts: its address becomes `deleted-<id>@erased.invalid`). The
 * partial index below carries this predicate, and the bulk action's count states it in the same
 * words, so that it finds the few erased accounts there instead of reading every counted row.
 */
export const erasedAccountCondition = (table: { email: AnyPgColumn | SQL; id: AnyPgColumn | SQL }) =>
  sql`${table.email} = 'deleted-' || ${table.id}::text || '@erased.invalid'`;

/** The root collation the members' list sorts names in (Ç beside C), on PostgreSQL with ICU and PGlite. */
export const byRootCollation = (column: AnyPgColumn) => sql`${column} collate "und-x-icu"`;

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
    /** Fixed at registration; only the administrator's correction changes it (ADR 0032). */
    identityNumber: text('identity_number'),
    /** Stored upper-case without spaces (core normalises), so a plain unique index compares them so. */
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
    /** The package of the membership's last period; the level on a day is its period's (ADR 0031). */
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
    /** The member's one language (ADR 0034): set from the page they registered on; mail is written in it. */
    language: text('language').notNull().default('tr'),
    createdAt: moment('created_at').notNull().defaultNow(),
    /**
     * What the accounts list searches, folded as `foldForSearch` folds a search word (ş → s, İ → i,
     * lower case): name, surname, e-mail and phone, space-separated. A search word has no spaces,
     * so it matches here exactly when it matches one of the four. Stored and trigram-indexed
     * (`accounts_search_trgm`), so `like '%word%'` reads the index instead of folding every row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          foldedForSearch(
            sql`${accounts.name} || ' ' || ${accounts.surname} || ' ' || ${accounts.email} || ' ' || coalesce(${accounts.phone}, '')`,
          ),
      ),
    /**
     * `turkishSortKey` of the name and surname, stored: the accounts list's indexes are on these
     * plain columns (compared `collate "C"`), which an index-only scan can read, where an index
     * on the expression makes every row's heap tuple read.
     */
    nameSortKey: text('name_sort_key')
      .notNull()
      .generatedAlwaysAs((): SQL => turkishSortText(accounts.name)),
    surnameSortKey: text('surname_sort_key')
      .notNull()
      .generatedAlwaysAs((): SQL => turkishSortText(accounts.surname)),
    /** The members' list searches names only (never an e-mail or phone): "name surname", folded. */
    nameSearchText: text('name_search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => foldedForSearch(sql`${accounts.name} || ' ' || ${accounts.surname}`)),
  },
  (table) => [
    uniqueIndex('accounts_email_unique').on(table.email),
    uniqueIndex('accounts_identity_number_unique').on(table.identityNumber),
    uniqueIndex('accounts_passport_number_unique').on(table.passportNumber),
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
    // A matching run's eligibility facts (project-request-repository.ts `eligibilityOf`) for tens
    // of thousands of members: every column it reads of the account, so it reads this index alone
    // (about 1,000 pages at 100,000 accounts) instead of every account's wide row (17,000).
    index('accounts_eligibility_idx').on(
      table.id,
      table.status,
      table.isLocked,
      table.subscriptionEndDate,
      table.score,
      table.membershipPackageId,
    ),
    // For the foreign key's check when a package is deleted (see ledger.ts).
    index('accounts_package_idx')
      .on(table.membershipPackageId)
      .where(sql`${table.membershipPackageId} is not null`),
    // The administration dashboard (dashboard-queries.ts): members by state and sign-ups per month
    // read this index alone (a few hundred pages) instead of every account's row.
    index('accounts_dashboard_idx').on(
      table.accountRoleType,
      table.createdAt,
      table.isLocked,
      table.status,
      table.subscriptionEndDate,
    ),
    // The accounts list (account-search.ts): one index per sort key, whose keys are the list's
    // ORDER BY (the key, then name, surname and id, all in one direction), so any page is read
    // from the index in order, forwards or backwards. Never-signed-in accounts come last in both
    // directions of the last sign-in, which one index cannot give: it has one per direction (ties
    // by name ascending in both). Only plain columns (the name keys are stored), with the role and
    // status last: the page's ids are an index-only scan, filters included, wherever the page is.
    ...(
      [
        ['name', []],
        ['surname', []],
        ['email', [sql`${table.email} collate "C"`]],
        ['created_at', [table.createdAt]],
        ['score', [table.score]],
        ['role', [table.accountRoleType]],
        ['status', [table.status]],
        ['last_login', [sql`${table.lastLoginAt} asc nulls last`]],
        ['last_login_desc', [sql`${table.lastLoginAt} desc nulls last`]],
      ] as const
    ).map(([name, key]) =>
      index(`accounts_list_${name}_idx`).on(
        // Never empty (the name keys always follow the sort's own key): the cast only says so.
        ...([
          ...key,
          ...(name === 'surname'
            ? [sql`${table.surnameSortKey} collate "C"`, sql`${table.nameSortKey} collate "C"`]
            : [sql`${table.nameSortKey} collate "C"`, sql`${table.surnameSortKey} collate "C"`]),
          table.id,
          ...(name === 'role' ? [] : [table.accountRoleType]),
          ...(name === 'status' ? [] : [table.status]),
        ] as [SQL, ...SQL[]]),
      ),
    ),
    // The accounts an administrator locked, for the list's "locked" filter: few among many, so
    // the filter reads them here and sorts them, whatever the page's sort (account-search.ts).
    index('accounts_locked_idx').on(table.id).where(sql`${table.isLocked}`),
    // The anonymised accounts, few among many: the bulk action's count (account-selection.ts)
    // tells them apart without reading each counted account's row for its address.
    index('accounts_erased_idx').on(table.id).where(erasedAccountCondition(table)),
    index('accounts_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The same text, narrow, for a word so common that the trigram index would hand back a
    // quarter of the table ("example.org"): the planner then reads this index whole (about a
    // tenth of the table's size, index-only) and tests each entry, instead of reading every row.
    index('accounts_search_text_scan_idx').on(sql`${table.searchText} collate "C"`, table.id),
    // The members' list: only the accounts it shows, in each of its orders, and its name search.
    // The languages and the score end each index, so that the list's language and badge (score
    // range) filters are checked in an index-only scan too.
    index('accounts_members_name_idx')
      .on(byRootCollation(table.name), byRootCollation(table.surname), table.id, table.languages, table.score)
      .where(listedMemberCondition(table)),
    index('accounts_members_surname_idx')
      .on(byRootCollation(table.surname), byRootCollation(table.name), table.id, table.languages, table.score)
      .where(listedMemberCondition(table)),
    index('accounts_members_since_idx')
      .on(table.createdAt, table.id, table.languages, table.score)
      .where(listedMemberCondition(table)),
    index('accounts_members_search_trgm')
      .using('gin', sql`${table.nameSearchText} gin_trgm_ops`)
      .where(listedMemberCondition(table)),
    check('accounts_languages_check', sql`${table.languages} <@ array['tr', 'en']::text[]`),
  ],
);

/**
 * Each account's name, surname and e-mail, folded as `foldForSearch` folds a search word, alone on
 * a narrow row (about 60 bytes, against about 500 for the account): what the projects' and open
 * requests' lists search a partner by (`partnersMatching`). A trigram match must be rechecked on
 * its row; on the accounts table a common surname ("sahin": 2,837 of 100,000) meant a heap block
 * read for nearly every match, here it is a tenth of that. Kept by triggers (migration 0033): a
 * new account's row is added, a changed name, surname or e-mail rewrites it, and a deleted account
 * takes it along. No phone: those lists never found anyone by a phone number.
 */
export const accountPartnerSearch = pgTable(
  'account_partner_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
  },
  (table) => [index('account_partner_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`)],
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
