import { memberDashboardQuery, useQuery } from '@coach/kit/query';

/**
 * `GET /api/accountdashboard`: score, badge, projects, proof, membership and coaching hours of the
 * signed-in member. Declared in the kit (memberDashboardQuery), which starts it while signing in
 * and in the area's guard: the page usually finds the answer in the cache, or on its way.
 */
export function useMemberDashboard() {
  return useQuery(memberDashboardQuery());
}
