import { badgeForScore } from '../badges/domain/badge.ts';
import type { AccountRoleType, ThemePack } from '../contracts/account-values.ts';
import type { Language } from '../contracts/language.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { fullNameOf } from './domain/account.ts';
import { type Permission, permissionsOf } from './domain/permissions.ts';

/** What the front end knows about the signed-in person (see docs/runtime-contract.md). */
export interface CurrentUser {
  readonly accountId: string;
  readonly name: string;
  readonly surname: string;
  readonly fullName: string;
  readonly email: string;
  readonly accountRoleType: AccountRoleType;
  readonly permissions: readonly Permission[];
  readonly score: number;
  readonly badge: { readonly accountBadgeId: string; readonly name: string } | null;
  readonly themePack: ThemePack;
  readonly languages: readonly Language[];
  readonly subscriptionEndDate: string | null;
  readonly profilePhotoPath: string | null;
}

export async function getCurrentUser({ ctx }: { ctx: UseCaseContext }): Promise<CurrentUser> {
  const actor = assertSignedIn(ctx.actor);
  const account = await ctx.repositories.accounts.findById(actor.accountId);
  if (!account) throw new DomainError('unauthorized');
  const badge = badgeForScore(await ctx.repositories.badges.list(), account.score);
  return {
    accountId: account.id,
    name: account.name,
    surname: account.surname,
    fullName: fullNameOf(account),
    email: account.email,
    accountRoleType: account.accountRoleType,
    permissions: permissionsOf(account.accountRoleType),
    score: account.score,
    badge: badge ? { accountBadgeId: badge.id, name: badge.name } : null,
    themePack: account.themePack,
    languages: account.languages,
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    profilePhotoPath: account.profilePhotoPath,
  };
}
