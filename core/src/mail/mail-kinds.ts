import { z } from 'zod';
import { isoDateTimeSchema } from '../contracts/common.ts';
import { languageSchema } from '../contracts/language.ts';
import { orderMethodSchema } from '../contracts/orders.ts';
import { projectRoleSchema } from '../contracts/projects.ts';
import { projectNoticeKinds } from '../projects/domain/project.ts';

/**
 * Every kind of mail the platform sends, with the data its template needs. Adding a kind (issue 6:
 * `verifyEmail`, `resetPassword`, …) is one entry here; the renderer's template registry in
 * adapters is typed from this map, so the build fails until the kind has its template.
 *
 * The data is stored in the outbox as JSON and parsed with its schema again when the mail is
 * rendered, so a template never meets data of another shape (an old row, a hand-edited one).
 */
export const mailDataSchemas = {
  /** An administrator checks that mail leaves: sent to their own address. */
  test: z.object({ name: z.string(), requestedAt: isoDateTimeSchema }),
  /** A member forgot the password: a single-use link to `/newpassword/{token}`. */
  resetPassword: z.object({ name: z.string(), token: z.string(), expiresInMinutes: z.int() }),
  /** An administrator created the account without a password: a single-use link to choose one. */
  setPassword: z.object({ name: z.string(), email: z.string(), token: z.string(), expiresInDays: z.int() }),
  /** A member's proof of education was approved. */
  proofApproved: z.object({ name: z.string() }),
  /** A member's proof of education was rejected: the administrator's reason, and a new upload to make. */
  proofRejected: z.object({ name: z.string(), reason: z.string() }),
  /**
   * An administrator corrected the account's identity document (ADR 0032): which kind it is now,
   * its last characters only (a mail is no place for the whole number), and the reason.
   */
  identityCorrected: z.object({
    name: z.string(),
    document: z.enum(['identityNumber', 'passportNumber']),
    ending: z.string(),
    reason: z.string(),
  }),
  /** Someone wrote through the contact form: sent to every active administrator, in their language. */
  contactMessage: z.object({
    recipientName: z.string(),
    senderName: z.string(),
    senderEmail: z.string(),
    message: z.string(),
    /** The language of the page the message was sent from. */
    senderLanguage: z.enum(['tr', 'en']),
    sentAt: isoDateTimeSchema,
  }),
  /** Two members were paired: each learns the partner, the role, the language and the deadline. */
  projectMatched: z.object({
    name: z.string(),
    partnerName: z.string(),
    /** Null for a coach whose coachee keeps their e-mail private (ADR 0033). */
    partnerEmail: z.string().nullable(),
    /**
     * Whether the coachee shares their e-mail: if not, the coachee gets in touch first. Mails
     * queued before the field existed named both addresses, so they read as shared.
     */
    coacheeSharesEmail: z.boolean().default(true),
    role: projectRoleSchema,
    language: languageSchema,
    deadlineAt: isoDateTimeSchema,
    projectId: z.string(),
  }),
  /** The coach sent a closing request: the coachee confirms from `/projectcompletionrequestapprovalbycoachee/{id}`. */
  closingRequestSent: z.object({
    name: z.string(),
    coachName: z.string(),
    sessionCount: z.int(),
    confirmBy: isoDateTimeSchema,
    projectCompletionRequestId: z.string(),
  }),
  /** A project was completed (by the coachee, by confirmation, or by the system when the window passed). */
  projectCompleted: z.object({
    name: z.string(),
    partnerName: z.string(),
    role: projectRoleSchema,
    state: z.enum(['completed_by_coachee', 'completed_confirmed', 'completed_by_system']),
    sessionCount: z.int(),
    /** The points this project moved for the recipient (+n, −n or 0). */
    points: z.int(),
  }),
  /** Nobody closed the project in time: the system ended it with the penalty for both. */
  projectEndedBySystem: z.object({
    name: z.string(),
    partnerName: z.string(),
    role: projectRoleSchema,
    penaltyPoints: z.int(),
    startedAt: isoDateTimeSchema,
  }),
  /** An administrator aborted the project, with a reason; no points move. */
  projectAborted: z.object({
    name: z.string(),
    partnerName: z.string(),
    role: projectRoleSchema,
    reason: z.string(),
  }),
  /** A deadline is near: the 15-week end (7 days and 1 day before) or the confirmation window (1 day before). */
  projectDeadlineWarning: z.object({
    name: z.string(),
    partnerName: z.string(),
    role: projectRoleSchema,
    kind: z.enum(projectNoticeKinds),
    dueAt: isoDateTimeSchema,
    /** Set for the confirmation warning: the coachee's confirm link. */
    projectCompletionRequestId: z.string().nullable(),
  }),
  /** A new member paid: a single-use link to `/verifyemail/{token}` (also sent again on request). */
  verifyEmail: z.object({ name: z.string(), token: z.string(), expiresInDays: z.int() }),
  /**
   * A member asked, on the settings page, to delete their account: a single-use link to
   * `/deleteaccount/{token}`, where they confirm it.
   */
  deleteAccount: z.object({ name: z.string(), token: z.string(), expiresInMinutes: z.int() }),
  /** A membership was bought or granted: the receipt. */
  orderReceipt: z.object({
    name: z.string(),
    orderNumber: z.int(),
    packageNameTr: z.string(),
    packageNameEn: z.string(),
    periodMonths: z.int(),
    priceUsd: z.string(),
    currency: z.string(),
    method: orderMethodSchema,
    orderedAt: isoDateTimeSchema,
    /** The membership period the order added. */
    startsAt: isoDateTimeSchema,
    endsAt: isoDateTimeSchema,
  }),
  /** The membership ends in a few days (7 days before): renew at `/user/membership-renewal`. */
  membershipExpiring: z.object({
    name: z.string(),
    subscriptionEndDate: isoDateTimeSchema,
    daysLeft: z.int(),
  }),
  /** The membership has ended: requests are refused (4029) until the member renews. */
  membershipExpired: z.object({ name: z.string(), subscriptionEndDate: isoDateTimeSchema }),
  /**
   * Two weeks passed in an open project without a logged session (once per gap): to both partners,
   * with a link to the project's session log.
   */
  sessionReminder: z.object({
    name: z.string(),
    partnerName: z.string(),
    role: projectRoleSchema,
    projectId: z.string(),
    /** Days since the last session (or since the start, before the first). */
    days: z.int(),
    /** The last session's day (`YYYY-MM-DD`); null before the first. */
    lastSessionOn: z.string().nullable(),
  }),
  /**
   * The partner wrote in the project's thread (ADR 0057): who, and a link to the thread. At most one
   * such mail per thread and recipient until they read it; never the text, never an address.
   */
  projectMessage: z.object({
    name: z.string(),
    partnerName: z.string(),
    /** The recipient's role in the project. */
    role: projectRoleSchema,
    projectId: z.string(),
  }),
  /**
   * A session both partners agreed on (ADR 0056), to each partner with a calendar invite (.ics,
   * METHOD:REQUEST; METHOD:CANCEL once cancelled). `email` is the recipient's own address, the only
   * attendee of their copy, so no copy names the partner's address. `sequence` is the invite's
   * SEQUENCE: a new time or a cancellation sends the same UID with a higher one.
   */
  sessionInvite: z.object({
    name: z.string(),
    email: z.string(),
    partnerName: z.string(),
    role: projectRoleSchema,
    projectId: z.string(),
    scheduledSessionId: z.string(),
    startsAt: isoDateTimeSchema,
    minutes: z.int(),
    sequence: z.int(),
    change: z.enum(['scheduled', 'moved', 'cancelled']),
  }),
  /** A scheduled session starts within a day (the reminder job, once per session): to both partners. */
  sessionComingUp: z.object({
    name: z.string(),
    partnerName: z.string(),
    role: projectRoleSchema,
    projectId: z.string(),
    startsAt: isoDateTimeSchema,
    minutes: z.int(),
  }),
  /**
   * Programme news from the administrators (a mail to a group, ADR 0049): the subject and body in
   * the member's language, and their unsubscribe link's token (also in the List-Unsubscribe header).
   */
  programmeNews: z.object({
    name: z.string(),
    subject: z.string(),
    body: z.string(),
    unsubscribeToken: z.string(),
    groupMailId: z.string(),
  }),
} satisfies Record<string, z.ZodObject>;

export type MailTemplate = keyof typeof mailDataSchemas;

/**
 * Data fields that let the reader act as the recipient (a reset token). Once a mail is sent they
 * are no longer kept, and when mail leaves through a mail server, administrators' previews show
 * them hidden: neither the outbox screen nor a database backup then holds a working link.
 */
const secretFields: { readonly [T in MailTemplate]?: readonly (keyof MailData<T>)[] } = {
  resetPassword: ['token'],
  setPassword: ['token'],
  verifyEmail: ['token'],
  deleteAccount: ['token'],
  programmeNews: ['unsubscribeToken'],
};

/** What stands in for a secret field where it is hidden. */
export const hiddenSecret = 'hidden';

/** The mail's data with its secret fields replaced; the same data when it has none. */
export function withoutSecrets<
  M extends { readonly template: string; readonly data: Readonly<Record<string, unknown>> },
>(mail: M): M['data'] {
  const fields = isMailTemplate(mail.template) ? (secretFields[mail.template] ?? []) : [];
  if (fields.length === 0) return mail.data;
  return { ...mail.data, ...Object.fromEntries(fields.map((field) => [field, hiddenSecret])) };
}
export type MailData<T extends MailTemplate> = z.infer<(typeof mailDataSchemas)[T]>;

export const mailTemplates = Object.keys(mailDataSchemas) as [MailTemplate, ...MailTemplate[]];

/** A mail to render: a template with data of its shape. */
export type Mail = {
  [T in MailTemplate]: { readonly template: T; readonly data: MailData<T> };
}[MailTemplate];

export function isMailTemplate(name: string): name is MailTemplate {
  return Object.hasOwn(mailDataSchemas, name);
}

/** The stored template name and data as a typed mail; throws when either does not fit. */
export function parseMail(template: string, data: unknown): Mail {
  if (!isMailTemplate(template)) throw new Error(`Unknown mail template "${template}"`);
  return { template, data: mailDataSchemas[template].parse(data) } as Mail;
}
