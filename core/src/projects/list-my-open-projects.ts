import { noInput } from '../contracts/common.ts';
import { myProjectsSchema } from '../contracts/projects.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { myProjectView } from './project-view.ts';

/** The member's open projects, with partner, deadline and a closing request waiting. */
export const listMyOpenProjects = defineUseCase({
  name: 'projects.listMyOpen',
  summary: 'Your open projects, newest first, with partner, deadline and any closing request',
  access: 'projects.own',
  input: noInput,
  output: myProjectsSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const projects = await ctx.repositories.projects.listDetailsOfAccount(accountId, { openOnly: true });
    return { items: projects.map((details) => myProjectView(details, accountId, ctx.clock.now())) };
  },
});
