import { z } from 'zod';
import { localDateSchema } from '../contracts/coaching.ts';
import { isoDateTimeSchema } from '../contracts/common.ts';
import { projectRoleSchema } from '../contracts/projects.ts';
import { projectNoticeKinds } from '../projects/domain/project.ts';

/**
 * Every kind of in-app notification (issue 32, ADR 0055), with the data its line in the list needs,
 * typed as the mails of mail-kinds.ts are. The data is stored as JSON and parsed with its schema
 * again when read, so the list never meets data of another shape. Adding a kind is one entry here,
 * one in `notificationOfMail` (mail-notifications.ts) when a mail kind brings it, and its line in
 * member-app's notification texts; the type checker finds the places that must say it.
 *
 * Nothing here names the member themselves or an e-mail address: a notification says what waits,
 * the page it links to shows the rest.
 */
export const notificationDataSchemas = {
  /** Two members were paired: the partner and the member's role. */
  projectMatched: z.object({ partnerName: z.string(), role: projectRoleSchema, projectId: z.string() }),
  /** The partner logged a session this member has to confirm (or dispute). */
  sessionToConfirm: z.object({ partnerName: z.string(), heldOn: localDateSchema, projectId: z.string() }),
  /** The coach sent a closing request: the coachee confirms it before `confirmBy`. */
  closingRequestWaiting: z.object({
    coachName: z.string(),
    confirmBy: isoDateTimeSchema,
    projectCompletionRequestId: z.string(),
  }),
  /** An administrator reviewed the member's proof of education. */
  proofReviewed: z.object({ approved: z.boolean(), reason: z.string().nullable() }),
  /** The membership ends soon (`ended` false) or has ended (true). */
  membershipEnding: z.object({ subscriptionEndDate: isoDateTimeSchema, ended: z.boolean() }),
  /** A project's deadline is near (the 15-week end, or the confirmation window). */
  deadlineNear: z.object({
    partnerName: z.string(),
    role: projectRoleSchema,
    kind: z.enum(projectNoticeKinds),
    dueAt: isoDateTimeSchema,
  }),
  /** The partner wrote in the project's thread: one until the member reads it (ADR 0057). */
  newMessage: z.object({ partnerName: z.string(), projectId: z.string() }),
  /** The partner proposed times for a session: this member accepts one or declines (ADR 0056). */
  proposalToAnswer: z.object({ partnerName: z.string(), projectId: z.string() }),
  /**
   * A client named on the member's published coaching log deleted their account: the log was
   * withdrawn, to be published again without their name (ADR 0054).
   */
  publishedLogWithdrawn: z.object({ publishedAt: isoDateTimeSchema }),
} satisfies Record<string, z.ZodObject>;

export type NotificationKind = keyof typeof notificationDataSchemas;
export type NotificationData<K extends NotificationKind> = z.infer<(typeof notificationDataSchemas)[K]>;

export const notificationKinds = Object.keys(notificationDataSchemas) as [
  NotificationKind,
  ...NotificationKind[],
];

/** What a notification says and where it leads, before it is someone's. */
export type NotificationContent = {
  [K in NotificationKind]: {
    readonly kind: K;
    readonly data: NotificationData<K>;
    /**
     * The page of the action, below the language root without a leading slash
     * (`user/projects`, `projectcompletionrequestapprovalbycoachee/{id}`).
     */
    readonly link: string;
  };
}[NotificationKind];

export function isNotificationKind(kind: string): kind is NotificationKind {
  return Object.hasOwn(notificationDataSchemas, kind);
}
