import type { MembershipNoticeRepository } from '@coach/core';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { membershipNotices } from '../schema/payments.ts';
import { toAccount } from './account-repository.ts';

/** The membership mails already sent, per member, kind and end date, on PostgreSQL. */
export function membershipNoticeRepository(db: AppDatabase): MembershipNoticeRepository {
  return {
    async listDue(kind, { from, to }, limit) {
      // Keyed by the end date too: after a renewal the member is due a new pair of mails.
      const notSentYet = sql`not exists (select 1 from ${membershipNotices}
        where ${membershipNotices.accountId} = ${accounts.id} and ${membershipNotices.kind} = ${kind}
          and ${membershipNotices.subscriptionEndDate} = ${accounts.subscriptionEndDate})`;
      const rows = await db
        .select()
        .from(accounts)
        .where(
          and(
            eq(accounts.accountRoleType, 'User'),
            eq(accounts.status, 'active'),
            gt(accounts.subscriptionEndDate, from),
            lte(accounts.subscriptionEndDate, to),
            notSentYet,
          ),
        )
        .orderBy(asc(accounts.subscriptionEndDate), asc(accounts.id))
        .limit(limit);
      return rows.map(toAccount);
    },

    async record(notice) {
      const inserted = await db
        .insert(membershipNotices)
        .values(notice)
        .onConflictDoNothing()
        .returning({ accountId: membershipNotices.accountId });
      return inserted.length > 0;
    },
  };
}
