import type { KeptMatchingPlan, ReadRepositories, Repositories, UnitOfWork } from '@coach/core';
import { createKeptMatchingPlan } from '@coach/core/matching/kept-matching-plan';
import type { AppDatabase } from '../database.ts';
import { accountFileRepository } from './account-file-repository.ts';
import { accountRepository } from './account-repository.ts';
import { accountTokenRepository } from './account-token-repository.ts';
import { auditLogRepository } from './audit-log-repository.ts';
import { bulkActionRepository } from './bulk-action-repository.ts';
import { type BadgeCache, cachingBadgeRepository, createBadgeCache } from './cached-badges.ts';
import { checkoutRepository } from './checkout-repository.ts';
import { coachingHoursRepository } from './coaching-hours-repository.ts';
import { coachingLogPublicationRepository } from './coaching-log-publication-repository.ts';
import { competencyRatingRepository } from './competency-rating-repository.ts';
import { contactMessageRepository } from './contact-message-repository.ts';
import { dashboardQueries } from './dashboard-queries.ts';
import { exportFileRepository } from './export-file-repository.ts';
import { externalIdentityRepository } from './external-identity-repository.ts';
import { groupMailRepository } from './group-mail-repository.ts';
import { identityFlowRepository } from './identity-flow-repository.ts';
import { jobRunRepository } from './job-run-repository.ts';
import { ledgerRepository } from './ledger-repository.ts';
import { matchingRunRepository } from './matching-run-repository.ts';
import { membershipNoticeRepository } from './membership-notice-repository.ts';
import { notificationRepository } from './notification-repository.ts';
import { orderRepository } from './order-repository.ts';
import { outboxRepository } from './outbox-repository.ts';
import { passwordResetRequestRepository } from './password-reset-request-repository.ts';
import { profileRepository } from './profile-repository.ts';
import { projectMessageRepository } from './project-message-repository.ts';
import { projectRepository } from './project-repository.ts';
import { projectRequestRepository } from './project-request-repository.ts';
import { projectSessionRepository } from './project-session-repository.ts';
import {
  badgeRepository,
  membershipPackageRepository,
  settingsRepository,
} from './reference-data-repositories.ts';
import { reportQueries } from './report-queries.ts';
import { sessionPlanRepository } from './session-plan-repository.ts';
import { sessionRepository } from './session-repository.ts';
import { signInThrottleRepository } from './sign-in-throttle-repository.ts';
import { transactionLocks } from './transaction-locks.ts';
import { trustedDeviceRepository } from './trusted-device-repository.ts';

/** Work to do once the surrounding transaction has committed (cache invalidation, waking workers). */
export type AfterCommit = (callback: () => void) => void;

/** What the rest of the process may want to hear about, after a commit. */
export interface PersistenceHooks {
  /** A committed transaction queued mail: wakes the delivery job (ADR 0014). */
  readonly onMailEnqueued?: () => void;
  /** A committed transaction queued a "forgot password" request: wakes the job that mails the link (ADR 0036). */
  readonly onPasswordResetRequested?: () => void;
  /** A committed transaction asked for an export: wakes the export job (ADR 0042). */
  readonly onExportRequested?: () => void;
  /** A committed transaction sent a mail to a group: wakes the job that queues its mails (ADR 0049). */
  readonly onGroupMailQueued?: () => void;
  /** A committed transaction started a bulk action on accounts: wakes its job (ADR 0052). */
  readonly onBulkActionRequested?: () => void;
}

/** All repositories, writing through `db` (one open transaction: the locks are the transaction's). */
export function createRepositories(
  db: AppDatabase,
  badgeCache: BadgeCache,
  afterCommit: AfterCommit,
  hooks: PersistenceHooks = {},
): Repositories {
  return { ...readRepositories(db, badgeCache, afterCommit, hooks), locks: transactionLocks(db) };
}

/**
 * The repositories without the transaction locks, which outside a transaction would be freed as
 * soon as taken (each statement is its own transaction there).
 */
function readRepositories(
  db: AppDatabase,
  badgeCache: BadgeCache,
  afterCommit: AfterCommit,
  hooks: PersistenceHooks,
): Omit<Repositories, 'locks'> {
  return {
    accounts: accountRepository(db),
    sessions: sessionRepository(db),
    badges: cachingBadgeRepository(badgeRepository(db), badgeCache, afterCommit),
    membershipPackages: membershipPackageRepository(db),
    settings: settingsRepository(db),
    ledger: ledgerRepository(db),
    outbox: outboxRepository(db, afterCommit, () => hooks.onMailEnqueued?.()),
    jobRuns: jobRunRepository(db),
    signInThrottles: signInThrottleRepository(db),
    trustedDevices: trustedDeviceRepository(db),
    accountTokens: accountTokenRepository(db),
    passwordResetRequests: passwordResetRequestRepository(db, afterCommit, () =>
      hooks.onPasswordResetRequested?.(),
    ),
    auditLog: auditLogRepository(db),
    dashboards: dashboardQueries(db),
    reports: reportQueries(db),
    profiles: profileRepository(db),
    contactMessages: contactMessageRepository(db),
    accountFiles: accountFileRepository(db),
    projectRequests: projectRequestRepository(db),
    projects: projectRepository(db),
    matchingRuns: matchingRunRepository(db),
    checkouts: checkoutRepository(db),
    orders: orderRepository(db),
    membershipNotices: membershipNoticeRepository(db),
    projectSessions: projectSessionRepository(db),
    sessionPlans: sessionPlanRepository(db),
    coachingHours: coachingHoursRepository(db),
    projectMessages: projectMessageRepository(db),
    competencyRatings: competencyRatingRepository(db),
    coachingLogPublications: coachingLogPublicationRepository(db),
    externalIdentities: externalIdentityRepository(db),
    identityFlows: identityFlowRepository(db),
    exportFiles: exportFileRepository(db, afterCommit, () => hooks.onExportRequested?.()),
    groupMails: groupMailRepository(db, afterCommit, () => hooks.onGroupMailQueued?.()),
    bulkActions: bulkActionRepository(db, afterCommit, () => hooks.onBulkActionRequested?.()),
    notifications: notificationRepository(db),
  };
}

/** The repositories and the unit of work of one database, sharing one badge cache. */
export function createPersistence(
  db: AppDatabase,
  hooks: PersistenceHooks = {},
): {
  repositories: ReadRepositories;
  unitOfWork: UnitOfWork;
  keptMatchingPlan: KeptMatchingPlan;
} {
  const badgeCache = createBadgeCache();
  const outside: AfterCommit = (callback) => callback();
  const unitOfWork: UnitOfWork = {
    async run(work) {
      const committed: Array<() => void> = [];
      const result = await db.transaction((tx) =>
        work({
          repositories: createRepositories(tx, badgeCache, (callback) => committed.push(callback), hooks),
        }),
      );
      for (const callback of committed) callback();
      return result;
    },
  };
  return {
    repositories: readRepositories(db, badgeCache, outside, hooks),
    unitOfWork,
    keptMatchingPlan: createKeptMatchingPlan(),
  };
}
