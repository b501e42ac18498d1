import type { MembershipNoticeRepository } from '@coach/core';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';
import { membershipNoticeKey, membershipNoticesTable } from './payment-tables.ts';

const membershipNoticeKinds = ['expiring', 'expired'];

/** The membership mails already sent, one per member, kind and end date, as on PostgreSQL. */
export function memoryMembershipNoticeRepository(db: MemoryDb): MembershipNoticeRepository {
  return {
    async listDue(kind, { from, to }, limit) {
      const notices = db.rows(membershipNoticesTable);
      return [...db.rows(accountsTable).values()]
        .filter((account) => {
          const end = account.subscriptionEndDate;
          return (
            account.accountRoleType === 'User' &&
            account.status === 'active' &&
            end !== null &&
            end.getTime() > from.getTime() &&
            end.getTime() <= to.getTime() &&
            !notices.has(membershipNoticeKey(account.id, kind, end))
          );
        })
        .sort(
          (a, b) =>
            (a.subscriptionEndDate?.getTime() ?? 0) - (b.subscriptionEndDate?.getTime() ?? 0) ||
            (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
        )
        .slice(0, limit)
        .map(copy);
    },

    async record(notice) {
      const rows = db.writable(membershipNoticesTable);
      if (!db.rows(accountsTable).has(notice.accountId)) {
        throw new Error('membership_notices_account_id_accounts_id_fk: no such account');
      }
      if (!membershipNoticeKinds.includes(notice.kind)) throw new Error('membership_notices_kind_check');
      // The primary key (account, kind, end date): like ON CONFLICT DO NOTHING.
      const key = membershipNoticeKey(notice.accountId, notice.kind, notice.subscriptionEndDate);
      if (rows.has(key)) return false;
      rows.set(key, copy(notice));
      return true;
    },
  };
}
