import type { GroupMailView } from '../contracts/group-mail.ts';
import type { GroupMail } from '../ports/group-mail-repository.ts';
import { progressOf } from './domain/group-audience.ts';

/** A mail to a group as the back office's history shows it. */
export function groupMailView(mail: GroupMail): GroupMailView {
  return {
    id: mail.id,
    subjectTr: mail.subjectTr,
    subjectEn: mail.subjectEn,
    audience: mail.audience,
    status: mail.status,
    recipientsTotal: mail.recipientsTotal,
    queued: mail.queued,
    skipped: mail.skipped,
    progress: mail.status === 'done' ? 100 : progressOf(mail.queued + mail.skipped, mail.matchingTotal),
    sentBy: mail.sentByLabel,
    createdAt: mail.createdAt.toISOString(),
    finishedAt: mail.finishedAt?.toISOString() ?? null,
  };
}
