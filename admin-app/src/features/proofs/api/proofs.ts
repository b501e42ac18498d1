import {
  type AccountFileReviewItem,
  type AccountFileReviewSortKey,
  type AccountFileState,
  type AccountFileView,
  accountFileReviewSortKeys,
  type ChangeFileStatusInput,
} from '@coach/core/contracts';
import { downloadFile, fetchFileBlob, uploadFile } from '@coach/kit/area';
import { api, keepPreviousData, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type ReviewItem = AccountFileReviewItem;

/** The review list's filter: one state, or every state with the pending ones first. */
export type StateFilter = AccountFileState | 'all';

export const proofKeys = {
  all: ['account-files'] as const,
  review: (query: Record<string, string>) => ['account-files', 'review', query] as const,
  file: (id: string) => ['account-files', 'file', id] as const,
  memberSearch: (search: string) => ['account-files', 'members', search] as const,
};

type ReviewQuery = { page: string; pageSize: string; search: string; sort: string };
type ReviewSort = `${'' | '-'}${AccountFileReviewSortKey}`;

const reviewSorts = new Set<string>(accountFileReviewSortKeys.flatMap((key) => [key, `-${key}`]));

/** A sort from the address the server takes, or the default one (a hand-edited address stays usable). */
export function reviewSortOf(sort: string): ReviewSort {
  return reviewSorts.has(sort) ? (sort as ReviewSort) : 'createdAt';
}

/** `GET /api/accountfiles/review`: a page of proofs of one state (or all, pending first). */
export function useReviewPage(query: ReviewQuery, state: StateFilter) {
  const full = { ...query, sort: reviewSortOf(query.sort), ...(state === 'all' ? {} : { state }) };
  return useQuery({
    queryKey: proofKeys.review(full),
    queryFn: () => unwrap(api.api.accountfiles.review.$get({ query: full })),
    placeholderData: keepPreviousData,
  });
}

/**
 * The file itself for a preview (`GET /api/accountfiles/download/{id}`), as a blob. Kept briefly:
 * reopening the same proof shows it at once, and nothing is cached for long.
 */
export function useProofFile(id: string) {
  return useQuery({
    queryKey: proofKeys.file(id),
    queryFn: ({ signal }) => fetchFileBlob(`/accountfiles/download/${encodeURIComponent(id)}`, { signal }),
    gcTime: 60_000,
    staleTime: 60_000,
  });
}

export function downloadProof(proof: Pick<AccountFileView, 'id' | 'fileName'>) {
  return downloadFile(`/accountfiles/download/${encodeURIComponent(proof.id)}`, proof.fileName);
}

/** `POST /api/accountfiles/changefilestatus`: approve, or reject with the reason the member reads. */
export function useReviewProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeFileStatusInput) =>
      unwrap(api.api.accountfiles.changefilestatus.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofKeys.all }),
  });
}

/** `DELETE /api/accountfiles`: any proof (written to the audit log). */
export function useDeleteProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountFileId: string) => unwrap(api.api.accountfiles.$delete({ json: { accountFileId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofKeys.all }),
  });
}

/** `POST /api/accountfiles/userfileuploadwithaccountid` (multipart): a proof for a member, with progress. */
export function useUploadForMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      accountId,
      file,
      onProgress,
    }: {
      accountId: string;
      file: File;
      onProgress: (percent: number | null) => void;
    }) => {
      const form = new FormData();
      form.append('accountId', accountId);
      form.append('file', file);
      return uploadFile<AccountFileView>('/accountfiles/userfileuploadwithaccountid', form, {
        onProgress: ({ percent }) => onProgress(percent),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofKeys.all }),
  });
}

/** Members whose name or e-mail matches, for choosing whom an upload is for (`GET /api/accounts`). */
export function useMemberSearch(search: string) {
  return useQuery({
    queryKey: proofKeys.memberSearch(search),
    queryFn: async () => {
      const page = await unwrap(
        api.api.accounts.$get({ query: { role: 'User', search, page: '1', pageSize: '8', sort: 'name' } }),
      );
      return page.items;
    },
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
