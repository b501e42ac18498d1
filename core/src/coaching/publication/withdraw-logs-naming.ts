import { type Account, fullNameOf } from '../../accounts/domain/account.ts';
import { publishedLogSchema } from '../../contracts/coaching-log-publications.ts';
import { notificationLinks } from '../../notifications/notification-links.ts';
import type { TransactionContext } from '../../ports/unit-of-work.ts';
import type { UseCaseContext } from '../../shared/context.ts';
import { auditWithdrawal } from './withdrawal-audit.ts';

/**
 * A member being erased may be named on their coaches' published logs (as far as they agreed: the
 * name, the contact e-mail). A signed snapshot cannot change, and a public page must not keep a
 * deleted person's name, so each such publication is withdrawn (its address answers 410) and its
 * coach is told, to publish again: the new log shows the client as "Client 3". The coach's hours
 * are untouched; only the old link ends. Only the logs of the person's own coaches are read, and
 * only a row that names them (by name or e-mail) counts, so no one else's log is withdrawn. Each
 * withdrawal is audited as the coach's own is, with why.
 */
export async function withdrawLogsNaming(
  tx: TransactionContext,
  ctx: UseCaseContext,
  person: Account,
  at: Date,
): Promise<void> {
  const { projects, coachingLogPublications, notifications } = tx.repositories;
  const coachIds = new Set(
    (await projects.listDetailsOfAccount(person.id))
      .filter((project) => project.coacheeAccountId === person.id)
      .map((project) => project.coachAccountId),
  );
  const fullName = fullNameOf(person);
  for (const coachId of coachIds) {
    for (const publication of await coachingLogPublications.listByAccount(coachId)) {
      if (publication.revokedAt) continue;
      const { rows } = publishedLogSchema.parse(JSON.parse(publication.payload));
      const namesPerson = rows.some(
        (row) => (row.named && row.client === fullName) || row.contactEmail === person.email,
      );
      if (!namesPerson) continue;
      await coachingLogPublications.revoke(publication.id, coachId, at);
      await auditWithdrawal(tx, ctx, publication.id, at, 'clientDeleted');
      await notifications.addMany([
        {
          accountId: coachId,
          kind: 'publishedLogWithdrawn',
          data: { publishedAt: publication.publishedAt.toISOString() },
          link: notificationLinks.coachingLog,
          createdAt: at,
        },
      ]);
    }
  }
}
