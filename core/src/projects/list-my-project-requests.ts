import { noInput } from '../contracts/common.ts';
import { myProjectRequestsSchema } from '../contracts/projects.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { projectRequestView } from './project-view.ts';

/** The member's own requests, newest first, with why an open one was passed over. */
export const listMyProjectRequests = defineUseCase({
  name: 'projectRequests.listMine',
  summary: 'Your requests, newest first, with the reason the last matching run passed an open one over',
  access: 'projects.own',
  input: noInput,
  output: myProjectRequestsSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const requests = await ctx.repositories.projectRequests.listOfAccount(accountId);
    return { items: requests.map(projectRequestView) };
  },
});
