import { runJob } from '@coach/adapters/jobs/run-job';
import { listJobs } from '@coach/core/operations/list-jobs';
import { execute } from '@coach/core/shared/use-case';
import { type Composition, systemContextOf } from '../composition.ts';

type Print = (line: string) => void;

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : '—');

/** `jobs list`: each job, its schedule, its next run on a running server and its last run. */
export async function jobsListCommand(composition: Composition, print: Print): Promise<void> {
  await composition.database.migrate();
  // Schedules that live in the settings (the matching run) are shown as they are set now.
  await Promise.allSettled(composition.operations.jobs.map((job) => job.live?.refresh()));
  const { jobs } = await execute(listJobs, systemContextOf(composition), {});
  for (const job of jobs) {
    const [last] = job.runs;
    print(`${job.name}  (${job.schedule}, ${job.timezone})`);
    print(`  ${job.description}`);
    print(`  next run:  ${job.enabled ? when(job.nextRunAt) : 'not scheduled on this configuration'}`);
    print(
      `  last run:  ${last ? `${when(last.startedAt)} ${last.outcome} ${JSON.stringify(last.counts)}` : 'never'}`,
    );
  }
}

/**
 * `jobs run <name>`: runs a job now, under the same lock as the schedule and recorded as `manual`.
 * Returns the exit code: 0 when it ran and succeeded.
 */
export async function jobsRunCommand(composition: Composition, name: string | undefined, print: Print) {
  const { operations } = composition;
  const job = operations.jobs.find((candidate) => candidate.name === name);
  if (!job) {
    print(`Unknown job "${name ?? ''}". Jobs: ${operations.jobs.map((known) => known.name).join(', ')}.`);
    return 1;
  }
  await composition.database.migrate();
  const deps = { ...composition.ports, locks: operations.jobLocks, instance: operations.instance };
  const result = await runJob(deps, job, 'manual');
  if (result.status === 'skipped') {
    print(`${job.name} is running elsewhere right now; nothing was done.`);
    return 1;
  }
  const { run } = result;
  const took = (run.finishedAt?.getTime() ?? 0) - run.startedAt.getTime();
  if (run.outcome === 'failed') {
    print(`${job.name} failed after ${took} ms: ${run.error}`);
    return 1;
  }
  const counts = Object.entries(run.counts).map(([key, count]) => `${key} ${count}`);
  print(`${job.name} succeeded in ${took} ms${counts.length > 0 ? `: ${counts.join(', ')}` : ''}.`);
  return 0;
}
