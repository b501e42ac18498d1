import type { PersonalDataErasure } from '@coach/core';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accountFiles } from '../schema/account-files.ts';
import { accountTokens } from '../schema/account-tokens.ts';
import { accountAvatars, accounts, sessions } from '../schema/accounts.ts';
import { auditLog } from '../schema/audit.ts';
import { coachingLogPublications, coachingPreferences } from '../schema/coaching.ts';
import { externalIdentities, identityFlows, identityTickets } from '../schema/identities.ts';
import { ledgerEntries } from '../schema/ledger.ts';
import { notifications } from '../schema/notifications.ts';
import { outbox } from '../schema/outbox.ts';
import { membershipNotices, orders, sandboxPayments } from '../schema/payments.ts';
import { projects } from '../schema/projects.ts';
import { calendarFeeds } from '../schema/session-plans.ts';

/** Whether the account took part in a project, or has a ledger entry or an order (ADR 0030). */
export async function accountHasHistory(db: AppDatabase, id: string): Promise<boolean> {
  const inProject = or(eq(projects.coachAccountId, id), eq(projects.coacheeAccountId, id));
  const found = await Promise.all([
    db.select({ id: projects.id }).from(projects).where(inProject).limit(1),
    db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.accountId, id)).limit(1),
    db.select({ id: orders.id }).from(orders).where(eq(orders.accountId, id)).limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/** `column` with every whole JSON string value `from` replaced by `to`. */
function replacedJson(column: SQL, from: string, to: string): SQL {
  return sql`replace(${column}::text, to_jsonb(${from}::text)::text, to_jsonb(${to}::text)::text)::jsonb`;
}

/**
 * Erases a person (ADR 0030; core/src/ports/account-repository.ts says what): the rows only theirs,
 * the mail queued to them, their values in the records that copied them, then the account row.
 * The audit log refuses every change but this one: the trigger (migration 0012) lets an update
 * through only while `coach.erasing_personal_data` is on in the transaction, and only of the
 * actor's label and the snapshots.
 */
export async function erasePersonalData(
  db: AppDatabase,
  id: string,
  erasure: PersonalDataErasure,
): Promise<void> {
  const { email, replacements, personalFields, anonymous, keepAccount } = erasure;

  if (keepAccount) {
    // What `on delete cascade` would remove with the row, removed by hand as the row stays.
    await db.delete(sessions).where(eq(sessions.accountId, id));
    await db.delete(accountTokens).where(eq(accountTokens.accountId, id));
    await db.delete(accountAvatars).where(eq(accountAvatars.accountId, id));
    await db.delete(accountFiles).where(eq(accountFiles.accountId, id));
    await db.delete(externalIdentities).where(eq(externalIdentities.accountId, id));
    await db.delete(identityFlows).where(eq(identityFlows.accountId, id));
    await db.delete(identityTickets).where(eq(identityTickets.accountId, id));
    await db.delete(coachingPreferences).where(eq(coachingPreferences.accountId, id));
    await db.delete(membershipNotices).where(eq(membershipNotices.accountId, id));
    await db.delete(notifications).where(eq(notifications.accountId, id));
    await db.delete(coachingLogPublications).where(eq(coachingLogPublications.accountId, id));
    // A calendar feed's address would go on serving the deleted member's sessions and partners.
    await db.delete(calendarFeeds).where(eq(calendarFeeds.accountId, id));
  }

  await db
    .update(orders)
    .set({ buyerName: `${anonymous.name} ${anonymous.surname}`.trim(), buyerEmail: anonymous.email })
    .where(eq(orders.accountId, id));
  // The sandbox provider's own record of the payer (what a real provider would keep on its side).
  await db
    .update(sandboxPayments)
    .set({ buyerEmail: anonymous.email })
    .where(eq(sandboxPayments.buyerEmail, email));

  await db.delete(outbox).where(eq(outbox.recipient, email));
  for (const { from, to } of replacements) {
    const found = sql`strpos(${outbox.data}::text, to_jsonb(${from}::text)::text) > 0`;
    await db
      .update(outbox)
      .set({ data: replacedJson(sql`${outbox.data}`, from, to) })
      .where(found);
  }

  // The partners' notifications name the person as the mails do (ADR 0055).
  for (const { from, to } of replacements) {
    const found = sql`strpos(${notifications.data}::text, to_jsonb(${from}::text)::text) > 0`;
    await db
      .update(notifications)
      .set({ data: replacedJson(sql`${notifications.data}`, from, to) })
      .where(found);
  }

  // The coaches' logs that named the person were withdrawn (withdrawLogsNaming): their signed text
  // and PDF lose the name too, as nobody reads them any more.
  for (const { from, to } of replacements) {
    const needle = sql`to_jsonb(${from}::text)::text`;
    await db
      .update(coachingLogPublications)
      .set({
        payload: sql`replace(${coachingLogPublications.payload}, ${needle}, to_jsonb(${to}::text)::text)`,
        pdf: new Uint8Array(0),
      })
      .where(
        sql`${coachingLogPublications.revokedAt} is not null and strpos(${coachingLogPublications.payload}, ${needle}) > 0`,
      );
  }

  await db.execute(sql`select set_config('coach.erasing_personal_data', 'on', true)`);
  const fields = sql`${`{${personalFields.join(',')}}`}::text[]`;
  await db
    .update(auditLog)
    .set({ before: sql`${auditLog.before} - ${fields}`, after: sql`${auditLog.after} - ${fields}` })
    .where(sql`${auditLog.entityType} = 'account' and ${auditLog.entityId} = ${id}`);
  await db.update(auditLog).set({ actorLabel: anonymous.email }).where(eq(auditLog.actorLabel, email));
  for (const { from, to } of replacements) {
    const needle = sql`to_jsonb(${from}::text)::text`;
    await db
      .update(auditLog)
      .set({
        before: replacedJson(sql`${auditLog.before}`, from, to),
        after: replacedJson(sql`${auditLog.after}`, from, to),
      })
      .where(
        sql`strpos(${auditLog.before}::text, ${needle}) > 0 or strpos(${auditLog.after}::text, ${needle}) > 0`,
      );
  }
  await db.execute(sql`select set_config('coach.erasing_personal_data', 'off', true)`);

  if (!keepAccount) {
    await db.delete(accounts).where(eq(accounts.id, id));
    return;
  }
  await db.update(accounts).set(anonymous).where(eq(accounts.id, id));
}
