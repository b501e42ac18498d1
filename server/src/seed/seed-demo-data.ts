import { onePagePdf } from '@coach/adapters/files/one-page-pdf';
import type { UseCaseContext } from '@coach/core';
import { createAccount } from '@coach/core/accounts/create-account';
import { defaultApplicationSettings } from '@coach/core/contracts/settings';
import { grantOpeningBalance } from '@coach/core/ledger/grant-opening-balance';
import { execute } from '@coach/core/shared/use-case';
import {
  type DemoProfile,
  demoAccounts,
  demoAdministratorEmail,
  demoBadges,
  demoPackages,
} from './demo-data.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoProgramme } from './demo-programme.ts';

export interface SeedReport {
  readonly accountsCreated: number;
  readonly packagesCreated: number;
  readonly badgesCreated: number;
  readonly ordersCreated: number;
  readonly projectsCreated: number;
}

/**
 * Fills an empty database with demo data: default settings, packages, badges, demo accounts with
 * opening balances, the orders of their active memberships, and a live programme of projects.
 * Idempotent: whatever exists already (by e-mail, package code, badge name, a member's order) is
 * left as it is, so running it twice changes nothing, and a run that stopped half-way is
 * completed by the next.
 */
export async function seedDemoData(ctx: UseCaseContext): Promise<SeedReport> {
  const { packagesCreated, badgesCreated } = await ctx.unitOfWork.run(async ({ repositories }) => {
    await repositories.settings.storeDefaultsIfMissing(defaultApplicationSettings);
    let packages = 0;
    for (const membershipPackage of demoPackages) {
      if (await repositories.membershipPackages.insertIfCodeIsNew(membershipPackage)) packages += 1;
    }
    let badges = 0;
    for (const badge of demoBadges) {
      if (await repositories.badges.insertIfNameIsNew(badge)) badges += 1;
    }
    return { packagesCreated: packages, badgesCreated: badges };
  });

  // Each account through the same use cases as everyone else, each in its own transaction.
  let accountsCreated = 0;
  const now = ctx.clock.now();
  for (const { membership: _bought, openingBalance, profile, registeredDaysAgo, ...input } of demoAccounts) {
    if (await ctx.repositories.accounts.findByEmail(input.email)) continue;
    // Registered on its day in the programme's history (the membership comes with its order:
    // demo-orders.ts), with its opening balance an hour later, so the chart of points over time
    // starts with it (the programme's entries carry their own days).
    const registeredAt = new Date(now.getTime() - registeredDaysAgo * 86_400_000);
    const account = await execute(
      createAccount,
      { ...ctx, clock: { now: () => registeredAt } },
      { ...input, subscriptionEndDate: null },
    );
    if (openingBalance) {
      const hourLater = new Date(registeredAt.getTime() + 3_600_000);
      await execute(
        grantOpeningBalance,
        { ...ctx, clock: { now: () => hourLater } },
        {
          accountId: account.accountId,
          points: openingBalance,
          note: 'Demo data',
        },
      );
    }
    if (profile) await addDemoProfile(ctx, account.accountId, profile);
    accountsCreated += 1;
  }
  const { ordersCreated } = await seedDemoOrders(ctx);
  const { projectsCreated } = await seedDemoProgramme(ctx);
  return { accountsCreated, packagesCreated, badgesCreated, ordersCreated, projectsCreated };
}

/**
 * A bio, and a proof of education in the state the demo shows (one waiting for review, one
 * approved), so that a newcomer finds the users list, the review list and the dashboards filled.
 */
async function addDemoProfile(ctx: UseCaseContext, accountId: string, profile: DemoProfile) {
  const now = ctx.clock.now();
  await ctx.unitOfWork.run(async ({ repositories }) => {
    const account = await repositories.accounts.findByIdForUpdate(accountId);
    if (!account) return;
    await repositories.profiles.updateProfile(accountId, {
      bio: profile.bio,
      address: account.address,
      phone: account.phone,
      countryCode: account.countryCode,
      stateCode: account.stateCode,
      city: account.city,
      languages: account.languages,
      language: account.language,
    });
    if (!profile.proof) return;
    const file = await repositories.accountFiles.insert({
      accountId,
      fileName: 'sertifika.pdf',
      contentType: 'application/pdf',
      content: onePagePdf('Demo certificate'),
      createdBy: accountId,
      createdAt: now,
    });
    // Approved by the demo administrator (the first demo account, so already there).
    const reviewer = await repositories.accounts.findByEmail(demoAdministratorEmail);
    if (profile.proof === 'approved' && reviewer) {
      await repositories.accountFiles.review(file.id, {
        state: 'approved',
        rejectionReason: null,
        reviewedBy: reviewer.id,
        reviewedAt: now,
      });
    }
  });
}
