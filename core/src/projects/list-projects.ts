import { parseSort } from '../contracts/common.ts';
import { projectListQuerySchema, projectPageSchema, type projectSortKeys } from '../contracts/projects.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { projectView } from './project-view.ts';

type ProjectSortKey = (typeof projectSortKeys)[number];

/** Every project, for administrators: filtered by state and member, searched by name, sorted, paged. */
export const listProjects = defineUseCase({
  name: 'projects.list',
  summary: "All projects, filtered by state and member, searched by either partner's name or e-mail",
  access: 'projects.readAll',
  input: projectListQuerySchema,
  output: projectPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.projects.search({
      state: input.state,
      accountId: input.accountId,
      search: input.search,
      // The cast only narrows what listQuerySchema's typing widens; the schema admits no other value.
      sort: parseSort<ProjectSortKey>(input.sort as `${'' | '-'}${ProjectSortKey}`),
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return {
      items: items.map((details) => projectView(details, ctx.clock.now())),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
});
