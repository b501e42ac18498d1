import {
  type AdminProjectMessageThread,
  type ProjectListQuery,
  type ProjectState,
  type ProjectView,
  projectSortKeys,
  projectStates,
} from '@coach/core/contracts';
import { api, keepPreviousData, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { ProjectView };

export const projectKeys = {
  all: ['projects'] as const,
  page: (query: Record<string, string>) => ['projects', 'page', query] as const,
};

type ProjectSort = NonNullable<ProjectListQuery['sort']>;
const projectSorts = new Set<string>(projectSortKeys.flatMap((key) => [key, `-${key}`]));
export const defaultProjectSort: ProjectSort = '-startedAt';

/** A sort from the address the server takes, or the default one (a hand-edited address stays usable). */
export function projectSortOf(sort: string): ProjectSort {
  return projectSorts.has(sort) ? (sort as ProjectSort) : defaultProjectSort;
}

/** The list's filters as the address holds them; null shows every state or member. */
export type ProjectFilters = { state: ProjectState | null; accountId: string | null };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters of the address the server takes; anything else (a hand-edited address) shows all. */
export function projectFiltersOf(params: URLSearchParams): ProjectFilters {
  const state = params.get('state');
  const accountId = params.get('accountId');
  return {
    state: projectStates.find((known) => known === state) ?? null,
    accountId: accountId && uuidPattern.test(accountId) ? accountId : null,
  };
}

type ListQuery = { page: string; pageSize: string; search: string; sort: string };

/** `GET /api/projects`: one page of all projects; the previous page stays shown while the next loads. */
export function useProjectPage(query: ListQuery, { state, accountId }: ProjectFilters) {
  const full = {
    ...query,
    sort: projectSortOf(query.sort),
    ...(state ? { state } : {}),
    ...(accountId ? { accountId } : {}),
  };
  return useQuery({
    queryKey: projectKeys.page(full),
    queryFn: () => unwrap(api.api.projects.$get({ query: full })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/accounts/{id}`: the name of a member filtered on, or of the administrator who paired. */
export function useAccountName(accountId: string | null) {
  return useQuery({
    queryKey: ['accounts', 'one', accountId],
    queryFn: () => unwrap(api.api.accounts[':id'].$get({ param: { id: accountId ?? '' } })),
    select: (account) => account.fullName,
    enabled: accountId !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * `POST /api/projects/abortedprojectbyadministrator` {projectId, reason}: no points move; both
 * members are mailed. The pending list is not touched: an abort frees no request.
 */
export function useAbortProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { projectId: string; reason: string }) =>
      unwrap(api.api.projects.abortedprojectbyadministrator.$post({ json: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/**
 * `GET /api/projectmessages/byadministrator?projectId=[&before=]`: one page of a project's thread,
 * oldest first. Each call is written to the audit log, so it is made only on the administrator's
 * explicit request (never prefetched, never refetched on focus).
 */
export function fetchProjectMessages(projectId: string, before?: string): Promise<AdminProjectMessageThread> {
  return unwrap(
    api.api.projectmessages.byadministrator.$get({
      query: before === undefined ? { projectId } : { projectId, before },
    }),
  );
}
