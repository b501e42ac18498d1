import { createProjectRequestInputSchema, projectRequestViewSchema } from '../contracts/projects.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { coacheeRequestRefusals } from './domain/eligibility.ts';
import { sendProjectRequest } from './project-requests.ts';
import { projectRequestView } from './project-view.ts';

/** A member asks to be coached, in the languages given; the next matching run looks for a coach. */
export const requestToBeCoached = defineUseCase({
  name: 'projectRequests.requestToBeCoached',
  summary: 'Ask to be coached, in the given coaching languages; refused with the first rule that fails',
  access: 'requests.create',
  input: createProjectRequestInputSchema,
  output: projectRequestViewSchema,
  errors: [...coacheeRequestRefusals, 'recordNotFound'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    return projectRequestView(await sendProjectRequest(ctx, 'coachee', input.languages));
  },
});
