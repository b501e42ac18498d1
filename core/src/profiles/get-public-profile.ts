import { publicProfileInputSchema, publicProfileSchema } from '../contracts/profiles.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { toPublicProfile } from './domain/public-profile.ts';
import { mayViewProfile } from './domain/visibility.ts';

/**
 * Another member's public profile (`/user/profile/{accountId}`), also read by the back office
 * beside its own view of an account: members (`users.list`) and account readers (`accounts.read`)
 * may open it; guests are refused.
 */
export const getPublicProfile = defineUseCase({
  name: 'profiles.getPublic',
  summary: 'A member’s public profile: name, photo, bio, place, languages and badge',
  access: ['users.list', 'accounts.read'],
  input: publicProfileInputSchema,
  output: publicProfileSchema,
  errors: ['userNotFound'],
  async run({ ctx, input }) {
    const viewer = assertSignedIn(ctx.actor);
    const account = await ctx.repositories.accounts.findById(input.id);
    // Passive, locked and non-member accounts are as absent to members as unknown ones.
    if (!account || !mayViewProfile(viewer, account)) throw new DomainError('userNotFound');
    return toPublicProfile(account, await ctx.repositories.badges.list(), ctx.locations);
  },
});
