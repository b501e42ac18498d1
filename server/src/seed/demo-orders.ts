import type { Repositories, TransactionContext, UseCaseContext } from '@coach/core';
import { recordOrder } from '@coach/core/membership/record-order';
import { demoAccounts, demoAdministratorEmail } from './demo-data.ts';

const dayMs = 86_400_000;

/**
 * Each demo member's membership as an order, as if the demo administrator had recorded it by hand
 * on the day the member bought it (`boughtDaysAgo`): through the same `recordOrder` as a card
 * payment and a grant, so the order, the end date and the package agree as they would in real
 * life. Idempotent: a member who has an order or a membership already is left as they are (a
 * database seeded before orders existed keeps its memberships). Its receipts are not mailed.
 */
export async function seedDemoOrders(ctx: UseCaseContext): Promise<{ ordersCreated: number }> {
  const now = ctx.clock.now().getTime();
  const packages = await ctx.repositories.membershipPackages.list();
  const administrator = await ctx.repositories.accounts.findByEmail(demoAdministratorEmail);
  let ordersCreated = 0;
  for (const { email, membership } of demoAccounts) {
    if (!membership) continue;
    const account = await ctx.repositories.accounts.findByEmail(email);
    if (!account || account.subscriptionEndDate) continue;
    if ((await ctx.repositories.orders.listByAccount(account.id)).length > 0) continue;
    const membershipPackage = packages.find((candidate) => candidate.code === membership.packageCode);
    if (!membershipPackage) throw new Error(`demo package ${membership.packageCode} missing`);
    await ctx.unitOfWork.run((tx) =>
      recordOrder(withoutMail(tx), {
        accountId: account.id,
        membershipPackage,
        method: 'manual',
        priceUsd: membershipPackage.priceUsd,
        currency: 'USD',
        payment: null,
        note: 'Demo data',
        grantedByAccountId: administrator?.id ?? null,
        at: new Date(now - membership.boughtDaysAgo * dayMs),
      }),
    );
    ordersCreated += 1;
  }
  return { ordersCreated };
}

/**
 * The unit of work with an outbox that keeps nothing: a receipt for a demo purchase mails nobody.
 * What it answers describes the mail as dropped (never stored, never sent).
 */
function withoutMail(tx: TransactionContext): TransactionContext {
  const outbox: Repositories['outbox'] = {
    ...tx.repositories.outbox,
    enqueue: async ({ template, data, recipient, language, createdAt }) => ({
      id: 'not-stored',
      template,
      data,
      recipient,
      language,
      status: 'failed',
      attempts: 0,
      nextAttemptAt: createdAt,
      lastError: 'demo data: not mailed',
      createdAt,
      sentAt: null,
    }),
    enqueueMany: async () => {},
  };
  return { repositories: { ...tx.repositories, outbox } };
}
