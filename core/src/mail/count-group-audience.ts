import { z } from 'zod';
import { audienceCountSchema, audienceSchema } from '../contracts/group-mail.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { audienceQueryOf } from './domain/group-audience.ts';

/** Before a mail to a group leaves: how many accounts it reaches, and how many opted out. */
export const countGroupAudience = defineUseCase({
  name: 'mail.countGroupAudience',
  summary: 'How many accounts a filter or selection finds, and how many of them turned programme news off',
  access: 'mail.sendGroup',
  input: z.object({ audience: audienceSchema }).meta({ id: 'GroupMailAudienceInput' }),
  output: audienceCountSchema,
  errors: [],
  async run({ ctx, input }) {
    const { matching, optedOut } = await ctx.repositories.groupMails.countAudience(
      audienceQueryOf(input.audience),
    );
    return { matching, optedOut, recipients: matching - optedOut };
  },
});
