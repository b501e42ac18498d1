import { fullNameOf } from '../accounts/domain/account.ts';
import type { ProjectMessageView } from '../contracts/project-messages.ts';
import { messagePageSize } from '../contracts/project-messages.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { ProjectMessageReads } from '../ports/project-message-repository.ts';
import type { ProjectDetails } from '../projects/domain/project-details.ts';
import type { ProjectMessage } from './domain/project-message.ts';

/** The author of a message by role and name: never an e-mail address (ADR 0033, 0057). */
export function authorOf(project: ProjectDetails, message: ProjectMessage) {
  const coach = message.authorAccountId === project.coachAccountId;
  return {
    authorRole: coach ? ('coach' as const) : ('coachee' as const),
    authorName: fullNameOf(coach ? project.coach : project.coachee),
  };
}

/** A page of a thread, oldest first, and the id to ask for the page before it (null at the first message). */
export async function readMessagePage(
  messages: ProjectMessageReads,
  projectId: string,
  before: string | undefined,
): Promise<{ items: ProjectMessage[]; olderBefore: string | null }> {
  let position = null;
  if (before !== undefined) {
    const anchor = await messages.findById(before);
    // A cursor from another thread is no cursor of this one.
    if (anchor?.projectId !== projectId) throw new DomainError('recordNotFound');
    position = { createdAt: anchor.createdAt, id: anchor.id };
  }
  // One more than a page tells whether older messages remain.
  const newestFirst = await messages.listOfProject(projectId, position, messagePageSize + 1);
  const page = newestFirst.slice(0, messagePageSize);
  const olderBefore = newestFirst.length > messagePageSize ? (page.at(-1)?.id ?? null) : null;
  return { items: page.reverse(), olderBefore };
}

/** A message as one partner reads it. */
export function messageView(
  project: ProjectDetails,
  message: ProjectMessage,
  readerAccountId: string,
  lastReadAt: Date | null,
): ProjectMessageView {
  const mine = message.authorAccountId === readerAccountId;
  return {
    id: message.id,
    ...authorOf(project, message),
    mine,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    unread: !mine && (lastReadAt === null || message.createdAt > lastReadAt),
  };
}
