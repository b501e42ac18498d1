import { noInput } from '../contracts/common.ts';
import { avatarPathSchema } from '../contracts/profiles.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** Removes the signed-in account's profile photo; the default avatar shows again. */
export const removeAvatar = defineUseCase({
  name: 'profiles.removeAvatar',
  summary: 'Remove the profile photo of the signed-in account',
  access: 'signedIn',
  input: noInput,
  output: avatarPathSchema,
  errors: [],
  success: 'recordDeleted',
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    await ctx.unitOfWork.run(({ repositories }) => repositories.profiles.removeAvatar(accountId));
    return { profilePhotoPath: null };
  },
});
