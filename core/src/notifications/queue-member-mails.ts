import { isOptionalMailKind } from '../mail/mail-choices.ts';
import type { NewNotification } from '../ports/notification-repository.ts';
import type { NewOutboxMail } from '../ports/outbox-repository.ts';
import type { Repositories } from '../ports/repositories.ts';
import { notificationOf } from './mail-notifications.ts';

/** A mail to a member: the outbox's mail and the account it is for. */
export type MemberMail = NewOutboxMail & { readonly accountId: string };

/**
 * Queues mails to members in the caller's unit of work (ADR 0055): each kind that brings a
 * notification (`notificationOfMail`) writes it for the recipient, and each mail goes to the outbox
 * unless the member switched its kind off in their settings (an essential kind is never skipped).
 * Answers how many mails were queued.
 */
export async function queueMemberMails(
  repositories: Pick<Repositories, 'outbox' | 'notifications' | 'groupMails'>,
  mails: readonly MemberMail[],
): Promise<number> {
  if (mails.length === 0) return 0;
  const asked = [
    ...new Set(mails.filter((mail) => isOptionalMailKind(mail.template)).map((mail) => mail.accountId)),
  ];
  const switchedOff = asked.length > 0 ? await repositories.groupMails.switchedOffOf(asked) : new Map();
  const kept = mails.filter((mail) => !switchedOff.get(mail.accountId)?.includes(mail.template));
  const notifications = mails.flatMap((mail): NewNotification[] => {
    const content = notificationOf(mail);
    return content ? [{ ...content, accountId: mail.accountId, createdAt: mail.createdAt }] : [];
  });
  if (notifications.length > 0) await repositories.notifications.addMany(notifications);
  if (kept.length > 0) {
    const outboxMails = kept.map(({ accountId: _accountId, ...mail }) => mail as NewOutboxMail);
    await repositories.outbox.enqueueMany(outboxMails);
  }
  return kept.length;
}
