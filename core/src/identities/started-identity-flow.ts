import { z } from 'zod';
import { identityFlowStartedSchema } from '../contracts/identities.ts';

/**
 * What `auth.startIdentityFlow` answers the route: the provider's address, and the browser binding
 * the route sets as an HttpOnly cookie. Not a contract: the binding never appears in a response
 * body, so the route answers `identityFlowStartedSchema` without it.
 */
export const startedIdentityFlowSchema = identityFlowStartedSchema.extend({
  /** The cookie's value; only its hash is stored with the flow. */
  browserBinding: z.string(),
});
export type StartedIdentityFlow = z.infer<typeof startedIdentityFlowSchema>;
