import { badgeIdInputSchema, badgeSchema } from '../contracts/badges.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { toBadgeView } from './badge-rules.ts';

export const getBadge = defineUseCase({
  name: 'badges.get',
  summary: 'One badge with its names, descriptions and score range',
  access: 'signedIn',
  input: badgeIdInputSchema,
  output: badgeSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const badge = await ctx.repositories.badges.findById(input.id);
    if (!badge) throw new DomainError('recordNotFound');
    return toBadgeView(badge);
  },
});
