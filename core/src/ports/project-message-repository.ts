import type {
  MessagePosition,
  MessageReadMark,
  NewProjectMessage,
  ProjectMessage,
} from '../messages/domain/project-message.ts';

export interface ProjectMessageReads {
  findById(id: string): Promise<ProjectMessage | null>;
  /**
   * At most `limit` messages of the project, newest first, strictly older than `before` (from the
   * newest when null): a keyset page along `(created_at, id)`, never OFFSET.
   */
  listOfProject(projectId: string, before: MessagePosition | null, limit: number): Promise<ProjectMessage[]>;
  /** Every message the member wrote, in every project, oldest first ("download my data"). */
  listByAuthor(accountId: string): Promise<ProjectMessage[]>;
  /** The member's mark in the thread; a mark with nulls when they never read it nor were mailed. */
  findReadMark(projectId: string, accountId: string): Promise<MessageReadMark>;
  /** Messages of the project written by others than `accountId` after `after` (all when null). */
  countFromOthersAfter(projectId: string, accountId: string, after: Date | null): Promise<number>;
}

/** The threads of projects; a message is never changed nor deleted. */
export interface ProjectMessageRepository extends ProjectMessageReads {
  insert(message: NewProjectMessage): Promise<ProjectMessage>;
  /** The member read the thread at `at`: unread ends, and the next message may mail them again. */
  markRead(projectId: string, accountId: string, at: Date): Promise<void>;
  /**
   * Notes that a "new message" mail goes to the member, unless one went since they last read the
   * thread: true when this call noted it (mail now), false when one is already waiting.
   */
  claimMail(projectId: string, accountId: string, at: Date): Promise<boolean>;
}
