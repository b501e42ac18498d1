import { accountRoleTypes, languages, permissions, themePacks } from '@coach/core/contracts';
import { z } from '@hono/zod-openapi';

const badgeReferenceSchema = z
  .object({ accountBadgeId: z.string(), name: z.string() })
  .nullable()
  .openapi({ description: "The badge whose score range contains the account's score" });

const isoDateTime = z.iso.datetime({ offset: true });

export const currentUserSchema = z
  .object({
    accountId: z.string(),
    name: z.string(),
    surname: z.string(),
    fullName: z.string(),
    email: z.string(),
    accountRoleType: z.enum(accountRoleTypes),
    permissions: z.array(z.enum(permissions)),
    score: z.int(),
    badge: badgeReferenceSchema,
    themePack: z.enum(themePacks),
    languages: z.array(z.enum(languages)),
    subscriptionEndDate: isoDateTime.nullable(),
    profilePhotoPath: z.string().nullable(),
  })
  .openapi('CurrentUser');

export const memberDashboardSchema = z
  .object({
    fullName: z.string(),
    accountRoleType: z.enum(accountRoleTypes),
    score: z.int(),
    badge: badgeReferenceSchema,
    activeProjectCount: z.int(),
    totalProjectCount: z.int(),
    subscriptionEndDate: isoDateTime.nullable(),
  })
  .openapi('MemberDashboard');

export const adminDashboardSchema = z
  .object({
    fullName: z.string(),
    accountRoleType: z.enum(accountRoleTypes),
    memberCount: z.int(),
    activeMemberCount: z.int(),
    packageCount: z.int(),
    badgeCount: z.int(),
  })
  .openapi('AdminDashboard');

export type CurrentUser = z.infer<typeof currentUserSchema>;
export type MemberDashboard = z.infer<typeof memberDashboardSchema>;
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
