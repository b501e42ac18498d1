import type { PersonalDataErasure } from '@coach/core';
import { accountsTable, ledgerTable } from './account-tables.ts';
import { auditLogTable } from './audit-log-repository.ts';
import { coachingLogPublicationsTable } from './coaching-log-publication-repository.ts';
import { coachingPreferencesTable } from './coaching-tables.ts';
import { type MemoryDb, memoryTable } from './memory-database.ts';
import { notificationsTable } from './notification-repository.ts';
import { outboxTable } from './outbox-repository.ts';
import { ordersTable } from './payment-tables.ts';
import { projectsTable } from './project-tables.ts';

/** A row of a table that refers to an account (only the columns read here). */
type ReferringRow = Record<string, unknown>;

/**
 * The foreign keys to `accounts` (adapters/src/postgres/schema), which PostgreSQL follows on
 * DELETE: a row that is also another member's refuses the deletion (`on delete restrict`: projects,
 * their session log, ledger entries; ADR 0030); rows that are the account's own go with it (`on
 * delete cascade`); rows that only name it as their actor keep the row without the name (`on
 * delete set null`). The memory tables are named like the SQL tables, so a table is reached here
 * by its name alone.
 */
const restricts: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'projects', column: 'coachAccountId' },
  { table: 'projects', column: 'coacheeAccountId' },
  { table: 'project_sessions', column: 'recordedByAccountId' },
  { table: 'project_messages', column: 'authorAccountId' },
  { table: 'competency_ratings', column: 'coachAccountId' },
  { table: 'competency_ratings', column: 'coacheeAccountId' },
  { table: 'session_proposals', column: 'proposedByAccountId' },
  { table: 'ledger_entries', column: 'accountId' },
];

const cascades: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'sessions', column: 'accountId' },
  { table: 'account_tokens', column: 'accountId' },
  { table: 'account_files', column: 'accountId' },
  { table: 'account_avatars', column: 'accountId' },
  // A project is never deleted (`restrict` on its requests and on the rows under it): an account
  // in a project is refused above, so the requests that go with it never made one.
  { table: 'project_requests', column: 'accountId' },
  { table: 'checkouts', column: 'accountId' },
  { table: 'membership_notices', column: 'accountId' },
  { table: 'membership_periods', column: 'accountId' },
  { table: 'coaching_log_publications', column: 'accountId' },
  { table: 'external_identities', column: 'accountId' },
  { table: 'identity_flows', column: 'accountId' },
  { table: 'identity_tickets', column: 'accountId' },
  { table: 'project_message_reads', column: 'accountId' },
  // Exports a person asked for hold others' data and are only theirs to download (ADR 0042).
  { table: 'export_files', column: 'requestedBy' },
  // A member's notifications are theirs alone (ADR 0055).
  { table: 'notifications', column: 'accountId' },
  // A calendar feed is the member's own address (ADR 0056).
  { table: 'calendar_feeds', column: 'accountId' },
];

const setNulls: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'ledger_entries', column: 'actorAccountId' },
  { table: 'account_files', column: 'createdBy' },
  { table: 'account_files', column: 'reviewedBy' },
  { table: 'projects', column: 'closedByAccountId' },
  { table: 'projects', column: 'matchedByAccountId' },
  // Orders are records of money: they outlive the buyer and the administrator who granted them.
  { table: 'orders', column: 'accountId' },
  { table: 'orders', column: 'grantedByAccountId' },
  // A mail to a group and a saved filter are the programme's records; they outlive their author.
  { table: 'group_mails', column: 'sentById' },
  { table: 'saved_account_filters', column: 'createdBy' },
];

/** Foreign keys that keep their row but lose the name when the row they refer to went above. */
const followingSetNulls: ReadonlyArray<{ table: string; column: string; parent: string }> = [
  { table: 'orders', column: 'checkoutId', parent: 'checkouts' },
];

/** Throws like PostgreSQL when a `restrict` foreign key still refers to the account. */
export function assertAccountUnreferenced(db: MemoryDb, accountId: string): void {
  for (const { table, column } of restricts) {
    for (const row of db.rows(memoryTable<ReferringRow>(table)).values()) {
      if (row[column] === accountId) {
        throw new Error(
          `update or delete on table "accounts" violates foreign key constraint on table "${table}"`,
        );
      }
    }
  }
}

export function cascadeAccountDeletion(db: MemoryDb, accountId: string): void {
  // Keyed by the account's id, with no column naming it.
  db.writable(coachingPreferencesTable).delete(accountId);
  db.writable(memoryTable<ReferringRow>('mail_preferences')).delete(accountId);
  for (const { table, column } of cascades) {
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) if (row[column] === accountId) rows.delete(key);
  }
  for (const { table, column } of setNulls) {
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) if (row[column] === accountId) rows.set(key, { ...row, [column]: null });
  }
  for (const { table, column, parent } of followingSetNulls) {
    const parents = db.rows(memoryTable<ReferringRow>(parent));
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) {
      if (row[column] != null && !parents.has(row[column] as string))
        rows.set(key, { ...row, [column]: null });
    }
  }
}

/** The memory tier's `hasHistory` (adapters/src/postgres/repositories/account-erasure.ts). */
export function accountHasHistory(db: MemoryDb, accountId: string): boolean {
  const projects = [...db.rows(projectsTable).values()];
  return (
    projects.some((p) => p.coachAccountId === accountId || p.coacheeAccountId === accountId) ||
    [...db.rows(ledgerTable).values()].some((entry) => entry.accountId === accountId) ||
    [...db.rows(ordersTable).values()].some((order) => order.accountId === accountId)
  );
}

/** The account's own rows that `on delete cascade` would take, taken by hand when the row stays. */
const ownRows: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'sessions', column: 'accountId' },
  { table: 'account_tokens', column: 'accountId' },
  { table: 'account_files', column: 'accountId' },
  { table: 'account_avatars', column: 'accountId' },
  { table: 'external_identities', column: 'accountId' },
  { table: 'identity_flows', column: 'accountId' },
  { table: 'identity_tickets', column: 'accountId' },
  { table: 'membership_notices', column: 'accountId' },
  { table: 'notifications', column: 'accountId' },
  // A published log names its author: erased with them, its address then answers 404.
  { table: 'coaching_log_publications', column: 'accountId' },
  // A calendar feed's address would go on serving the deleted member's sessions and partners.
  { table: 'calendar_feeds', column: 'accountId' },
];

/** A JSON value with every whole string `from` replaced by `to`, as the SQL tier's text replace. */
function replacedJson<T>(value: T, from: string, to: string): T {
  if (value == null) return value;
  const text = JSON.stringify(value);
  const needle = JSON.stringify(from);
  return text.includes(needle) ? (JSON.parse(text.split(needle).join(JSON.stringify(to))) as T) : value;
}

function without<T extends Readonly<Record<string, unknown>> | null>(value: T, fields: readonly string[]): T {
  if (!value) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !fields.includes(key))) as T;
}

/** The memory tier's `erasePersonalData` (core/src/ports/account-repository.ts says what). */
export function erasePersonalData(db: MemoryDb, accountId: string, erasure: PersonalDataErasure): void {
  const { email, replacements, personalFields, anonymous, keepAccount } = erasure;
  if (keepAccount) {
    db.writable(coachingPreferencesTable).delete(accountId);
    for (const { table, column } of ownRows) {
      const rows = db.writable(memoryTable<ReferringRow>(table));
      for (const [key, row] of rows) if (row[column] === accountId) rows.delete(key);
    }
  }
  const orders = db.writable(ordersTable);
  for (const [key, order] of orders) {
    if (order.accountId !== accountId) continue;
    orders.set(key, {
      ...order,
      buyerName: `${anonymous.name} ${anonymous.surname}`.trim(),
      buyerEmail: anonymous.email,
    });
  }
  const outbox = db.writable(outboxTable);
  for (const [key, mail] of outbox) {
    if (mail.recipient === email) {
      outbox.delete(key);
      continue;
    }
    let data = mail.data;
    for (const { from, to } of replacements) data = replacedJson(data, from, to);
    if (data !== mail.data) outbox.set(key, { ...mail, data });
  }
  // The partners' notifications name the person as the mails do (ADR 0055).
  const notifications = db.writable(notificationsTable);
  for (const [key, notification] of notifications) {
    let data = notification.data;
    for (const { from, to } of replacements) data = replacedJson(data, from, to);
    if (data !== notification.data) notifications.set(key, { ...notification, data });
  }
  // The coaches' logs that named the person were withdrawn (withdrawLogsNaming): their signed text
  // and PDF lose the name too, as nobody reads them any more.
  const publications = db.writable(coachingLogPublicationsTable);
  for (const [key, publication] of publications) {
    if (!publication.revokedAt) continue;
    let payload = publication.payload;
    for (const { from, to } of replacements)
      payload = payload.split(JSON.stringify(from)).join(JSON.stringify(to));
    if (payload !== publication.payload)
      publications.set(key, { ...publication, payload, pdf: new Uint8Array(0) });
  }
  const audit = db.writable(auditLogTable);
  for (const [key, entry] of audit) {
    const aboutAccount = entry.entityType === 'account' && entry.entityId === accountId;
    let before = aboutAccount ? without(entry.before, personalFields) : entry.before;
    let after = aboutAccount ? without(entry.after, personalFields) : entry.after;
    for (const { from, to } of replacements) {
      before = replacedJson(before, from, to);
      after = replacedJson(after, from, to);
    }
    const actorLabel = entry.actorLabel === email ? anonymous.email : entry.actorLabel;
    if (before !== entry.before || after !== entry.after || actorLabel !== entry.actorLabel) {
      audit.set(key, { ...entry, before, after, actorLabel });
    }
  }
  const accounts = db.writable(accountsTable);
  const account = accounts.get(accountId);
  if (!account) return;
  if (!keepAccount) {
    assertAccountUnreferenced(db, accountId);
    accounts.delete(accountId);
    cascadeAccountDeletion(db, accountId);
    return;
  }
  accounts.set(accountId, { ...account, ...anonymous });
}
