import type { RateLimitRule } from '../../ports/rate-limiter.ts';

/** One message of a project's thread, as stored. */
export interface ProjectMessage {
  readonly id: string;
  readonly projectId: string;
  readonly authorAccountId: string;
  /** Plain text, trimmed, 1 to `maxMessageLength` characters. */
  readonly body: string;
  readonly createdAt: Date;
}

export type NewProjectMessage = Omit<ProjectMessage, 'id'>;

/** Where a member stands in a thread: when they last read it, and whether a mail already waits for them. */
export interface MessageReadMark {
  readonly projectId: string;
  readonly accountId: string;
  /** Null before they first opened the thread. */
  readonly lastReadAt: Date | null;
  /**
   * Set when a "new message" mail went to them and they have not read the thread since: no second
   * mail goes out until they do (ADR 0057).
   */
  readonly mailedAt: Date | null;
}

/** A keyset position in a thread: messages before it are older. */
export interface MessagePosition {
  readonly createdAt: Date;
  readonly id: string;
}

/**
 * Posting budget per member: 30 messages in 10 minutes (a lively exchange passes; a script that
 * floods the partner, and their mailbox, does not).
 */
export const messagePostsPerAccount: RateLimitRule = {
  name: 'project-message-posts',
  points: 30,
  durationSeconds: 600,
};
