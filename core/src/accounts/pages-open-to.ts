import { listAuditLog } from '../audit/list-audit-log.ts';
import { updateBadge } from '../badges/update-badge.ts';
import { getCoachingLog } from '../coaching/get-coaching-log.ts';
import { listMembersNearThreshold } from '../coaching/list-members-near-threshold.ts';
import { listContactMessages } from '../contact/list-contact-messages.ts';
import type { AccountRoleType } from '../contracts/account-values.ts';
import { adminPages, type GuardedPageArea, memberPages, pageId } from '../contracts/pages.ts';
import { getAdminDashboard } from '../dashboards/get-admin-dashboard.ts';
import { getMemberDashboard } from '../dashboards/get-member-dashboard.ts';
import { getMyDevelopment } from '../feedback/get-my-development.ts';
import { listAccountFilesForReview } from '../files/list-account-files-for-review.ts';
import { listOwnAccountFiles } from '../files/list-own-account-files.ts';
import { listGroupMails } from '../mail/list-group-mails.ts';
import { listOutbox } from '../mail/list-outbox.ts';
import { getMatchingRun } from '../matching/get-matching-run.ts';
import { listMatchingRuns } from '../matching/list-matching-runs.ts';
import { listOrders } from '../membership/list-orders.ts';
import { listJobs } from '../operations/list-jobs.ts';
import { listMembershipPackages } from '../packages/list-membership-packages.ts';
import { previewRenewal } from '../payments/preview-renewal.ts';
import { getOwnProfile } from '../profiles/get-own-profile.ts';
import { getPublicProfile } from '../profiles/get-public-profile.ts';
import { listMemberProfiles } from '../profiles/list-member-profiles.ts';
import { listMyProjects } from '../projects/list-my-projects.ts';
import { listPendingAssignments } from '../projects/list-pending-assignments.ts';
import { listProjects } from '../projects/list-projects.ts';
import { getFunnelReport } from '../reports/get-funnel-report.ts';
import { getApplicationSettings } from '../settings/get-application-settings.ts';
import { type Access, roleMayCall } from '../shared/authorization.ts';
import { can, type Permission } from './domain/permissions.ts';
import { getAccount } from './get-account.ts';
import { listAccounts } from './list-accounts.ts';

type Call = { readonly access: Access };

/**
 * The call each page of the member and administration areas is there for: whoever may make it
 * may open the page, so the menus and the pages follow the use cases' declared access and never
 * state a rule of their own. Every page is named (a new page does not compile until it is here).
 * Built on first use: these modules import much of core, and some of it imports this one.
 */
const pageCalls = (): { [A in GuardedPageArea]: Record<string, Call> } => ({
  member: {
    dashboard: getMemberDashboard,
    projects: listMyProjects,
    coachingLog: getCoachingLog,
    development: getMyDevelopment,
    users: listMemberProfiles,
    profile: getPublicProfile,
    fileOperations: listOwnAccountFiles,
    membershipRenewal: previewRenewal,
    settings: getOwnProfile,
  } satisfies Record<keyof typeof memberPages, Call>,
  admin: {
    dashboard: getAdminDashboard,
    accounts: listAccounts,
    proofs: listAccountFilesForReview,
    profile: getAccount,
    projects: listProjects,
    orders: listOrders,
    // The page keeps the badges up; reading them is open to anyone signed in (the dashboards).
    badges: updateBadge,
    // Packages are public (registration lists them); in this area salesmen view them (the permission matrix, server/src/permission-matrix.test.ts).
    packages: listMembershipPackages,
    settings: getApplicationSettings,
    pendingAssignment: listPendingAssignments,
    matchingRuns: listMatchingRuns,
    matchingRun: getMatchingRun,
    audit: listAuditLog,
    coachingHours: listMembersNearThreshold,
    contactMessages: listContactMessages,
    outbox: listOutbox,
    jobs: listJobs,
    groupMail: listGroupMails,
    reports: getFunnelReport,
  } satisfies Record<keyof typeof adminPages, Call>,
});

const declarations = { member: memberPages, admin: adminPages } as const;
const areaPermission: Record<GuardedPageArea, Permission> = { member: 'area.member', admin: 'area.admin' };

let table: ReturnType<typeof pageCalls> | undefined;
const opened = new Map<AccountRoleType, readonly string[]>();

/**
 * The member and administration pages an account of `role` may open, as `pageId`s: those of the
 * areas it may enter whose call it may make. The front ends build their menus from it and show
 * a "not available to your account" page for the others (`auth/userinfo`'s `pages`).
 */
export function pagesOpenTo(role: AccountRoleType): readonly string[] {
  let pages = opened.get(role);
  if (pages === undefined) {
    table ??= pageCalls();
    const calls = table;
    pages = (['member', 'admin'] as const).flatMap((area) =>
      can(role, areaPermission[area])
        ? Object.entries(declarations[area])
            .filter(([key]) => roleMayCall((calls[area][key] as Call).access, role))
            .map(([, page]) => pageId(area, page.path))
        : [],
    );
    opened.set(role, pages);
  }
  return pages;
}
