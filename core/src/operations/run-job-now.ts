import { jobNameParamsSchema, jobRunSchema } from '../contracts/operations.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { jobRunView } from './views.ts';

/**
 * An administrator runs a job now instead of waiting for its next tick (end overdue projects after
 * a settings change, send the mail queue). It runs under the same lock as the scheduled runs, so
 * it never overlaps one; a failed run is answered too, with its error, as the jobs page shows it.
 */
export const runJobNow = defineUseCase({
  name: 'operations.runJobNow',
  summary: 'Run a scheduled job now, under its lock, recorded as a manual run',
  access: 'operations.run',
  input: jobNameParamsSchema,
  output: jobRunSchema,
  errors: ['recordNotFound', 'jobRunning'],
  success: 'done',
  async run({ ctx, input }) {
    const result = (await ctx.jobDirectory.run?.(input.name)) ?? { status: 'unknown' as const };
    if (result.status === 'unknown') throw new DomainError('recordNotFound');
    if (result.status === 'locked') throw new DomainError('jobRunning');
    return jobRunView(result.run);
  },
});
