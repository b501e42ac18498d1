import { noInput } from '../contracts/common.ts';
import { currentUserSchema } from '../contracts/session.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { toCurrentUser } from './domain/current-user-view.ts';

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
    return toCurrentUser(account, await ctx.repositories.badges.list());
  },
});
