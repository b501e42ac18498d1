import type { ProjectSessionLog, ProjectSessionView } from '@coach/core/contracts';
import { api, type QueryClient, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';
import { projectKeys } from './projects.ts';

export type { ProjectSessionLog, ProjectSessionView };

export const sessionKeys = {
  all: ['project-sessions'] as const,
  log: (projectId: string) => ['project-sessions', projectId] as const,
};

/**
 * Every write answers the whole log as the reader sees it now: it replaces the cached one. The
 * project views carry the log's figures (confirmed hours, the last session, the days without
 * one) for the closing pre-fill and the dashboard, so they are read again too.
 */
function refreshAfterSessionChange(queryClient: QueryClient, log: ProjectSessionLog) {
  queryClient.setQueryData(sessionKeys.log(log.projectId), log);
  // Not waited for: the log is already the server's answer. Waiting kept the mutation pending
  // until the projects list came back, so the form's reset (when the mutation succeeds) could
  // wipe a day the member had typed meanwhile for their next session.
  void queryClient.invalidateQueries({ queryKey: projectKeys.all });
  void queryClient.invalidateQueries({ queryKey: ['member-dashboard'] });
}

/**
 * A refusal often means the log moved on meanwhile (the partner decided in another tab, the
 * project closed): what is shown is read again, so that the buttons match the log.
 */
function refreshAfterRefusal(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  ]);
}

/** `GET /api/projectsessions?projectId=`: a project's sessions, newest day first, and their totals. */
export function useProjectSessions(projectId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: sessionKeys.log(projectId),
    queryFn: (): Promise<ProjectSessionLog> => unwrap(api.api.projectsessions.$get({ query: { projectId } })),
  });
}

/** `POST /api/projectsessions`: logs a session; the partner confirms or disputes it. */
export function useLogSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      projectId: string;
      heldOn: string;
      hours: number;
      note?: string;
      /** Logs this scheduled session (the coach's "Log this session", ADR 0056). */
      scheduledSessionId?: string;
    }) => unwrap(api.api.projectsessions.$post({ json: input })),
    onSuccess: (log) => {
      refreshAfterSessionChange(queryClient, log);
      void queryClient.invalidateQueries({ queryKey: ['session-plans'] });
    },
    onError: () => refreshAfterRefusal(queryClient),
  });
}

/** `POST /api/projectsessions/confirm`: the partner agrees with a session they did not log. */
export function useConfirmSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectSessionId: string) =>
      unwrap(api.api.projectsessions.confirm.$post({ json: { projectSessionId } })),
    onSuccess: (log) => refreshAfterSessionChange(queryClient, log),
    onError: () => refreshAfterRefusal(queryClient),
  });
}

/** `POST /api/projectsessions/dispute`: the partner does not recognise a session, maybe saying why. */
export function useDisputeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectSessionId: string; reason?: string }) =>
      unwrap(api.api.projectsessions.dispute.$post({ json: input })),
    onSuccess: (log) => refreshAfterSessionChange(queryClient, log),
    onError: () => refreshAfterRefusal(queryClient),
  });
}

/** `DELETE /api/projectsessions`: the one who logged a session takes it back (until confirmed). */
export function useRemoveSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectSessionId: string) =>
      unwrap(api.api.projectsessions.$delete({ json: { projectSessionId } })),
    onSuccess: (log) => refreshAfterSessionChange(queryClient, log),
    onError: () => refreshAfterRefusal(queryClient),
  });
}
