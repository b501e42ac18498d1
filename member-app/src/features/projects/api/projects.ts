import type {
  Language,
  MyProjectListItem,
  MyProjectView,
  ProjectRequestView,
  ProjectRole,
  ProjectSessionsInput,
} from '@coach/core/contracts';
import { authKeys } from '@coach/kit';
import {
  api,
  type QueryClient,
  queryOptions,
  unwrap,
  useMutation,
  useQuery,
  useQueryClient,
} from '@coach/kit/query';

export type { MyProjectListItem, MyProjectView, ProjectRequestView };

export const projectKeys = {
  all: ['projects'] as const,
  mine: ['projects', 'mine'] as const,
  open: ['projects', 'open'] as const,
  requests: ['projects', 'requests'] as const,
};

/** What a project's change moves: its lists, the points (ledger, score, badge) and the dashboard. */
function refreshAfterProjectChange(queryClient: QueryClient) {
  // Awaited by the mutation: its callbacks then see the lists as they are now.
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['ledger'] }),
    queryClient.invalidateQueries({ queryKey: ['member-dashboard'] }),
    queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
  ]);
}

/** `GET /api/projectrequests`: the member's own requests, open and past. */
export function useMyProjectRequests({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: projectKeys.requests,
    queryFn: async (): Promise<ProjectRequestView[]> => (await unwrap(api.api.projectrequests.$get())).items,
  });
}

/** `GET /api/projects/getmyallprojects`: every project the member is or was in, with role and partner. */
export function useMyProjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: projectKeys.mine,
    queryFn: async (): Promise<MyProjectListItem[]> =>
      (await unwrap(api.api.projects.getmyallprojects.$get())).items,
  });
}

/** `GET /api/projects/getmyopenprojects`: the member's open projects (the dashboard's list). */
export const myOpenProjectsQuery = () =>
  queryOptions({
    queryKey: projectKeys.open,
    queryFn: async (): Promise<MyProjectListItem[]> =>
      (await unwrap(api.api.projects.getmyopenprojects.$get())).items,
  });

export function useMyOpenProjects({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myOpenProjectsQuery(), enabled });
}

/**
 * `POST /api/projectrequests/requestforcoach` or `…/requestforcoachee`: asks to coach or to be
 * coached in the chosen languages. A refusal names the rule (and its numbers in `data`).
 */
export function useCreateProjectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ role, languages }: { role: ProjectRole; languages: Language[] }) =>
      role === 'coach'
        ? unwrap(api.api.projectrequests.requestforcoach.$post({ json: { languages } }))
        : unwrap(api.api.projectrequests.requestforcoachee.$post({ json: { languages } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.requests }),
  });
}

/** `POST /api/projectrequests/cancel`: withdraws an open request. */
export function useCancelProjectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectRequestId: string) =>
      unwrap(api.api.projectrequests.cancel.$post({ json: { projectRequestId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.requests }),
  });
}

/**
 * `POST /api/projects/completedprojectbycoachee`: the coachee closes the project with the hours.
 * A count above the session log's confirmed hours needs `confirmAboveLog: true` (4066 without it).
 */
export function useCompleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectSessionsInput) =>
      unwrap(api.api.projects.completedprojectbycoachee.$post({ json: input })),
    onSettled: () => refreshAfterProjectChange(queryClient),
  });
}

/**
 * `POST /api/projects/completingrequestprojectbycoach`: the coach asks the coachee to confirm the
 * hours; above the session log's confirmed hours only with `confirmAboveLog: true` (4066).
 */
export function useSendClosingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectSessionsInput) =>
      unwrap(api.api.projects.completingrequestprojectbycoach.$post({ json: input })),
    onSettled: () => refreshAfterProjectChange(queryClient),
  });
}

/** `POST /api/projects/completedconfirmprojectbycoachee`: the coachee confirms the coach's hours. */
export function useConfirmClosingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectCompletionRequestId: string) =>
      unwrap(
        api.api.projects.completedconfirmprojectbycoachee.$post({ json: { projectCompletionRequestId } }),
      ),
    onSettled: () => refreshAfterProjectChange(queryClient),
  });
}
