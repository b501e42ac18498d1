import type { AccountFilterInput, AudienceInput } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export const groupMailKeys = {
  all: ['group-mails'] as const,
  history: ['group-mails', 'history'] as const,
  mail: (id: string) => ['group-mails', 'mail', id] as const,
  count: (audience: AudienceInput | null) => ['group-mails', 'count', audience] as const,
  savedFilters: ['group-mails', 'saved-filters'] as const,
};

export type GroupMailContentInput = { subjectTr: string; bodyTr: string; subjectEn: string; bodyEn: string };

/** `POST /api/groupmails/preview`: both versions, rendered by the server's mail renderer. */
export function usePreviewGroupMail() {
  return useMutation({
    mutationFn: (content: GroupMailContentInput) =>
      unwrap(api.api.groupmails.preview.$post({ json: content })),
  });
}

/** `POST /api/groupmails/count`: how many the audience has, and how many opted out. */
export function useAudienceCount(audience: AudienceInput | null) {
  return useQuery({
    queryKey: groupMailKeys.count(audience),
    queryFn: () => unwrap(api.api.groupmails.count.$post({ json: { audience: audience as AudienceInput } })),
    enabled: audience !== null,
  });
}

/** `POST /api/groupmails`: sends the mail as a job; the history shows its progress. */
export function useSendGroupMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupMailContentInput & { audience: AudienceInput }) =>
      unwrap(api.api.groupmails.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupMailKeys.history }),
  });
}

/** `GET /api/groupmails`: the latest mails, polled while one is still being queued. */
export function useGroupMailHistory() {
  return useQuery({
    queryKey: groupMailKeys.history,
    queryFn: () => unwrap(api.api.groupmails.$get()),
    refetchInterval: (query) =>
      query.state.data?.items.some((mail) => mail.status === 'queued' || mail.status === 'running')
        ? 1000
        : false,
  });
}

export type GroupMailHistoryItem = NonNullable<
  ReturnType<typeof useGroupMailHistory>['data']
>['items'][number];

export function useSavedFilters() {
  return useQuery({
    queryKey: groupMailKeys.savedFilters,
    queryFn: () => unwrap(api.api.savedfilters.$get()),
  });
}

export function useSaveFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; filter: AccountFilterInput }) =>
      unwrap(api.api.savedfilters.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupMailKeys.savedFilters }),
  });
}

/** `DELETE /api/savedfilters/{id}`: the mails sent with it keep their own copy of the filter. */
export function useDeleteSavedFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.api.savedfilters[':id'].$delete({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupMailKeys.savedFilters }),
  });
}
