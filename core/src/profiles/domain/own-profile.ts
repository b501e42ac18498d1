import { type Account, fullNameOf } from '../../accounts/domain/account.ts';
import { badgeReference } from '../../badges/domain/badge.ts';
import type { OwnProfile } from '../../contracts/profiles.ts';
import { describePlace } from '../../location/domain/resolve-place.ts';
import type { UseCaseContext } from '../../shared/context.ts';

/** The signed-in person's full profile, as settings → profile shows it. */
export async function toOwnProfile(ctx: UseCaseContext, account: Account): Promise<OwnProfile> {
  return {
    accountId: account.id,
    name: account.name,
    surname: account.surname,
    fullName: fullNameOf(account),
    email: account.email,
    accountRoleType: account.accountRoleType,
    phone: account.phone,
    identityNumber: account.identityNumber,
    passportNumber: account.passportNumber,
    address: account.address,
    bio: account.bio,
    place: await describePlace(ctx.locations, account),
    languages: [...account.languages],
    language: account.language,
    themePack: account.themePack,
    themeMode: account.themeMode,
    profilePhotoPath: account.profilePhotoPath,
    score: account.score,
    badge: badgeReference(await ctx.repositories.badges.list(), account.score),
    subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
  };
}
