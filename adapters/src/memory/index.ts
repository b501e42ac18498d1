import type {
  Clock,
  KeptMatchingPlan,
  ReadRepositories,
  Repositories,
  TransactionLocks,
  UnitOfWork,
} from '@coach/core';
import { createKeptMatchingPlan } from '@coach/core/matching/kept-matching-plan';
import { memoryAccountFileRepository } from './account-file-repository.ts';
import { memoryAccountRepository } from './account-repository.ts';
import { memoryAccountTokenRepository } from './account-token-repository.ts';
import { memoryAuditLogRepository } from './audit-log-repository.ts';
import { memoryBulkActionRepository } from './bulk-action-repository.ts';
import { memoryCheckoutRepository } from './checkout-repository.ts';
import { memoryCoachingHoursRepository } from './coaching-hours-repository.ts';
import { memoryCoachingLogPublicationRepository } from './coaching-log-publication-repository.ts';
import { memoryCompetencyRatingRepository } from './competency-rating-repository.ts';
import { memoryContactMessageRepository } from './contact-message-repository.ts';
import { memoryDashboardQueries } from './dashboard-queries.ts';
import { memoryExportFileRepository } from './export-file-repository.ts';
import { memoryGroupMailRepository } from './group-mail-repository.ts';
import { memoryExternalIdentityRepository, memoryIdentityFlowRepository } from './identity-repositories.ts';
import { memoryJobRunRepository } from './job-run-repository.ts';
import { memoryLedgerRepository } from './ledger-repository.ts';
import { memoryMatchingRunRepository } from './matching-run-repository.ts';
import { memoryMembershipNoticeRepository } from './membership-notice-repository.ts';
import { createMemoryStore, type MemoryDb, type MemorySnapshot } from './memory-database.ts';
import { memoryNotificationRepository } from './notification-repository.ts';
import { memoryOrderRepository } from './order-repository.ts';
import { memoryOutboxRepository } from './outbox-repository.ts';
import { memoryPasswordResetRequestRepository } from './password-reset-request-repository.ts';
import { memoryProfileRepository } from './profile-repository.ts';
import { memoryProjectMessageRepository } from './project-message-repository.ts';
import { memoryProjectRepository } from './project-repository.ts';
import { memoryProjectRequestRepository } from './project-request-repository.ts';
import { memoryProjectSessionRepository } from './project-session-repository.ts';
import {
  memoryBadgeRepository,
  memoryMembershipPackageRepository,
  memorySettingsRepository,
} from './reference-data-repositories.ts';
import { memoryReportQueries } from './report-queries.ts';
import { memorySessionPlanRepository } from './session-plan-repository.ts';
import { memorySessionRepository } from './session-repository.ts';
import { memorySignInThrottleRepository } from './sign-in-throttle-repository.ts';
import { memoryTrustedDeviceRepository } from './trusted-device-repository.ts';

export type { MemorySnapshot } from './memory-database.ts';

/**
 * Units of work run one at a time here (memory-database.ts), so no other one can hold a lock while
 * this one asks: every lock is granted at once. That is what the advisory lock ensures on
 * PostgreSQL (one matching run writes at a time), given by the store's queue instead.
 */
const locksOfASingleWriter: TransactionLocks = {
  tryLock: async () => true,
};

/** Every repository on one view of the store; a new repository is one more line here. */
function repositoriesOn(db: MemoryDb): Repositories {
  return { ...readRepositoriesOn(db), locks: locksOfASingleWriter };
}

/** The repositories without the locks, which only a unit of work hands out. */
function readRepositoriesOn(db: MemoryDb): Omit<Repositories, 'locks'> {
  return {
    accounts: memoryAccountRepository(db),
    sessions: memorySessionRepository(db),
    badges: memoryBadgeRepository(db),
    membershipPackages: memoryMembershipPackageRepository(db),
    settings: memorySettingsRepository(db),
    ledger: memoryLedgerRepository(db),
    signInThrottles: memorySignInThrottleRepository(db),
    trustedDevices: memoryTrustedDeviceRepository(db),
    accountTokens: memoryAccountTokenRepository(db),
    passwordResetRequests: memoryPasswordResetRequestRepository(db),
    auditLog: memoryAuditLogRepository(db),
    dashboards: memoryDashboardQueries(db),
    reports: memoryReportQueries(db),
    profiles: memoryProfileRepository(db),
    contactMessages: memoryContactMessageRepository(db),
    accountFiles: memoryAccountFileRepository(db),
    outbox: memoryOutboxRepository(db),
    jobRuns: memoryJobRunRepository(db),
    projectRequests: memoryProjectRequestRepository(db),
    projects: memoryProjectRepository(db),
    matchingRuns: memoryMatchingRunRepository(db),
    checkouts: memoryCheckoutRepository(db),
    orders: memoryOrderRepository(db),
    membershipNotices: memoryMembershipNoticeRepository(db),
    projectSessions: memoryProjectSessionRepository(db),
    sessionPlans: memorySessionPlanRepository(db),
    coachingHours: memoryCoachingHoursRepository(db),
    projectMessages: memoryProjectMessageRepository(db),
    competencyRatings: memoryCompetencyRatingRepository(db),
    coachingLogPublications: memoryCoachingLogPublicationRepository(db),
    externalIdentities: memoryExternalIdentityRepository(db),
    identityFlows: memoryIdentityFlowRepository(db),
    exportFiles: memoryExportFileRepository(db),
    groupMails: memoryGroupMailRepository(db),
    bulkActions: memoryBulkActionRepository(db),
    notifications: memoryNotificationRepository(db),
  };
}

export interface MemoryPersistenceOptions {
  /** The time column defaults take (`created_at`); the system clock unless given. */
  readonly clock?: Clock;
}

/**
 * Repositories and a unit of work kept in memory, passing the same repository contract suite as
 * PostgreSQL and PGlite (adapters/src/testing/repository-contract.ts). For tests and tools only:
 * nothing survives the process and there is one writer at a time, so the composition root never
 * chooses it.
 *
 * Outside a unit of work the repositories only read (a write throws), and they see committed data
 * only. Units of work run one at a time; one that throws leaves nothing behind.
 */
export function createMemoryPersistence(options: MemoryPersistenceOptions = {}): MemoryPersistence {
  return persistenceOn(createMemoryStore(options.clock ?? { now: () => new Date() }));
}

/**
 * The same, with the means to go back to an earlier state: the front ends' test API seeds once and
 * comes back to the seeded state after every test (server/src/testing/front-end-api.ts).
 */
export function createRestorableMemoryPersistence(options: MemoryPersistenceOptions = {}) {
  const store = createMemoryStore(options.clock ?? { now: () => new Date() });
  return {
    persistence: persistenceOn(store),
    snapshot: (): MemorySnapshot => store.snapshot(),
    restore: (snapshot: MemorySnapshot): Promise<void> => store.restore(snapshot),
  };
}

export interface MemoryPersistence {
  repositories: ReadRepositories;
  unitOfWork: UnitOfWork;
  keptMatchingPlan: KeptMatchingPlan;
}

function persistenceOn(store: ReturnType<typeof createMemoryStore>): MemoryPersistence {
  return {
    repositories: readRepositoriesOn(store.committedDb),
    unitOfWork: {
      run: (work) => store.transaction((db) => work({ repositories: repositoriesOn(db) })),
    },
    keptMatchingPlan: createKeptMatchingPlan(),
  };
}
