import { outboxPageSchema, outboxQuerySchema } from '../contracts/operations.ts';
import { outboxMailView } from '../operations/views.ts';
import { defineUseCase } from '../shared/use-case.ts';

export const listOutbox = defineUseCase({
  name: 'operations.listOutbox',
  summary: 'The mail outbox, newest first, searched by recipient or template, a page at a time',
  access: 'operations.read',
  input: outboxQuerySchema,
  output: outboxPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.outbox.list({
      search: input.search,
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return { items: items.map(outboxMailView), page: input.page, pageSize: input.pageSize, total };
  },
});
