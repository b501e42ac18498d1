import type { ProjectMessageThread, ProjectMessageView } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';
import { projectKeys } from './projects.ts';

export type { ProjectMessageThread, ProjectMessageView };

export const messageKeys = {
  all: ['project-messages'] as const,
  thread: (projectId: string) => ['project-messages', projectId] as const,
};

/** How often an open thread looks for the partner's new messages. */
const threadRefreshMs = 20_000;

/** `GET /api/projectmessages?projectId=[&before=]`: one page of a project's thread, oldest first. */
export function fetchMessagePage(projectId: string, before?: string): Promise<ProjectMessageThread> {
  return unwrap(
    api.api.projectmessages.$get({ query: before === undefined ? { projectId } : { projectId, before } }),
  );
}

/** The newest page of a project's thread, read again now and then while it is on screen. */
export function useProjectMessages(projectId: string) {
  return useQuery({
    queryKey: messageKeys.thread(projectId),
    queryFn: () => fetchMessagePage(projectId),
    refetchInterval: threadRefreshMs,
  });
}

/** `POST /api/projectmessages`: writes in the thread; the thread is read again with it. */
export function usePostMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: string; body: string }) =>
      unwrap(api.api.projectmessages.$post({ json: input })),
    onSettled: (_message, _error, input) =>
      queryClient.invalidateQueries({ queryKey: messageKeys.thread(input.projectId) }),
  });
}

/** `POST /api/projectmessages/read`: the thread is on screen; its messages are read. */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => unwrap(api.api.projectmessages.read.$post({ json: { projectId } })),
    // The lists' unread counts, and the bell's "… wrote to you", which reading the thread read too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['notifications'] }),
      ]),
  });
}
