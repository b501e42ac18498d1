import { getAdminDashboard, getMemberDashboard } from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

export function dashboardRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/accountdashboard', getMemberDashboard))
    .openapi(...endpoint('get', '/admindashboard', getAdminDashboard));
}
