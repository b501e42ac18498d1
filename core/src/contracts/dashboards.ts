import { z } from 'zod';
import { accountRoleTypeSchema } from './account-values.ts';
import { badgeReferenceSchema } from './auth.ts';
import { isoDateTimeSchema } from './common.ts';

export const memberDashboardSchema = z
  .object({
    fullName: z.string(),
    accountRoleType: accountRoleTypeSchema,
    score: z.int(),
    badge: badgeReferenceSchema,
    activeProjectCount: z.int(),
    totalProjectCount: z.int(),
    subscriptionEndDate: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'MemberDashboard' });

export type MemberDashboard = z.infer<typeof memberDashboardSchema>;

export const adminDashboardSchema = z
  .object({
    fullName: z.string(),
    accountRoleType: accountRoleTypeSchema,
    memberCount: z.int(),
    activeMemberCount: z.int(),
    packageCount: z.int(),
    badgeCount: z.int(),
  })
  .meta({ id: 'AdminDashboard' });

export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
