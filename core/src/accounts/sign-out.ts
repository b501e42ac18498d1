import { noInput, noOutput } from '../contracts/common.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** Ends the actor's current session; its token stops working at once. */
export const signOut = defineUseCase({
  name: 'auth.signOut',
  summary: 'Sign out: the bearer token stops working at once',
  access: 'signedIn',
  input: noInput,
  output: noOutput,
  errors: [],
  async run({ ctx }) {
    const { sessionId } = assertSignedIn(ctx.actor);
    await ctx.unitOfWork.run((tx) => tx.repositories.sessions.revoke(sessionId, ctx.clock.now()));
    return null;
  },
});
