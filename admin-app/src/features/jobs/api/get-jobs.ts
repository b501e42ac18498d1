import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export const jobsKey = ['jobs'] as const;

export function getJobs() {
  return unwrap(api.api.jobs.$get());
}

export type JobsData = Awaited<ReturnType<typeof getJobs>>;
export type JobItem = JobsData['jobs'][number];
export type JobRunItem = JobItem['runs'][number];

/** `GET /api/jobs`, refreshed every 30 s while the page is open: runs happen on their own. */
export function useJobs() {
  return useQuery({ queryKey: jobsKey, queryFn: getJobs, refetchInterval: 30_000 });
}

/** `POST /api/jobs/{name}/run`: runs a job now (under its lock); the list then shows the run. */
export function useRunJobNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => unwrap(api.api.jobs[':name'].run.$post({ param: { name } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });
}
