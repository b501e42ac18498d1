import { orderDetailsSchema, orderIdInputSchema } from '../contracts/orders.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { orderListItemView } from './order-view.ts';

/** One order for the back office: the provider's reference, the checkout it settled, and the period it bought. */
export const getOrder = defineUseCase({
  name: 'orders.get',
  summary: 'One order with its payment and the membership period it bought',
  access: 'orders.read',
  input: orderIdInputSchema,
  output: orderDetailsSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const found = await ctx.repositories.orders.findWithPayment(input.orderId);
    if (!found) throw new DomainError('recordNotFound');
    const { order, checkout, period } = found;
    return {
      order: orderListItemView(order),
      checkout: checkout && {
        status: checkout.status,
        createdAt: checkout.createdAt.toISOString(),
        settledAt: checkout.settledAt?.toISOString() ?? null,
        locale: checkout.locale,
      },
      period: period && { startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() },
    };
  },
});
