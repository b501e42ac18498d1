import { noInput } from '../contracts/common.ts';
import { identityProviderListSchema } from '../contracts/identities.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** The providers configured on this server: the login page shows a button for each. */
export const listIdentityProviders = defineUseCase({
  name: 'auth.identityProviders',
  summary: 'The providers one can sign in with here (those whose client ID and secret are configured)',
  access: 'public',
  input: noInput,
  output: identityProviderListSchema,
  errors: [],
  run: async ({ ctx }) => [...ctx.identityProviders.enabled()],
});
