import { api, unwrap } from '@coach/kit';
import type { MemberDashboard } from '@coach/server/app-type';
import { useQuery } from '@tanstack/react-query';

export const memberDashboardKey = ['member-dashboard'] as const;

export function getMemberDashboard(): Promise<MemberDashboard> {
  return unwrap(api.api.accountdashboard.$get());
}

/** `GET /api/accountdashboard`: score, badge, projects and membership of the signed-in member. */
export function useMemberDashboard() {
  return useQuery({ queryKey: memberDashboardKey, queryFn: getMemberDashboard });
}
