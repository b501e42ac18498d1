import { coachingLogPublicationListSchema } from '../contracts/coaching-log-publications.ts';
import { noInput } from '../contracts/common.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { publicationView } from './publication/publication-view.ts';

/** The member's published coaching logs, newest first, withdrawn ones with their time (ADR 0054). */
export const listCoachingLogPublications = defineUseCase({
  name: 'coaching.listLogPublications',
  summary: 'Your published coaching logs, newest first, with their addresses',
  access: 'projects.own',
  input: noInput,
  output: coachingLogPublicationListSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const records = await ctx.repositories.coachingLogPublications.listByAccount(accountId);
    return { items: records.map((record) => publicationView(ctx, record)) };
  },
});
