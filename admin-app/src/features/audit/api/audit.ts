import type { AuditEntryView } from '@coach/core/contracts';
import { api, keepPreviousData, unwrap, useQuery } from '@coach/kit/query';

export type { AuditEntryView };

export const auditKeys = {
  all: ['audit-log'] as const,
  page: (query: Record<string, string>) => ['audit-log', 'page', query] as const,
  entityTypes: ['audit-log', 'entity-types'] as const,
};

export type AuditQuery = {
  page: string;
  pageSize: string;
  search: string;
  sort: string;
  entityType: string;
  entityId: string;
};

/** Only the orders the server knows; a hand-edited address falls back to newest first. */
const auditSortOf = (sort: string): 'createdAt' | '-createdAt' =>
  sort === 'createdAt' ? 'createdAt' : '-createdAt';

/** `GET /api/auditlog`: one page; the previous page stays shown while the next loads. */
export function useAuditPage({ entityType, entityId, ...query }: AuditQuery) {
  const full = {
    ...query,
    sort: auditSortOf(query.sort),
    ...(entityType ? { entityType } : {}),
    ...(entityId ? { entityId } : {}),
  };
  return useQuery({
    queryKey: auditKeys.page(full),
    queryFn: () => unwrap(api.api.auditlog.$get({ query: full })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/auditlog/entitytypes`: the kinds of record the log names, for the filter. */
export function useAuditEntityTypes() {
  return useQuery({
    queryKey: auditKeys.entityTypes,
    queryFn: async () => (await unwrap(api.api.auditlog.entitytypes.$get())).entityTypes,
    staleTime: 60_000,
  });
}
