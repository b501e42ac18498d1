import { orderListPageSchema, orderListQuerySchema } from '../contracts/orders.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { orderMatchOf } from './order-match.ts';
import { orderListItemView } from './order-view.ts';

/**
 * The back office's orders: who paid what, when, for which package, through which provider (with
 * its reference), or who granted it by hand. The days asked for are Istanbul's, both included.
 */
export const listOrders = defineUseCase({
  name: 'orders.list',
  summary: 'Every order, searchable by buyer or number and filtered by days, package, method and provider',
  access: 'orders.read',
  input: orderListQuerySchema,
  output: orderListPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.orders.search({
      ...orderMatchOf(input),
      oldestFirst: input.sort === 'createdAt',
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return { items: items.map(orderListItemView), total, page: input.page, pageSize: input.pageSize };
  },
});
