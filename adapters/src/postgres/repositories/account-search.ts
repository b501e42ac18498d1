import type { AccountListItem, AccountSearch, AccountSortKey } from '@coach/core';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { searchWords } from '../../text/turkish-text.ts';
import { type AppDatabase, planForTheirValues } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { type AccountColumnsRow, accountColumnsOf } from './account-rows.ts';
import { likePattern } from './like-pattern.ts';
import { rowsOf } from './sql-arrays.ts';

/**
 * What a list row reads: never the password hash (only whether there is one), nor the profile's
 * texts and settings.
 */
const listColumns = {
  id: accounts.id,
  name: accounts.name,
  surname: accounts.surname,
  email: accounts.email,
  phone: accounts.phone,
  identityNumber: accounts.identityNumber,
  passportNumber: accounts.passportNumber,
  countryCode: accounts.countryCode,
  stateCode: accounts.stateCode,
  city: accounts.city,
  score: accounts.score,
  accountRoleType: accounts.accountRoleType,
  status: accounts.status,
  isLocked: accounts.isLocked,
  subscriptionEndDate: accounts.subscriptionEndDate,
  membershipPackageId: accounts.membershipPackageId,
  lastLoginAt: accounts.lastLoginAt,
  languages: accounts.languages,
  emailVerifiedAt: accounts.emailVerifiedAt,
  language: accounts.language,
  createdAt: accounts.createdAt,
  hasPassword: sql<boolean>`${accounts.passwordHash} is not null`.as('has_password'),
};

/** `turkishSortKey` of the name and surname, as stored (schema/accounts.ts) and indexed. */
const byName = sql`${accounts.nameSortKey} collate "C"`;
const bySurname = sql`${accounts.surnameSortKey} collate "C"`;

/**
 * The keys of each sort, exactly those of its index (schema/accounts.ts, `accounts_list_*`): the
 * key, then the Turkish name and surname keys, then the id (the role and status the index ends
 * with only let a filter be checked in it). E-mails compare in the "C" collation
 * (byte order, as in memory); role and status values are fixed ASCII words, in the same order in
 * every collation.
 */
const sortKeys: Record<Exclude<AccountSortKey, 'lastLoginAt'>, SQL[]> = {
  name: [byName, bySurname, sql`${accounts.id}`],
  surname: [bySurname, byName, sql`${accounts.id}`],
  email: [sql`${accounts.email} collate "C"`, byName, bySurname, sql`${accounts.id}`],
  createdAt: [sql`${accounts.createdAt}`, byName, bySurname, sql`${accounts.id}`],
  score: [sql`${accounts.score}`, byName, bySurname, sql`${accounts.id}`],
  role: [sql`${accounts.accountRoleType}`, byName, bySurname, sql`${accounts.id}`],
  status: [sql`${accounts.status}`, byName, bySurname, sql`${accounts.id}`],
};

/**
 * The ORDER BY of a sort, every key in its direction, so that one index read forwards or
 * backwards gives it. The last sign-in puts accounts that never signed in last in both directions,
 * ties by name ascending: it has an index per direction.
 */
function orderOf({ key, descending }: AccountSearch['sort']): SQL[] {
  if (key === 'lastLoginAt') {
    return [
      sql`${accounts.lastLoginAt} ${descending ? sql`desc` : sql`asc`} nulls last`,
      ...[byName, bySurname, sql`${accounts.id}`].map((tie) => sql`${tie} asc`),
    ];
  }
  return sortKeys[key].map((part) => sql`${part} ${descending ? sql`desc` : sql`asc`}`);
}

/**
 * Every word must appear in the name, surname, e-mail or phone: in `search_text`, which holds them
 * folded, so that its trigram index answers (a word has no spaces, so it cannot span two fields).
 * The word's pattern is the statement's parameter `word<n>`.
 */
function wordMatches(index: number): SQL {
  return sql`${accounts.searchText} like ${sql.placeholder(`word${index}`)}`;
}

/**
 * The accounts a search finds, read first and once by the trigram index: `array(…)` is computed
 * before the list's index is walked. Otherwise the planner may walk the sort's index and test each
 * row's text, which for a name late in the order ("zeynep" sorted by name) reads nearly every row.
 * Only when a word has three letters or more: a shorter one has no trigram to narrow the set, and
 * walking the index in order finds a page of its many matches soonest.
 */
function matchedAccounts(words: number): SQL {
  const matched = alias(accounts, 'matched');
  const conditions = Array.from(
    { length: words },
    (_, index) => sql`${matched.searchText} like ${sql.placeholder(`word${index}`)}`,
  );
  return sql`${accounts.id} = any(array(select ${matched.id} from ${accounts} as "matched" where ${and(...conditions)}))`;
}

/** What makes two searches the same statement: everything but the values. */
interface SearchShape {
  readonly words: number;
  /** Some word has three letters or more: the trigram index finds the accounts first. */
  readonly selective: boolean;
  readonly role: boolean;
  readonly status: boolean;
  /**
   * Locked accounts only (`yes`: read from the partial index `accounts_locked_idx`, a few rows
   * then sorted), those not locked (`no`), or either. Written into the statement, not a parameter,
   * so that the planner sees the partial index's condition.
   */
  readonly locked: 'yes' | 'no' | 'any';
  readonly sort: AccountSearch['sort'];
}

/**
 * The page and the count of one shape of search, built once and then only executed: drizzle
 * assembling the two statements took a fifth of an accounts page's CPU (the API's overhead, issue
 * 29). The words, filters, page size and offset are parameters.
 */
function prepareSearch(db: AppDatabase, shape: SearchShape, name: string) {
  const filters = [
    shape.role ? eq(accounts.accountRoleType, sql.placeholder('role')) : undefined,
    shape.status ? eq(accounts.status, sql.placeholder('status')) : undefined,
    shape.locked === 'yes'
      ? sql`${accounts.isLocked}`
      : shape.locked === 'no'
        ? sql`not ${accounts.isLocked}`
        : undefined,
  ];
  const words = Array.from({ length: shape.words }, (_, index) => wordMatches(index));
  const where = and(...(shape.selective ? [matchedAccounts(shape.words)] : words), ...filters);
  // The count has no order to walk: the words as they are, so that the planner reads the trigram
  // index for a rare word and `accounts_search_text_scan_idx` whole for a common one, where the
  // page's list of matched ids would then be looked up one by one (25,000 for "example.org").
  const countWhere = and(...words, ...filters);
  const order = orderOf(shape.sort);
  const pageIds = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const page = db
    .select(listColumns)
    .from(accounts)
    .where(inArray(accounts.id, pageIds))
    .orderBy(...order);
  const total = db.select({ value: count() }).from(accounts).where(countWhere);
  // Built once, but planned for each word: the count's best plan is the trigram index for a rare
  // word, `accounts_search_text_scan_idx` whole for a common or short one (the same statement text
  // serves both), and a generic plan would freeze one of them per connection (database.ts).
  // Without words or filters the plan does not depend on the values (the sort's index, a page of
  // it; the count of every account): such a list, the back office's first page, is prepared, since
  // parsing, planning and describing both statements again on every call cost more than the rest
  // of the page (the API's overhead, issue 29). A role or a status may be rare or most accounts,
  // so a filtered list keeps being planned for its values, like a search.
  // The page's rows are mapped by hand (`toListItem`): prepared without fields, drizzle hands back
  // the driver's rows, where its generic mapper walked every column of every row with type checks
  // (the largest share of drizzle in an accounts page's profile, issue 29).
  const pageQuery = new PgDialect().sqlToQuery(page.getSQL());
  if (shape.words > 0 || shape.role || shape.status || shape.locked !== 'any') {
    planForTheirValues(pageQuery.sql);
    planForTheirValues(total.toSQL().sql);
  }
  return {
    page: db._.session.prepareQuery(pageQuery, undefined, `${name}_page`, false),
    total: total.prepare(`${name}_total`),
  };
}

/** Each database's (or transaction's) prepared searches, by shape; a few dozen at most. */
const preparedSearches = new WeakMap<AppDatabase, Map<string, ReturnType<typeof prepareSearch>>>();

/** A page's row as the driver answers it: the columns' own names. */
interface ListRow extends AccountColumnsRow {
  has_password: boolean;
}

// The columns' object gains its one field more rather than being copied into a new one: a page
// made four objects of every row on its way to the answer (the API's overhead, ADR 0006).
function toListItem(row: ListRow): AccountListItem {
  return Object.assign(accountColumnsOf(row), { hasPassword: row.has_password });
}

/**
 * `AccountReads.search` on PostgreSQL. The page's ids are chosen first, along the sort's index
 * (an index scan that skips the offset without reading rows), and only those rows are then read.
 */
export async function searchAccounts(db: AppDatabase, query: AccountSearch) {
  const words = searchWords(query.search);
  const shape: SearchShape = {
    words: words.length,
    selective: words.some((word) => word.length >= 3),
    role: Boolean(query.role),
    status: Boolean(query.status),
    locked: query.locked === undefined ? 'any' : query.locked ? 'yes' : 'no',
    sort: query.sort,
  };
  const key = `accounts_search_${shape.words}_${shape.selective}_${shape.role}_${shape.status}_${shape.locked}_${shape.sort.key}_${shape.sort.descending}`;
  const ofDatabase = preparedSearches.get(db) ?? new Map<string, ReturnType<typeof prepareSearch>>();
  preparedSearches.set(db, ofDatabase);
  let prepared = ofDatabase.get(key);
  if (!prepared) {
    prepared = prepareSearch(db, shape, key);
    ofDatabase.set(key, prepared);
  }
  const values = {
    ...Object.fromEntries(words.map((word, index) => [`word${index}`, likePattern(word)])),
    role: query.role,
    status: query.status,
    limit: query.limit,
    offset: query.offset,
  };
  const [rows, [total]] = await Promise.all([prepared.page.execute(values), prepared.total.execute(values)]);
  return { items: rowsOf<ListRow>(rows).map(toListItem), total: total?.value ?? 0 };
}
