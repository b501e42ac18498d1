import { getAdminDashboard } from '@coach/core/dashboards/get-admin-dashboard';
import { getMemberDashboard } from '@coach/core/dashboards/get-member-dashboard';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

export function dashboardRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/accountdashboard', getMemberDashboard))
    .openapi(...endpoint('get', '/admindashboard', getAdminDashboard));
}
