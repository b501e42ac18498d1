import { can } from '../accounts/domain/permissions.ts';
import { orderHistoryInputSchema, orderHistorySchema } from '../contracts/orders.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { orderView } from './order-view.ts';

/**
 * `accounts/accountorderhistory`: a member's and a guest's own orders (the settings page), or with
 * `accountId` someone's orders for the back office (`orders.read`: administrators, salesmen).
 */
export const listOrderHistory = defineUseCase({
  name: 'orders.history',
  summary: "Your orders, newest first; the back office reads anyone's with accountId",
  access: ['settings.own', 'orders.read'],
  input: orderHistoryInputSchema,
  output: orderHistorySchema,
  errors: ['forbidden', 'recordNotFound'],
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const accountId = input.accountId ?? actor.accountId;
    if (accountId !== actor.accountId) {
      if (!can(actor.role, 'orders.read')) throw new DomainError('forbidden');
      if (!(await ctx.repositories.accounts.findById(accountId))) throw new DomainError('recordNotFound');
    }
    return (await ctx.repositories.orders.listByAccount(accountId)).map(orderView);
  },
});
