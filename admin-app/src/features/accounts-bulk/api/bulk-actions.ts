import type { BulkActionInput, BulkActionJob } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

/** How often a running bulk action is asked for its progress. */
const pollMilliseconds = 500;

/** `POST /api/accounts/bulkactions/preview`: what the action would change now, and what it leaves and why. */
export function usePreviewBulkAction() {
  return useMutation({
    mutationFn: (input: BulkActionInput) =>
      unwrap(api.api.accounts.bulkactions.preview.$post({ json: input })),
  });
}

/** `POST /api/accounts/bulkactions`: starts the action as a job (ADR 0052); follow it with `useBulkActionJob`. */
export function useStartBulkAction() {
  return useMutation({
    mutationFn: (input: BulkActionInput) => unwrap(api.api.accounts.bulkactions.$post({ json: input })),
  });
}

/**
 * `GET /api/accounts/bulkactions/{id}`: the job's progress, asked again while it runs. Once it is
 * done the accounts list is read again, so the page shows what changed.
 */
export function useBulkActionJob(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['account-bulk-actions', id],
    queryFn: async (): Promise<BulkActionJob> => {
      const job = await unwrap(api.api.accounts.bulkactions[':id'].$get({ param: { id: id ?? '' } }));
      if (job.status === 'done' || job.status === 'failed') {
        void queryClient.invalidateQueries({ queryKey: ['accounts'] });
      }
      return job;
    },
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : pollMilliseconds;
    },
  });
}

/** `GET /api/membershippackages`: the packages on sale, the only ones a membership is extended by. */
export function usePackagesOnSale(enabled: boolean) {
  return useQuery({
    queryKey: ['membership-packages', 'on-sale'],
    queryFn: () => unwrap(api.api.membershippackages.$get({ query: {} })),
    enabled,
  });
}
