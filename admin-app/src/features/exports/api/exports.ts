import type {
  AccountListFilterInput,
  AuditFilterInput,
  ExportFormat,
  ExportJob,
  LedgerFilterInput,
  OpenRequestFilterInput,
  OrderFilterInput,
  ProjectFilterInput,
} from '@coach/core/contracts';
import type { Lang } from '@coach/kit';
import { downloadFile } from '@coach/kit/area';
import { api, unwrap, useMutation, useQuery } from '@coach/kit/query';

/** How often a running export is asked for its progress. */
const pollMilliseconds = 500;

/** What every export is asked for: the page's language (headers and values) and the file's format. */
export type ExportChoice = { language: Lang; format: ExportFormat };

/**
 * The `POST …/exports` of each list (ADR 0042), with the list's filters: each answers the job, to
 * follow with `useExportJob`.
 */
export const startExportOf = {
  /** `POST /api/accounts/excelexports`: the accounts the list's search, role, status and lock find. */
  accounts: (choice: ExportChoice, filters: AccountListFilterInput) =>
    unwrap(api.api.accounts.excelexports.$post({ json: { ...choice, ...filters } })),
  /** `POST /api/orders/exports`: the orders the list's filters and search find. */
  orders: (choice: ExportChoice, filters: OrderFilterInput) =>
    unwrap(api.api.orders.exports.$post({ json: { ...choice, ...filters } })),
  /** `POST /api/projects/exports`: the projects the list's search, state and member find. */
  projects: (choice: ExportChoice, filters: ProjectFilterInput) =>
    unwrap(api.api.projects.exports.$post({ json: { ...choice, ...filters } })),
  /** `POST /api/ledger/exports`: a member's points entries (everyone's without `accountId`). */
  ledger: (choice: ExportChoice, filters: LedgerFilterInput) =>
    unwrap(api.api.ledger.exports.$post({ json: { ...choice, ...filters } })),
  /** `POST /api/auditlog/exports`: the entries the log's search, kind of record and record find. */
  audit: (choice: ExportChoice, filters: AuditFilterInput) =>
    unwrap(api.api.auditlog.exports.$post({ json: { ...choice, ...filters } })),
  /** `POST /api/accounts/getaccountsformanualmatching/exports`: the open requests of a side and search. */
  openRequests: (choice: ExportChoice, filters: OpenRequestFilterInput) =>
    unwrap(api.api.accounts.getaccountsformanualmatching.exports.$post({ json: { ...choice, ...filters } })),
};

/** Starts an export through one of `startExportOf`. */
export function useStartExport(start: (choice: ExportChoice) => Promise<ExportJob>) {
  return useMutation({ mutationFn: start });
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
    mutationFn: (job: Pick<ExportJob, 'id' | 'fileName' | 'format'>) =>
      downloadFile(`/exports/${job.id}/file`, job.fileName ?? `export.${job.format}`),
  });
}
