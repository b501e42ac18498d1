import type { Account } from '../accounts/domain/account.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import { correctPeriods } from './domain/membership-period.ts';

/**
 * After an administrator set an account's end date or package by hand (the account form, the
 * Excel import, a new account): the periods are made to agree with them (`correctPeriods`), in the
 * same unit of work, so the level on every day still comes from one place. Nothing happens when
 * neither changed.
 */
export async function correctMembershipPeriods(
  { repositories }: TransactionContext,
  before: Pick<Account, 'subscriptionEndDate' | 'membershipPackageId'> | null,
  after: Pick<Account, 'id' | 'subscriptionEndDate' | 'membershipPackageId'>,
  now: Date,
): Promise<void> {
  const sameEnd =
    (before?.subscriptionEndDate?.getTime() ?? null) === (after.subscriptionEndDate?.getTime() ?? null);
  const packageChanged = (before?.membershipPackageId ?? null) !== after.membershipPackageId;
  if (sameEnd && !packageChanged) return;
  const periods = await repositories.orders.listPeriods(after.id);
  const correction = correctPeriods(periods, after, now, packageChanged);
  for (const id of correction.remove) await repositories.orders.deletePeriod(id);
  for (const { id, ...changes } of correction.update) await repositories.orders.updatePeriod(id, changes);
  if (correction.add) {
    await repositories.orders.insertPeriod({
      accountId: after.id,
      orderId: null,
      createdAt: now,
      ...correction.add,
    });
  }
  // The account keeps its last period's package: a shorter end may have made an earlier one last.
  if (correction.lastPackageId && correction.lastPackageId !== after.membershipPackageId) {
    await repositories.accounts.update(after.id, { membershipPackageId: correction.lastPackageId });
  }
}
