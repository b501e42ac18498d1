import { adminDashboardQuery, useQuery } from '@coach/kit/query';

/**
 * `GET /api/admindashboard`: who is signed in and the programme's key counts. Declared in the kit
 * (adminDashboardQuery), which starts it while signing in and in the area's guard: the page usually
 * finds the answer in the cache, or on its way.
 */
export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
