import { projectSessionLogSchema, projectSessionsQuerySchema } from '../contracts/coaching.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { readSessionLog } from './session-log-view.ts';

/** A project's session log, for its two partners only; also after it closed, then read-only. */
export const listProjectSessions = defineUseCase({
  name: 'coaching.listSessions',
  summary: 'The session log of one of your projects, with what you may do with each session',
  access: 'projects.own',
  input: projectSessionsQuerySchema,
  output: projectSessionLogSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    return readSessionLog(ctx.repositories, input.projectId, accountId, ctx.clock.now());
  },
});
