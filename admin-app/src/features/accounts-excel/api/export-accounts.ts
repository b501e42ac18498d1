import type { ExportJob } from '@coach/core/contracts';
import type { Lang } from '@coach/kit';
import { downloadFile } from '@coach/kit/area';
import { api, unwrap, useMutation, useQuery } from '@coach/kit/query';

/** How often a running export is asked for its progress. */
const pollMilliseconds = 500;

/**
 * `POST /api/accounts/excelexports`: starts the export of every account as a job (ADR 0042),
 * headers and values in the page's language; answers the job, to follow with `useExportJob`.
 */
export function useStartAccountExport() {
  return useMutation({
    mutationFn: (language: Lang) => unwrap(api.api.accounts.excelexports.$post({ json: { language } })),
  });
}

/** `GET /api/exports/{id}`: the export's progress, asked again while it is pending or running. */
export function useExportJob(id: string | null) {
  return useQuery({
    queryKey: ['exports', id],
    queryFn: (): Promise<ExportJob> => unwrap(api.api.exports[':id'].$get({ param: { id: id ?? '' } })),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : pollMilliseconds;
    },
  });
}

/** `GET /api/exports/{id}/file`: saves the ready file under the name the server gives. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (job: Pick<ExportJob, 'id' | 'fileName'>) =>
      downloadFile(`/exports/${job.id}/file`, job.fileName ?? 'accounts.xlsx'),
  });
}
