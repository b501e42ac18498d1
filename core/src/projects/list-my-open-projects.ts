import { noInput } from '../contracts/common.ts';
import { myProjectsSchema } from '../contracts/projects.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { myProjectList } from './my-project-list.ts';

/** The member's open projects, with partner, deadline, a closing request waiting and unread messages. */
export const listMyOpenProjects = defineUseCase({
  name: 'projects.listMyOpen',
  summary:
    'Your open projects, newest first, with partner, deadline, any closing request and unread messages',
  access: 'projects.own',
  input: noInput,
  output: myProjectsSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    return myProjectList(ctx, accountId, { openOnly: true });
  },
});
