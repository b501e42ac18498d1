import type { GivenRatings, MyDevelopment, RateCoachInput } from '@coach/core/contracts';
import { api, unwrap, useMutation, useQuery, useQueryClient } from '@coach/kit/query';

export type { GivenRatings, MyDevelopment };

export const ratingKeys = {
  given: (projectId: string) => ['competency-ratings', 'given', projectId] as const,
  mine: ['competency-ratings', 'mine'] as const,
};

/** `GET /api/competencyratings/given?projectId=`: what the coachee rated and may still rate. */
export function useGivenRatings(projectId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ratingKeys.given(projectId),
    queryFn: (): Promise<GivenRatings> =>
      unwrap(api.api.competencyratings.given.$get({ query: { projectId } })),
  });
}

/** `POST /api/competencyratings`: the coachee rates the coach, once per session or project end. */
export function useRateCoach() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateCoachInput) => unwrap(api.api.competencyratings.$post({ json: input })),
    onSettled: (_answer, _error, input) =>
      queryClient.invalidateQueries({ queryKey: ratingKeys.given(input.projectId) }),
  });
}

/** `GET /api/competencyratings/mine`: the coach's own averages (nothing below three ratings). */
export function useMyDevelopment({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: ratingKeys.mine,
    queryFn: (): Promise<MyDevelopment> => unwrap(api.api.competencyratings.mine.$get()),
  });
}
