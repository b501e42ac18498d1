import type { Lang } from '@coach/kit';
import { downloadFile } from '@coach/kit/area';
import { api, unwrap, useMutation } from '@coach/kit/query';

export type OwnDataFormat = 'json' | 'xlsx';

/**
 * `GET /api/accounts/mydata?format=…&language=…`: everything kept about the account, saved under
 * the name the server gives (`verilerim-2026-11-28.xlsx`). Fetched with the session: a plain link
 * would carry no token.
 */
export function useDownloadOwnData() {
  return useMutation({
    mutationFn: ({ format, language }: { format: OwnDataFormat; language: Lang }) =>
      downloadFile(
        `/accounts/mydata?format=${format}&language=${language}`,
        `${language === 'tr' ? 'verilerim' : 'my-data'}.${format}`,
      ),
  });
}

export type AccountDeletionRequest = Parameters<typeof api.api.accounts.requestdeletion.$post>[0]['json'];

/** `POST /api/accounts/requestdeletion`: the password is checked, then a single-use link is mailed. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (input: AccountDeletionRequest) =>
      unwrap(api.api.accounts.requestdeletion.$post({ json: input })),
  });
}
