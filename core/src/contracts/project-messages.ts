import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr, requiredText } from './fields.ts';
import { projectRoleSchema } from './projects.ts';

/**
 * The message thread of a project (issue 32, ADR 0057): plain text between its two partners, read
 * newest at the bottom and paged backwards by keyset; administrators read it when a dispute needs it.
 */

/** The longest message: a few paragraphs, not a document. */
export const maxMessageLength = 2000;

/** Messages in one page of a thread. */
export const messagePageSize = 30;

export const postProjectMessageInputSchema = z
  .object({
    projectId: z.uuid({ error: requiredOr('invalidValue') }),
    /** Plain text: shown as typed, never as HTML; links stay text. */
    body: requiredText(maxMessageLength).transform((body) => body.trim()),
  })
  .meta({ id: 'PostProjectMessageInput' });
export type PostProjectMessageInput = z.input<typeof postProjectMessageInputSchema>;

export const projectMessagesQuerySchema = z
  .object({
    projectId: z.uuid({ error: requiredOr('invalidValue') }),
    /** The oldest message of the page already shown: the page before it comes. Absent: the newest page. */
    before: z.uuid({ error: 'invalidValue' }).optional(),
  })
  .meta({ id: 'ProjectMessagesQuery' });
export type ProjectMessagesQuery = z.input<typeof projectMessagesQuerySchema>;

export const projectMessagesReadInputSchema = z
  .object({ projectId: z.uuid({ error: requiredOr('invalidValue') }) })
  .meta({ id: 'ProjectMessagesReadInput' });

/** One message as a partner reads it: who wrote it by role and whether it is the reader's own. */
export const projectMessageViewSchema = z
  .object({
    id: z.uuid(),
    /** The author's role in the project. */
    authorRole: projectRoleSchema,
    /** Whether the reader wrote it. */
    mine: z.boolean(),
    /** The author's name and surname (partners know each other's names; never an e-mail). */
    authorName: z.string(),
    body: z.string(),
    createdAt: isoDateTimeSchema,
    /** Whether the reader had not read it yet (the partner's messages after the reader last read the thread). */
    unread: z.boolean(),
  })
  .meta({ id: 'ProjectMessageView' });
export type ProjectMessageView = z.infer<typeof projectMessageViewSchema>;

export const projectMessageThreadSchema = z
  .object({
    projectId: z.uuid(),
    /** Oldest first: the newest at the bottom. */
    items: z.array(projectMessageViewSchema),
    /** The id to ask `before` for the older page; null when this page holds the first message. */
    olderBefore: z.uuid().nullable(),
    /** Whether the reader may write: only while the project is open. */
    canPost: z.boolean(),
    /** The partner's messages the reader has not read (in the whole thread). */
    unreadCount: z.int(),
  })
  .meta({ id: 'ProjectMessageThread' });
export type ProjectMessageThread = z.infer<typeof projectMessageThreadSchema>;

/** `GET /projects/{projectId}/messages`: an administrator reads a thread (audited). */
export const adminProjectMessagesQuerySchema = z
  .object({
    projectId: z.uuid({ error: requiredOr('invalidValue') }),
    before: z.uuid({ error: 'invalidValue' }).optional(),
  })
  .meta({ id: 'AdminProjectMessagesQuery' });

export const adminProjectMessageSchema = z
  .object({
    id: z.uuid(),
    authorRole: projectRoleSchema,
    authorName: z.string(),
    body: z.string(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'AdminProjectMessage' });

export const adminProjectMessageThreadSchema = z
  .object({
    projectId: z.uuid(),
    items: z.array(adminProjectMessageSchema),
    olderBefore: z.uuid().nullable(),
  })
  .meta({ id: 'AdminProjectMessageThread' });
export type AdminProjectMessageThread = z.infer<typeof adminProjectMessageThreadSchema>;
