import { badgeForScore } from '../badges/domain/badge.ts';
import { currentUserSchema } from '../contracts/auth.ts';
import { noInput } from '../contracts/common.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { fullNameOf } from './domain/account.ts';
import { permissionsOf } from './domain/permissions.ts';

/** Who is signed in, with permissions and badge: the front end's picture of the user. */
export const getCurrentUser = defineUseCase({
  name: 'auth.currentUser',
  summary: 'The signed-in account, its permissions and its badge',
  access: 'signedIn',
  input: noInput,
  output: currentUserSchema,
  errors: [],
  async run({ ctx }) {
    // The account was read with the session (one query); badges come from a cache (ADR 0006).
    const { account } = assertSignedIn(ctx.actor);
    const badge = badgeForScore(await ctx.repositories.badges.list(), account.score);
    return {
      accountId: account.id,
      name: account.name,
      surname: account.surname,
      fullName: fullNameOf(account),
      email: account.email,
      accountRoleType: account.accountRoleType,
      permissions: [...permissionsOf(account.accountRoleType)],
      score: account.score,
      badge: badge ? { accountBadgeId: badge.id, nameTr: badge.nameTr, nameEn: badge.nameEn } : null,
      themePack: account.themePack,
      themeMode: account.themeMode,
      languages: [...account.languages],
      subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
      profilePhotoPath: account.profilePhotoPath,
    };
  },
});
