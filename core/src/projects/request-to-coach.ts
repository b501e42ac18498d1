import { createProjectRequestInputSchema, projectRequestViewSchema } from '../contracts/projects.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { coachRequestRefusals } from './domain/eligibility.ts';
import { sendProjectRequest } from './project-requests.ts';
import { projectRequestView } from './project-view.ts';

/** A member asks to coach, in the languages given; the next matching run looks for a coachee. */
export const requestToCoach = defineUseCase({
  name: 'projectRequests.requestToCoach',
  summary: 'Ask to coach, in the given coaching languages; refused with the first rule that fails',
  access: 'requests.create',
  input: createProjectRequestInputSchema,
  output: projectRequestViewSchema,
  errors: [...coachRequestRefusals, 'recordNotFound'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    return projectRequestView(await sendProjectRequest(ctx, 'coach', input.languages));
  },
});
