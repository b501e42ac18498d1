import {
  createAccount,
  defaultApplicationSettings,
  grantOpeningBalance,
  type UseCaseContext,
} from '@coach/core';
import { demoAccounts, demoBadges, demoPackages } from './demo-data.ts';

export interface SeedReport {
  readonly accountsCreated: number;
  readonly packagesCreated: number;
  readonly badgesCreated: number;
}

function monthsAfter(moment: Date, months: number): Date {
  const result = new Date(moment);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/**
 * Fills an empty database with demo data: default settings, packages, badges and demo accounts
 * with active memberships and opening balances. Idempotent: whatever exists already (by e-mail,
 * package code or badge name) is left as it is, so running it twice changes nothing.
 */
export async function seedDemoData(ctx: UseCaseContext): Promise<SeedReport> {
  return ctx.unitOfWork.run(async (repositories) => {
    const inTransaction: UseCaseContext = { ...ctx, repositories };
    await repositories.settings.storeDefaultsIfMissing(defaultApplicationSettings);

    let packagesCreated = 0;
    for (const membershipPackage of demoPackages) {
      if (await repositories.membershipPackages.insertIfCodeIsNew(membershipPackage)) packagesCreated += 1;
    }
    let badgesCreated = 0;
    for (const badge of demoBadges) {
      if (await repositories.badges.insertIfNameIsNew(badge)) badgesCreated += 1;
    }

    let accountsCreated = 0;
    const now = ctx.clock.now();
    for (const { membershipMonths, openingBalance, ...input } of demoAccounts) {
      if (await repositories.accounts.findByEmail(input.email)) continue;
      const subscriptionEndDate = membershipMonths ? monthsAfter(now, membershipMonths).toISOString() : null;
      const account = await createAccount({ ctx: inTransaction, input: { ...input, subscriptionEndDate } });
      if (openingBalance) {
        await grantOpeningBalance({
          ctx: inTransaction,
          input: { accountId: account.id, points: openingBalance, note: 'Demo data' },
        });
      }
      accountsCreated += 1;
    }
    return { accountsCreated, packagesCreated, badgesCreated };
  });
}
