import type { Account, AccountMatch, AccountSearch, BulkSelection } from '@coach/core';
import { listItemOf } from '@coach/core/accounts/domain/account';
import { foldForSearch, searchWords, turkishSortKey } from '../text/turkish-text.ts';
import { copy } from './memory-database.ts';

function matches(account: Account, words: readonly string[]): boolean {
  const fields = [account.name, account.surname, account.email, account.phone ?? ''].map(foldForSearch);
  return words.every((word) => fields.some((field) => field.includes(word)));
}

type Comparable = string | number | null;

/** The sort value of each key, comparable as the SQL orders it. */
const sortValue: Record<AccountSearch['sort']['key'], (account: Account) => Comparable> = {
  name: (account) => turkishSortKey(account.name),
  surname: (account) => turkishSortKey(account.surname),
  email: (account) => account.email,
  createdAt: (account) => account.createdAt.getTime(),
  lastLoginAt: (account) => account.lastLoginAt?.getTime() ?? null,
  score: (account) => account.score,
  role: (account) => account.accountRoleType,
  status: (account) => account.status,
};

/** Nulls last in both directions; otherwise ascending, or descending when asked. */
function compareValues(a: Comparable, b: Comparable, descending: boolean): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = a < b ? -1 : 1;
  return descending ? -order : order;
}

/**
 * As the SQL orders (account-search.ts): the key, then name, surname and id, all in the sort's
 * direction; the last sign-in puts nulls last both ways and breaks its ties by name ascending.
 */
function compare(a: Account, b: Account, sort: AccountSearch['sort']): number {
  const byKey = compareValues(sortValue[sort.key](a), sortValue[sort.key](b), sort.descending);
  if (byKey !== 0) return byKey;
  const tiesDescending = sort.key === 'lastLoginAt' ? false : sort.descending;
  const ties = sort.key === 'surname' ? (['surname', 'name'] as const) : (['name', 'surname'] as const);
  for (const key of ties) {
    const tie = compareValues(sortValue[key](a), sortValue[key](b), tiesDescending);
    if (tie !== 0) return tie;
  }
  return compareValues(a.id, b.id, tiesDescending);
}

/** Whether the list's search and filters find an account. */
export function accountMatcher(match: AccountMatch): (account: Account) => boolean {
  const words = searchWords(match.search);
  return (account) =>
    matches(account, words) &&
    (!match.role || account.accountRoleType === match.role) &&
    (!match.status || account.status === match.status) &&
    (match.locked === undefined || account.isLocked === match.locked);
}

/** `AccountReads.search` over the rows of the accounts table, as list rows. */
export function searchAccounts(rows: readonly Account[], query: AccountSearch) {
  const found = rows.filter(accountMatcher(query)).sort((a, b) => compare(a, b, query.sort));
  return {
    items: copy(found.slice(query.offset, query.offset + query.limit)).map(listItemOf),
    total: found.length,
  };
}

/** Whether an account is one of a bulk action's selection (the accounts list's filter, ADR 0052). */
export function inSelection(account: Account, selection: BulkSelection): boolean {
  if ('accountIds' in selection) return selection.accountIds.includes(account.id);
  const { filter } = selection;
  return (
    matches(account, searchWords(filter.search)) &&
    (!filter.role || account.accountRoleType === filter.role) &&
    (!filter.status || account.status === filter.status) &&
    (filter.locked === undefined || account.isLocked === filter.locked)
  );
}
