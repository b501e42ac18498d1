import { parseSort } from '../contracts/common.ts';
import {
  type MemberDirectorySortKey,
  memberDirectoryPageSchema,
  memberDirectoryQuerySchema,
} from '../contracts/profiles.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { toPublicProfile } from './domain/public-profile.ts';

/**
 * The users list: active members' public profiles, searchable by name and filtered by coaching
 * language and badge. A badge is a score range, so its filter is that range; an unknown badge
 * matches nobody.
 */
export const listMemberProfiles = defineUseCase({
  name: 'profiles.list',
  summary: 'Active members’ public profiles: search by name, filter by language and badge, paged',
  access: 'users.list',
  input: memberDirectoryQuerySchema,
  output: memberDirectoryPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const badges = await ctx.repositories.badges.list();
    const page = { page: input.page, pageSize: input.pageSize };
    let scoreRange: { lower: number; upper: number } | undefined;
    if (input.badgeId !== undefined) {
      const badge = badges.find((candidate) => candidate.id === input.badgeId);
      if (!badge) return { items: [], total: 0, ...page };
      scoreRange = { lower: badge.lower, upper: badge.upper };
    }
    const { items, total } = await ctx.repositories.profiles.listMembers({
      search: input.search,
      language: input.language,
      scoreRange,
      sort: parseSort<MemberDirectorySortKey>(input.sort),
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    const profiles = await Promise.all(items.map((card) => toPublicProfile(card, badges, ctx.locations)));
    return { items: profiles, total, ...page };
  },
});
