import { noInput } from '../contracts/common.ts';
import { myProjectsSchema } from '../contracts/projects.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { myProjectList } from './my-project-list.ts';

/** Every project of the member, as coach or coachee, newest first, with the points each moved. */
export const listMyProjects = defineUseCase({
  name: 'projects.listMine',
  summary: 'Your projects as coach or coachee, newest first, with their outcome, points and unread messages',
  access: 'projects.own',
  input: noInput,
  output: myProjectsSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    return myProjectList(ctx, accountId, { openOnly: false });
  },
});
