import { assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';

/** Ends the actor's current session; its token stops working at once. */
export async function signOut({ ctx }: { ctx: UseCaseContext }): Promise<void> {
  const actor = assertSignedIn(ctx.actor);
  await ctx.repositories.sessions.revoke(actor.sessionId, ctx.clock.now());
}
