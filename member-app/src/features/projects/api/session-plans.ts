import type {
  CalendarFeed,
  ProjectPlan,
  ScheduledSessionView,
  UpcomingSessions,
} from '@coach/core/contracts';
import { api, type QueryClient, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { CalendarFeed, ProjectPlan, ScheduledSessionView };

export const planKeys = {
  all: ['session-plans'] as const,
  project: (projectId: string) => ['session-plans', 'project', projectId] as const,
  upcoming: ['session-plans', 'upcoming'] as const,
  feed: ['session-plans', 'feed'] as const,
};

/** Every write answers the project's plan as the reader sees it now; the upcoming list follows. */
function refreshAfterPlanChange(queryClient: QueryClient, plan: ProjectPlan) {
  queryClient.setQueryData(planKeys.project(plan.projectId), plan);
  void queryClient.invalidateQueries({ queryKey: planKeys.upcoming });
}

/** A refusal often means the plan moved on meanwhile (the partner answered in another tab). */
function refreshAfterRefusal(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: planKeys.all });
}

/** `GET /api/sessionplans?projectId=`: the open proposal and the scheduled sessions. */
export function useProjectPlan(projectId: string) {
  return useQuery({
    queryKey: planKeys.project(projectId),
    queryFn: (): Promise<ProjectPlan> => unwrap(api.api.sessionplans.$get({ query: { projectId } })),
  });
}

/** `POST /api/sessionplans/proposals`: propose times (a counter-proposal replaces the open one). */
export function useProposeTimes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      projectId: string;
      slots: { day: string; time: string; minutes: number }[];
      scheduledSessionId?: string;
    }) => unwrap(api.api.sessionplans.proposals.$post({ json: input })),
    onSuccess: (plan) => refreshAfterPlanChange(queryClient, plan),
    onError: () => refreshAfterRefusal(queryClient),
  });
}

/** `POST /api/sessionplans/proposals/answer`: accept one of the times, or decline. */
export function useAnswerProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { proposalId: string; answer: 'accept' | 'decline'; slot?: number }) =>
      unwrap(api.api.sessionplans.proposals.answer.$post({ json: input })),
    onSuccess: (plan) => {
      // The answer read the bell's "proposed times" too.
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      return refreshAfterPlanChange(queryClient, plan);
    },
    onError: () => refreshAfterRefusal(queryClient),
  });
}

/** `POST /api/sessionplans/cancel`: cancel a session that is still ahead. */
export function useCancelScheduled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduledSessionId: string) =>
      unwrap(api.api.sessionplans.cancel.$post({ json: { scheduledSessionId } })),
    onSuccess: (plan) => refreshAfterPlanChange(queryClient, plan),
    onError: () => refreshAfterRefusal(queryClient),
  });
}

/** `GET /api/sessionplans/upcoming`: the member's next sessions (the dashboard). */
export function useUpcomingSessions() {
  return useQuery({
    queryKey: planKeys.upcoming,
    queryFn: (): Promise<UpcomingSessions> => unwrap(api.api.sessionplans.upcoming.$get()),
  });
}

/** `GET /api/calendarfeed`: the member's private feed address, or none. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: planKeys.feed,
    queryFn: (): Promise<CalendarFeed> => unwrap(api.api.calendarfeed.$get()),
  });
}

/** `POST /api/calendarfeed` (a new address; the old stops working) or `DELETE` (none). */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'renew' | 'revoke') =>
      unwrap(change === 'renew' ? api.api.calendarfeed.$post() : api.api.calendarfeed.$delete()),
    onSuccess: (feed) => queryClient.setQueryData(planKeys.feed, feed),
  });
}
