import { addDays, instantOf } from '../calendar/zoned-time.ts';
import { orderListPageSchema, orderListQuerySchema } from '../contracts/orders.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { membershipTimeZone } from './domain/subscription-period.ts';
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
      search: input.search,
      ...(input.from ? { createdFrom: instantOf(input.from, 0, membershipTimeZone) } : {}),
      ...(input.to ? { createdBefore: instantOf(addDays(input.to, 1), 0, membershipTimeZone) } : {}),
      ...(input.membershipPackageId ? { membershipPackageId: input.membershipPackageId } : {}),
      ...(input.method ? { method: input.method } : {}),
      ...(input.provider ? { provider: input.provider } : {}),
      oldestFirst: input.sort === 'createdAt',
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return { items: items.map(orderListItemView), total, page: input.page, pageSize: input.pageSize };
  },
});
