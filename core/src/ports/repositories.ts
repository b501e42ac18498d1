import type { AccountFileReads, AccountFileRepository } from './account-file-repository.ts';
import type { AccountReads, AccountRepository } from './account-repository.ts';
import type { AccountTokenRepository } from './account-token-repository.ts';
import type { AuditLogReads, AuditLogRepository } from './audit-log-repository.ts';
import type { BadgeReads, BadgeRepository } from './badge-repository.ts';
import type { BulkActionReads, BulkActionRepository } from './bulk-action-repository.ts';
import type { CheckoutReads, CheckoutRepository } from './checkout-repository.ts';
import type {
  CoachingLogPublicationReads,
  CoachingLogPublicationRepository,
} from './coaching-log-publication-repository.ts';
import type { CompetencyRatingReads, CompetencyRatingRepository } from './competency-rating-repository.ts';
import type { ContactMessageReads, ContactMessageRepository } from './contact-message-repository.ts';
import type { DashboardQueries } from './dashboard-queries.ts';
import type { ExportFileReads, ExportFileRepository } from './export-file-repository.ts';
import type { ExternalIdentityReads, ExternalIdentityRepository } from './external-identity-repository.ts';
import type { GroupMailReads, GroupMailRepository } from './group-mail-repository.ts';
import type { IdentityFlowRepository } from './identity-flow-repository.ts';
import type { JobRunReads, JobRunRepository } from './job-run-repository.ts';
import type { LedgerReads, LedgerRepository } from './ledger-repository.ts';
import type { MatchingRunReads, MatchingRunRepository } from './matching-run-repository.ts';
import type { MembershipNoticeRepository } from './membership-notice-repository.ts';
import type { MembershipPackageReads, MembershipPackageRepository } from './membership-package-repository.ts';
import type { NotificationReads, NotificationRepository } from './notification-repository.ts';
import type { OrderReads, OrderRepository } from './order-repository.ts';
import type { OutboxReads, OutboxRepository } from './outbox-repository.ts';
import type { PasswordResetRequestRepository } from './password-reset-request-repository.ts';
import type { ProfileReads, ProfileRepository } from './profile-repository.ts';
import type { ProjectMessageReads, ProjectMessageRepository } from './project-message-repository.ts';
import type { ProjectReads, ProjectRepository } from './project-repository.ts';
import type { ProjectRequestReads, ProjectRequestRepository } from './project-request-repository.ts';
import type {
  CoachingHoursReads,
  CoachingHoursRepository,
  ProjectSessionReads,
  ProjectSessionRepository,
} from './project-session-repository.ts';
import type { ReportQueries } from './report-queries.ts';
import type { SessionPlanReads, SessionPlanRepository } from './session-plan-repository.ts';
import type { SessionReads, SessionRepository } from './session-repository.ts';
import type { SettingsReads, SettingsRepository } from './settings-repository.ts';
import type { SignInThrottleRepository } from './sign-in-throttle-repository.ts';
import type { TransactionLocks } from './transaction-locks.ts';
import type { TrustedDeviceReads, TrustedDeviceRepository } from './trusted-device-repository.ts';

/** Every repository with reads, row locks and writes: only a unit of work hands these out. */
export interface Repositories {
  readonly accounts: AccountRepository;
  readonly sessions: SessionRepository;
  readonly badges: BadgeRepository;
  readonly membershipPackages: MembershipPackageRepository;
  readonly settings: SettingsRepository;
  readonly ledger: LedgerRepository;
  readonly outbox: OutboxRepository;
  readonly jobRuns: JobRunRepository;
  readonly signInThrottles: SignInThrottleRepository;
  readonly trustedDevices: TrustedDeviceRepository;
  readonly accountTokens: AccountTokenRepository;
  readonly passwordResetRequests: PasswordResetRequestRepository;
  readonly auditLog: AuditLogRepository;
  readonly profiles: ProfileRepository;
  readonly contactMessages: ContactMessageRepository;
  readonly accountFiles: AccountFileRepository;
  readonly projectRequests: ProjectRequestRepository;
  readonly projects: ProjectRepository;
  readonly matchingRuns: MatchingRunRepository;
  readonly checkouts: CheckoutRepository;
  readonly orders: OrderRepository;
  readonly membershipNotices: MembershipNoticeRepository;
  readonly projectSessions: ProjectSessionRepository;
  readonly sessionPlans: SessionPlanRepository;
  readonly coachingHours: CoachingHoursRepository;
  readonly projectMessages: ProjectMessageRepository;
  readonly competencyRatings: CompetencyRatingRepository;
  readonly coachingLogPublications: CoachingLogPublicationRepository;
  readonly externalIdentities: ExternalIdentityRepository;
  readonly identityFlows: IdentityFlowRepository;
  readonly exportFiles: ExportFileRepository;
  readonly groupMails: GroupMailRepository;
  readonly bulkActions: BulkActionRepository;
  readonly notifications: NotificationRepository;
  readonly locks: TransactionLocks;
  readonly dashboards: DashboardQueries;
  readonly reports: ReportQueries;
}

/**
 * The reads a use case may make outside a unit of work. Nothing here writes or locks, so code
 * outside a transaction cannot change anything, and code inside one that slips to these by
 * mistake can neither write around its transaction nor wait on its own row lock.
 */
export interface ReadRepositories {
  readonly accounts: AccountReads;
  readonly sessions: SessionReads;
  readonly badges: BadgeReads;
  readonly membershipPackages: MembershipPackageReads;
  readonly settings: SettingsReads;
  readonly ledger: LedgerReads;
  readonly outbox: OutboxReads;
  readonly jobRuns: JobRunReads;
  readonly auditLog: AuditLogReads;
  readonly profiles: ProfileReads;
  readonly contactMessages: ContactMessageReads;
  readonly accountFiles: AccountFileReads;
  readonly projectRequests: ProjectRequestReads;
  readonly projects: ProjectReads;
  readonly matchingRuns: MatchingRunReads;
  readonly checkouts: CheckoutReads;
  readonly orders: OrderReads;
  readonly projectSessions: ProjectSessionReads;
  readonly sessionPlans: SessionPlanReads;
  readonly coachingHours: CoachingHoursReads;
  readonly projectMessages: ProjectMessageReads;
  readonly competencyRatings: CompetencyRatingReads;
  readonly coachingLogPublications: CoachingLogPublicationReads;
  readonly externalIdentities: ExternalIdentityReads;
  readonly trustedDevices: TrustedDeviceReads;
  readonly exportFiles: ExportFileReads;
  readonly groupMails: GroupMailReads;
  readonly bulkActions: BulkActionReads;
  readonly notifications: NotificationReads;
  readonly dashboards: DashboardQueries;
  readonly reports: ReportQueries;
}
