import { noInput } from '../contracts/common.ts';
import { jobListSchema } from '../contracts/operations.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { jobRunView } from './views.ts';

/** How many recent runs of each job administrators see. */
export const recentRunsPerJob = 10;

export const listJobs = defineUseCase({
  name: 'operations.listJobs',
  summary: 'The scheduled jobs: schedule, next run and recent runs',
  access: 'operations.read',
  input: noInput,
  output: jobListSchema,
  errors: [],
  async run({ ctx }) {
    const jobs = ctx.jobDirectory.list(ctx.clock.now());
    const runs = await ctx.repositories.jobRuns.latestOf(
      jobs.map((job) => job.name),
      recentRunsPerJob,
    );
    return {
      jobs: jobs.map((job) => ({
        ...job,
        nextRunAt: job.nextRunAt?.toISOString() ?? null,
        runs: runs.filter((run) => run.job === job.name).map(jobRunView),
      })),
    };
  },
});
