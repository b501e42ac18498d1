import { type BadgeSortKey, badgeListQuerySchema, badgePageSchema } from '../contracts/badges.ts';
import { parseSort } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { toBadgeView } from './badge-rules.ts';
import type { Badge } from './domain/badge.ts';

const compareBy = {
  lower: (a: Badge, b: Badge) => a.lower - b.lower,
  nameTr: (a: Badge, b: Badge) => a.nameTr.localeCompare(b.nameTr, 'tr'),
  nameEn: (a: Badge, b: Badge) => a.nameEn.localeCompare(b.nameEn, 'en'),
} as const;

const contains = (text: string, search: string, locale: string) =>
  text.toLocaleLowerCase(locale).includes(search.toLocaleLowerCase(locale));

/**
 * Badges, a page at a time. Open to every signed-in account: members see badge names on profiles.
 * The whole set is small and cached (ADR 0006), so search, sort and paging happen here.
 */
export const listBadges = defineUseCase({
  name: 'badges.list',
  summary: 'Badges with their score ranges, searchable by name, a page at a time',
  access: 'signedIn',
  input: badgeListQuerySchema,
  output: badgePageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { key, descending } = parseSort<BadgeSortKey>(input.sort);
    const matching = (await ctx.repositories.badges.list())
      .filter(
        (badge) =>
          !input.search ||
          contains(badge.nameTr, input.search, 'tr') ||
          contains(badge.nameEn, input.search, 'en'),
      )
      .sort((a, b) => (descending ? -1 : 1) * (compareBy[key](a, b) || a.lower - b.lower));
    const offset = (input.page - 1) * input.pageSize;
    return {
      items: matching.slice(offset, offset + input.pageSize).map(toBadgeView),
      total: matching.length,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
