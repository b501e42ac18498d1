import {
  catalogue,
  type ManualMatchingInput,
  type MatchingLeftOver,
  type MatchingPairView,
  type MatchingPreview,
  type MatchingRunResult,
  type MatchingRunView,
  type PendingAssignment,
  type PendingAssignmentQuery,
  type ProjectRole,
  pendingAssignmentSortKeys,
  projectRoles,
} from '@coach/core/contracts';
import { isApiError } from '@coach/kit';
import { api, keepPreviousData, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type {
  MatchingLeftOver,
  MatchingPairView,
  MatchingPreview,
  MatchingRunResult,
  MatchingRunView,
  PendingAssignment,
};

export const matchingKeys = {
  all: ['pending-assignments'] as const,
  page: (query: Record<string, string>) => ['pending-assignments', 'page', query] as const,
  open: (role: ProjectRole) => ['pending-assignments', 'open', role] as const,
  preview: ['pending-assignments', 'preview'] as const,
  previewPage: (pages: MatchingPages) => ['pending-assignments', 'preview', pages] as const,
  runs: ['matching-runs'] as const,
  runPage: (query: Record<string, string>) => ['matching-runs', 'page', query] as const,
  run: (id: string, pages: MatchingPages) => ['matching-runs', 'run', id, pages] as const,
};

/** Which page of the pairs and which of the left-overs a preview or a kept run shows. */
export interface MatchingPages {
  readonly page: number;
  readonly unmatchedPage: number;
}

/** Rows per page of the pairs and of the left-overs, in the dialog and on a run's page. */
export const matchingPageSize = 10;

const pagesQuery = (pages: MatchingPages) => ({
  page: String(pages.page),
  unmatchedPage: String(pages.unmatchedPage),
  pageSize: String(matchingPageSize),
});

/**
 * The projects list's key (features/projects): a pairing starts projects, so that list is asked
 * again. Written here rather than imported, as features do not import each other.
 */
const projectsKey = ['projects'] as const;

type PendingSort = NonNullable<PendingAssignmentQuery['sort']>;
const pendingSorts = new Set<string>(pendingAssignmentSortKeys.flatMap((key) => [key, `-${key}`]));
export const defaultPendingSort: PendingSort = 'requestedAt';

/** A sort from the address the server takes, or the default one (a hand-edited address stays usable). */
export function pendingSortOf(sort: string): PendingSort {
  return pendingSorts.has(sort) ? (sort as PendingSort) : defaultPendingSort;
}

/** The role filter of the address; anything else shows both sides. */
export function roleFilterOf(params: URLSearchParams): ProjectRole | null {
  const role = params.get('role');
  return projectRoles.find((known) => known === role) ?? null;
}

type ListQuery = { page: string; pageSize: string; search: string; sort: string };

/** `GET /api/accounts/getaccountsformanualmatching`: a page of open requests, the longest waiting first. */
export function usePendingPage(query: ListQuery, role: ProjectRole | null) {
  const full = { ...query, sort: pendingSortOf(query.sort), ...(role ? { role } : {}) };
  return useQuery({
    queryKey: matchingKeys.page(full),
    queryFn: () => unwrap(api.api.accounts.getaccountsformanualmatching.$get({ query: full })),
    placeholderData: keepPreviousData,
  });
}

/**
 * The open requests of one side to choose from when pairing by hand: the 100 that have waited
 * longest (the page size the server allows), which is where a pairing by hand is wanted.
 */
export function useOpenRequests(role: ProjectRole, enabled: boolean) {
  return useQuery({
    queryKey: matchingKeys.open(role),
    queryFn: async () => {
      const page = await unwrap(
        api.api.accounts.getaccountsformanualmatching.$get({
          query: { role, page: '1', pageSize: '100', sort: 'requestedAt', search: '' },
        }),
      );
      return page.items;
    },
    enabled,
  });
}

function useAfterPairing() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectsKey }),
    ]);
}

/**
 * `POST /api/projects/manualprojectmatching`: one coach request with one coachee request. The
 * server checks the matching rules; `overrideReason` pairs former partners anyway (4057).
 */
export function useMatchManually() {
  const afterPairing = useAfterPairing();
  return useMutation({
    mutationFn: (input: ManualMatchingInput) =>
      unwrap(api.api.projects.manualprojectmatching.$post({ json: input })),
    onSuccess: () => afterPairing(),
    // A request matched or cancelled meanwhile (4052): the lists are out of date.
    onError: (error) => {
      if (isApiError(error) && error.code === catalogue.requestNotOpen.code) void afterPairing();
    },
  });
}

/**
 * `GET /api/projects/runprojectmatchingjob`: what a run would do now, writing nothing: its figures,
 * the unmatched counted by reason, a page of the pairs and a page of the requests it would leave.
 * Another page asks again; the server answers it from the plan it keeps (ADR 0047).
 */
export function useMatchingPreview(enabled: boolean, pages: MatchingPages) {
  return useQuery({
    queryKey: matchingKeys.previewPage(pages),
    queryFn: () => unwrap(api.api.projects.runprojectmatchingjob.$get({ query: pagesQuery(pages) })),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** `GET /api/projects/matchingruns`: the kept runs, newest first. */
export function useMatchingRuns(query: { page: string; pageSize: string }) {
  return useQuery({
    queryKey: matchingKeys.runPage(query),
    queryFn: () => unwrap(api.api.projects.matchingruns.$get({ query })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/projects/matchingruns/{id}`: one kept run, a page of its pairs and of its left-overs. */
export function useMatchingRun(matchingRunId: string, pages: MatchingPages) {
  return useQuery({
    queryKey: matchingKeys.run(matchingRunId, pages),
    queryFn: () =>
      unwrap(
        api.api.projects.matchingruns[':matchingRunId'].$get({
          param: { matchingRunId },
          query: pagesQuery(pages),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/projects/runprojectmatchingjob`: the run itself, in one transaction (4054 while another runs). */
export function useRunMatching() {
  const afterPairing = useAfterPairing();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.api.projects.runprojectmatchingjob.$post()),
    onSuccess: () =>
      Promise.all([afterPairing(), queryClient.invalidateQueries({ queryKey: matchingKeys.runs })]),
  });
}

/**
 * `GET /api/applicationsettings`: the limits some reasons name ("at most {limit} projects").
 * The same key as the settings page, which asks the same call.
 */
export function useMatchingLimits() {
  return useQuery({
    queryKey: ['application-settings'],
    queryFn: () => unwrap(api.api.applicationsettings.$get()),
    select: (view) => view.applicationSettings,
    staleTime: 60_000,
    retry: false,
  });
}
