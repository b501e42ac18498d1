import {
  type Clock,
  deliverDueMail,
  execute,
  type NewOutboxMail,
  systemActor,
  type UnitOfWork,
  type UseCaseContext,
} from '@coach/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPersistence } from '../postgres/repositories/index.ts';
import { type SmtpTestServer, startSmtpTestServer } from '../testing/smtp-test-server.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-databases.ts';
import { createReactEmailRenderer } from './react-email-renderer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const start = new Date('2026-03-02T07:30:00Z');
const clock: Clock & { current: Date } = { current: start, now: () => clock.current };
const minutes = (count: number) => {
  clock.current = new Date(clock.current.getTime() + count * 60_000);
};
const testMail = (recipient: string, language: 'tr' | 'en'): NewOutboxMail => ({
  template: 'test',
  data: { name: 'Ayşe Demir', requestedAt: start.toISOString() },
  recipient,
  language,
  createdAt: clock.now(),
});

describe.each(testDatabaseKinds())('mail delivery through SMTP on %s', (kind) => {
  let test: TestDatabase;
  let smtp: SmtpTestServer;
  let ctx: UseCaseContext;
  let mailEnqueued = 0;
  const deliver = (on = ctx) => execute(deliverDueMail, on, {});
  const enqueue = (mails: NewOutboxMail[], unitOfWork: UnitOfWork = ctx.unitOfWork) =>
    unitOfWork.run(async ({ repositories }) => {
      for (const mail of mails) await repositories.outbox.enqueue(mail);
    });

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    smtp = await startSmtpTestServer();
    // Only the ports mail delivery uses; the others stay out of this test.
    ctx = {
      ...createPersistence(test.database.db, { onMailEnqueued: () => mailEnqueued++ }),
      clock,
      actor: systemActor,
      mailer: createSmtpMailer({ url: smtp.url, from: 'Koçluk Saatleri <no-reply@koc.example.org>' }),
      mailRenderer: createReactEmailRenderer({ publicBaseUrl: 'https://koc.example.org' }),
    } as Partial<UseCaseContext> as UseCaseContext;
  });
  afterAll(async () => {
    await smtp.close();
    await test.dispose();
  });
  beforeEach(async () => {
    await test.database.db.execute(sql`truncate outbox`);
    smtp.received.length = 0;
    smtp.failing = false;
    clock.current = start;
    mailEnqueued = 0;
  });

  it('sends each mail in its language, with a Message-ID made from its outbox id', async () => {
    await enqueue([testMail('ayse@example.com', 'tr'), testMail('john@example.com', 'en')]);
    expect(await deliver()).toEqual({ sent: 2, retried: 0, failed: 0 });

    const to = (address: string) =>
      smtp.received.find((mail) => !Array.isArray(mail.to) && mail.to?.text === address);
    const turkish = to('ayse@example.com');
    const english = to('john@example.com');
    expect(smtp.received).toHaveLength(2);
    expect(turkish?.subject).toBe('Koçluk Saatleri’nden deneme e-postası');
    expect(turkish?.html).toContain('Merhaba Ayşe Demir,');
    expect(turkish?.from?.value).toEqual([{ name: 'Koçluk Saatleri', address: 'no-reply@koc.example.org' }]);
    expect(english?.subject).toBe('Test mail from Coaching Hours');
    expect(english?.text).toContain('Hello Ayşe Demir,');

    const { items } = await ctx.repositories.outbox.list({ offset: 0, limit: 10 });
    for (const row of items) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: start, lastError: null });
    }
    const ids = smtp.received.map((mail) => mail.messageId).sort();
    expect(ids).toEqual(items.map((row) => `<${row.id}@koc.example.org>`).sort());
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('retries a refused mail after 1, 5, 30, 120 and 720 minutes, then ends it failed', async () => {
    smtp.failing = true;
    await enqueue([testMail('ayse@example.com', 'tr')]);
    const waits = [1, 5, 30, 120, 720];
    for (const [index, wait] of waits.entries()) {
      expect(await deliver()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [row] = (await ctx.repositories.outbox.list({ offset: 0, limit: 1 })).items;
      expect(row).toMatchObject({ status: 'pending', attempts: index + 1 });
      expect(row?.lastError).toMatch(/451|busy/i);
      expect(row?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + wait * 60_000));
      minutes(wait - 1);
      expect(await deliver(), 'not due a minute early').toEqual({ sent: 0, retried: 0, failed: 0 });
      minutes(1);
    }
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [failed] = (await ctx.repositories.outbox.list({ offset: 0, limit: 1 })).items;
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, sentAt: null });

    smtp.failing = false;
    minutes(24 * 60);
    expect(await deliver(), 'a failed mail stays failed, visible').toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('never sends a mail written in a transaction that rolled back', async () => {
    const rolledBack = ctx.unitOfWork.run(async ({ repositories }) => {
      await repositories.outbox.enqueue(testMail('ayse@example.com', 'tr'));
      throw new Error('the change that caused the mail failed');
    });
    await expect(rolledBack).rejects.toThrow('the change that caused the mail failed');
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
    expect((await ctx.repositories.outbox.list({ offset: 0, limit: 10 })).total).toBe(0);
    expect(mailEnqueued, 'the worker is not woken for a rollback').toBe(0);
  });

  it('wakes the worker once the transaction that queued mail has committed, not before', async () => {
    await ctx.unitOfWork.run(async ({ repositories }) => {
      await repositories.outbox.enqueue(testMail('ayse@example.com', 'tr'));
      expect(mailEnqueued).toBe(0);
    });
    expect(mailEnqueued).toBe(1);
  });

  it.skipIf(kind === 'pglite')('sends each mail once when two workers deliver at the same time', async () => {
    const count = 24;
    await enqueue(Array.from({ length: count }, (_, index) => testMail(`member${index}@example.com`, 'en')));
    // A second worker with its own repositories and units of work, as on another server instance.
    const other = { ...ctx, ...createPersistence(test.database.db) };
    const reports = await Promise.all([
      execute(deliverDueMail, ctx, { limit: count }),
      execute(deliverDueMail, other, { limit: count }),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(count);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });
});
