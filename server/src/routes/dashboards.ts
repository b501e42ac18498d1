import { getAdminDashboard, getMemberDashboard } from '@coach/core';
import { createRoute } from '@hono/zod-openapi';
import { requirePermission } from '../http/auth.ts';
import { useCaseContext } from '../http/env.ts';
import { success } from '../http/envelope.ts';
import { commonErrors, guardedErrors, jsonEnvelope } from '../http/responses.ts';
import { createRouter } from '../http/router.ts';
import { adminDashboardSchema, memberDashboardSchema } from '../schemas/account-views.ts';

const accountDashboard = createRoute({
  method: 'get',
  path: '/accountdashboard',
  tags: ['dashboards'],
  summary: "The member's dashboard (permission dashboard.member)",
  security: [{ bearerAuth: [] }],
  middleware: [requirePermission('dashboard.member')] as const,
  responses: {
    200: jsonEnvelope('Score, badge, projects and membership of the signed-in member', memberDashboardSchema),
    ...guardedErrors,
    ...commonErrors,
  },
});

const adminDashboard = createRoute({
  method: 'get',
  path: '/admindashboard',
  tags: ['dashboards'],
  summary: 'The administration dashboard (permission dashboard.admin)',
  security: [{ bearerAuth: [] }],
  middleware: [requirePermission('dashboard.admin')] as const,
  responses: {
    200: jsonEnvelope('Counts of members, packages and badges', adminDashboardSchema),
    ...guardedErrors,
    ...commonErrors,
  },
});

export function dashboardRoutes() {
  return createRouter()
    .openapi(accountDashboard, async (c) =>
      c.json(success(c, 'done', await getMemberDashboard({ ctx: useCaseContext(c) })), 200),
    )
    .openapi(adminDashboard, async (c) =>
      c.json(success(c, 'done', await getAdminDashboard({ ctx: useCaseContext(c) })), 200),
    );
}
