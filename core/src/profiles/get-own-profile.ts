import { noInput } from '../contracts/common.ts';
import { ownProfileSchema } from '../contracts/profiles.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { toOwnProfile } from './domain/own-profile.ts';

export const getOwnProfile = defineUseCase({
  name: 'profiles.getOwn',
  summary: 'The signed-in member’s own profile, private fields included',
  access: 'settings.own',
  input: noInput,
  output: ownProfileSchema,
  errors: [],
  async run({ ctx }) {
    // The account was read with the session, at the start of this request.
    return toOwnProfile(ctx, assertSignedIn(ctx.actor).account);
  },
});
