import { z } from 'zod';
import {
  memberLanguagesSchema,
  ownProfileSchema,
  updateOwnProfileInputSchema,
} from '../contracts/profiles.ts';
import { DomainError } from '../errors/domain-error.ts';
import { resolvePlace } from '../location/domain/resolve-place.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { parseInput } from '../shared/validation.ts';
import { toOwnProfile } from './domain/own-profile.ts';

/**
 * Saves the member's own profile: bio, address, place, phone, coaching languages and the
 * language of their mail. The place must exist in the location data; a member (role User) keeps
 * at least one coaching language, since every request must share one with its partner.
 */
export const updateOwnProfile = defineUseCase({
  name: 'profiles.updateOwn',
  summary: 'Save the signed-in member’s own profile (e-mail and identity number never change)',
  access: 'settings.own',
  input: updateOwnProfileInputSchema,
  output: ownProfileSchema,
  errors: ['userNotFound'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId, account: signedIn } = assertSignedIn(ctx.actor);
    // Members need a language to share with a partner; the form checks the same schema.
    if (signedIn.accountRoleType === 'User')
      parseInput(z.object({ languages: memberLanguagesSchema }), input);
    const place = await resolvePlace(ctx.locations, input);
    const account = await ctx.unitOfWork.run(async ({ repositories }) => {
      await repositories.profiles.updateProfile(accountId, {
        bio: input.bio,
        address: input.address,
        phone: input.phone,
        ...place,
        languages: input.languages,
        language: input.language,
      });
      return repositories.accounts.findById(accountId);
    });
    if (!account) throw new DomainError('userNotFound');
    return toOwnProfile(ctx, account);
  },
});
