import { fullNameOf } from '../accounts/domain/account.ts';
import { badgeForScore } from '../badges/domain/badge.ts';
import type { AccountRoleType } from '../contracts/account-values.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertPermission, assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';

export interface MemberDashboard {
  readonly fullName: string;
  readonly accountRoleType: AccountRoleType;
  readonly score: number;
  readonly badge: { readonly accountBadgeId: string; readonly name: string } | null;
  readonly activeProjectCount: number;
  readonly totalProjectCount: number;
  readonly subscriptionEndDate: string | null;
}

export async function getMemberDashboard({ ctx }: { ctx: UseCaseContext }): Promise<MemberDashboard> {
  assertPermission(ctx.actor, 'dashboard.member');
  const account = await ctx.repositories.accounts.findById(assertSignedIn(ctx.actor).accountId);
  if (!account) throw new DomainError('unauthorized');
  const badge = badgeForScore(await ctx.repositories.badges.list(), account.score);
  return {
    fullName: fullNameOf(account),
    accountRoleType: account.accountRoleType,
    score: account.score,
    badge: badge ? { accountBadgeId: badge.id, name: badge.name } : null,
    // Projects arrive with the matching issue; until then no project can exist, so both are 0.
    activeProjectCount: 0,
    totalProjectCount: 0,
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
  };
}
