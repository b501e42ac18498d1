import { fullNameOf } from '../accounts/domain/account.ts';
import type { AccountRoleType } from '../contracts/account-values.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertPermission, assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';

export interface AdminDashboard {
  readonly fullName: string;
  readonly accountRoleType: AccountRoleType;
  readonly memberCount: number;
  readonly activeMemberCount: number;
  readonly packageCount: number;
  readonly badgeCount: number;
}

export async function getAdminDashboard({ ctx }: { ctx: UseCaseContext }): Promise<AdminDashboard> {
  assertPermission(ctx.actor, 'dashboard.admin');
  const { accounts, badges, membershipPackages } = ctx.repositories;
  const account = await accounts.findById(assertSignedIn(ctx.actor).accountId);
  if (!account) throw new DomainError('unauthorized');
  const [members, packageCount, badgeCount] = await Promise.all([
    accounts.countMembers(ctx.clock.now()),
    membershipPackages.count(),
    badges.count(),
  ]);
  return {
    fullName: fullNameOf(account),
    accountRoleType: account.accountRoleType,
    ...members,
    packageCount,
    badgeCount,
  };
}
