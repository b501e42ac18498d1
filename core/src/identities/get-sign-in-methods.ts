import { noInput } from '../contracts/common.ts';
import { signInMethodsSchema } from '../contracts/identities.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { signInMethodsOf } from './sign-in-methods.ts';

/** `/user/settings`, sign-in methods: whether a password is set, what is linked, what can be. */
export const getSignInMethods = defineUseCase({
  name: 'auth.signInMethods',
  summary: "The signed-in account's ways in: its password, the providers linked and those available",
  access: 'signedIn',
  input: noInput,
  output: signInMethodsSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId, account: signedInAs } = assertSignedIn(ctx.actor);
    // Read afresh: the actor's copy was read with the session and may predate a password set since.
    const account = (await ctx.repositories.accounts.findById(accountId)) ?? signedInAs;
    const linked = await ctx.repositories.externalIdentities.listOfAccount(accountId);
    return signInMethodsOf(ctx, account, linked);
  },
});
