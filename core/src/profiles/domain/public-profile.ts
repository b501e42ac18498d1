import { fullNameOf } from '../../accounts/domain/account.ts';
import { type Badge, badgeReference } from '../../badges/domain/badge.ts';
import type { PublicProfile } from '../../contracts/profiles.ts';
import { describePlace } from '../../location/domain/resolve-place.ts';
import type { LocationDirectory } from '../../ports/location-directory.ts';
import type { MemberCard } from './profile.ts';

/**
 * The public face of an account, built field by field from the public ones only: nothing
 * private can slip in through a spread, whatever the account carries.
 */
export async function toPublicProfile(
  card: MemberCard,
  badges: readonly Badge[],
  locations: LocationDirectory,
): Promise<PublicProfile> {
  return {
    accountId: card.id,
    name: card.name,
    surname: card.surname,
    fullName: fullNameOf(card),
    profilePhotoPath: card.profilePhotoPath,
    bio: card.bio,
    place: await describePlace(locations, card),
    languages: [...card.languages],
    badge: badgeReference(badges, card.score),
    memberSince: card.createdAt.toISOString(),
  };
}
