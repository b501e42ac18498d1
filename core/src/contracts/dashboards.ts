import { z } from 'zod';
import { accountRoleTypeSchema } from './account-value-schemas.ts';
import { credentialProgressSchema } from './coaching.ts';
import { coachingNeedSchema } from './coaching-needs.ts';
import { isoDateTimeSchema } from './common.ts';
import { badgeReferenceSchema } from './session.ts';

/** The state of a member's proof of education, as the dashboard tells it. */
export const proofStatusSchema = z
  .object({
    /** `none` until a proof is uploaded; otherwise the state of the newest one. */
    state: z.enum(['none', 'pending', 'approved', 'rejected']),
    /** Why the newest proof was rejected; the member uploads a new one. */
    rejectionReason: z.string().nullable(),
    uploadedAt: isoDateTimeSchema.nullable(),
    reviewedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'ProofStatus' });
export type ProofStatus = z.infer<typeof proofStatusSchema>;

/** Open and all projects, as coach and as coachee. */
export const projectCountsSchema = z.object({
  openAsCoach: z.int(),
  totalAsCoach: z.int(),
  openAsCoachee: z.int(),
  totalAsCoachee: z.int(),
});

/**
 * The dashboard's share of the coaching log: the hours coached that count (from the training start
 * on), and the credential they count towards next, as the coaching log computes them.
 */
export const dashboardCoachingSchema = z
  .object({
    hours: z.number(),
    /** The first credential not reached yet; the last one once every one is. */
    next: credentialProgressSchema.nullable(),
  })
  .meta({ id: 'DashboardCoaching' });
export type DashboardCoaching = z.infer<typeof dashboardCoachingSchema>;

export const memberDashboardSchema = z
  .object({
    fullName: z.string(),
    accountRoleType: accountRoleTypeSchema,
    score: z.int(),
    badge: badgeReferenceSchema,
    /** Session hours given as coach (the `coach_sessions` entries of the ledger). */
    hoursCoached: z.int(),
    /** Session hours received as coachee (the `coachee_sessions` entries of the ledger). */
    hoursReceived: z.int(),
    projects: projectCountsSchema,
    /** Open projects, as coach and as coachee together. */
    activeProjectCount: z.int(),
    totalProjectCount: z.int(),
    proof: proofStatusSchema,
    subscriptionEndDate: isoDateTimeSchema.nullable(),
    /** Null for those who take no part in projects (guests): they have no coaching hours. */
    coaching: dashboardCoachingSchema.nullable(),
    /**
     * What the member still needs before they can ask to coach, in the rules' order; empty when
     * nothing stands in the way, null for those who take no part in projects.
     */
    coachingNeeds: z.array(coachingNeedSchema).nullable(),
  })
  .meta({ id: 'MemberDashboard' });

export type MemberDashboard = z.infer<typeof memberDashboardSchema>;

export const membersByStateSchema = z
  .object({
    total: z.int(),
    /** Active and not locked. */
    active: z.int(),
    /** Passive and not locked. */
    passive: z.int(),
    /** Locked, whether active or passive. */
    locked: z.int(),
    membershipActive: z.int(),
    membershipExpired: z.int(),
    noMembership: z.int(),
  })
  .meta({ id: 'MembersByState' });
export type MembersByStateView = z.infer<typeof membersByStateSchema>;

export const adminDashboardSchema = z
  .object({
    fullName: z.string(),
    accountRoleType: accountRoleTypeSchema,
    /** Members (role User) by access and by membership. */
    members: membersByStateSchema,
    proofs: z.object({
      /** Proofs of education waiting for review. */
      waiting: z.int(),
      /** Waiting longer than the review target (Turkish public holidays and weekends not counted). */
      overdue: z.int(),
      reviewTargetWorkingDays: z.int(),
    }),
    /** New members per calendar month (Istanbul time), the last 12 months, oldest first, zeros included. */
    signUpsPerMonth: z.array(z.object({ month: z.string().meta({ example: '2026-03' }), count: z.int() })),
    /** Requests waiting for a partner, and projects not closed yet (issue 31). */
    work: z.object({ openRequests: z.int(), openProjects: z.int() }),
    packageCount: z.int(),
    badgeCount: z.int(),
  })
  .meta({ id: 'AdminDashboard' });

export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
