import { z } from 'zod';
import { emailSchema, requiredOr } from './fields.ts';
import { identityTicketSchema } from './identities.ts';

/**
 * Sign-in input. The password is only checked for presence: the rules of `passwordSchema` apply
 * when a password is set, and must not lock out accounts whose password predates a rule change.
 */
export const loginInputSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: requiredOr('invalidType') })
      .min(1, { error: 'required' })
      .max(128, { error: 'tooLong' }),
    /**
     * A `linkWithPassword` ticket of `auth/oauth/ticket`: when the password is right, the provider
     * account it names is linked to this account (ADR 0023).
     */
    identityTicket: identityTicketSchema.optional(),
  })
  .meta({ id: 'LoginInput' });

export type LoginInput = z.infer<typeof loginInputSchema>;
