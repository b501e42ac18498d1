import type { AccountFileView } from '@coach/core/contracts';
import { downloadFile, uploadFile } from '@coach/kit/area';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type Proof = AccountFileView;

export const proofKeys = { own: ['account-files', 'own'] as const };

/** `GET /api/accountfiles`: the member's proofs, newest first (the newest says where they stand). */
export function useOwnProofs() {
  return useQuery({ queryKey: proofKeys.own, queryFn: () => unwrap(api.api.accountfiles.$get()) });
}

/**
 * `POST /api/accountfiles` (multipart): sends the file with its progress in percent (null while
 * the browser cannot tell). The server checks the type from the content, and the size.
 */
export function useUploadProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number | null) => void }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadFile<Proof>('/accountfiles', form, { onProgress: ({ percent }) => onProgress(percent) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofKeys.own }),
  });
}

/** `DELETE /api/accountfiles`: a pending or rejected proof of the member's own. */
export function useDeleteProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountFileId: string) => unwrap(api.api.accountfiles.$delete({ json: { accountFileId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofKeys.own }),
  });
}

/** `GET /api/accountfiles/download/{id}`: saves the file under its name. */
export function downloadProof(proof: Pick<Proof, 'id' | 'fileName'>) {
  return downloadFile(`/accountfiles/download/${encodeURIComponent(proof.id)}`, proof.fileName);
}
