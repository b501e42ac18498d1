import type { MyProjectView } from '@coach/core/contracts';
import { authKeys } from '@coach/kit';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

/** `GET /api/projects/completionrequests/{id}`: the closing request and its project, for its members. */
export function useClosingRequest(projectCompletionRequestId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['projects', 'closing-request', projectCompletionRequestId],
    queryFn: () =>
      unwrap(
        api.api.projects.completionrequests[':projectCompletionRequestId'].$get({
          param: { projectCompletionRequestId },
        }),
      ),
    enabled,
    // A refusal (not found, not yours) is an answer, not a hiccup to retry.
    retry: false,
  });
}

/** `POST /api/projects/completedconfirmprojectbycoachee`: the coachee confirms the coach's hours. */
export function useConfirmClosingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectCompletionRequestId: string): Promise<MyProjectView> =>
      unwrap(
        api.api.projects.completedconfirmprojectbycoachee.$post({ json: { projectCompletionRequestId } }),
      ),
    // The member pages (projects, points, score) show the new state when opened next.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['projects'] }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
        queryClient.invalidateQueries({ queryKey: ['member-dashboard'] }),
        queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
      ]),
  });
}
