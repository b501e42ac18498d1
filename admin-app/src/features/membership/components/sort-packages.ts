import type { Lang } from '@coach/kit';
import type { MembershipPackageView } from '../api/packages.ts';

/** The columns the packages table sorts by; a package list is short, so the browser sorts it. */
export const packageSortKeys = ['code', 'nameTr', 'nameEn', 'periodMonths', 'priceUsd', 'state'] as const;
type PackageSortKey = (typeof packageSortKeys)[number];
export const defaultPackageSort = 'priceUsd';

const sorts = new Set<string>(packageSortKeys.flatMap((key) => [key, `-${key}`]));

/** A sort the table knows, or the default one (a hand-edited address stays usable). */
export function packageSortOf(sort: string): string {
  return sorts.has(sort) ? sort : defaultPackageSort;
}

function compare(a: MembershipPackageView, b: MembershipPackageView, key: PackageSortKey, lang: Lang) {
  switch (key) {
    case 'periodMonths':
      return a.periodMonths - b.periodMonths;
    case 'priceUsd':
      return Number(a.priceUsd) - Number(b.priceUsd);
    case 'state':
      // On sale first, then the most recently retired.
      if (a.retiredAt === b.retiredAt) return 0;
      if (a.retiredAt === null) return -1;
      if (b.retiredAt === null) return 1;
      return b.retiredAt.localeCompare(a.retiredAt);
    default:
      return a[key].localeCompare(b[key], lang);
  }
}

/** The packages in the table's order (`-key` descending); ties keep the code's order. */
export function sortPackages(
  items: readonly MembershipPackageView[],
  sort: string,
  lang: Lang,
): MembershipPackageView[] {
  const checked = packageSortOf(sort);
  const key = checked.replace(/^-/, '') as PackageSortKey;
  const sign = checked.startsWith('-') ? -1 : 1;
  return [...items].sort((a, b) => sign * compare(a, b, key, lang) || a.code.localeCompare(b.code));
}
