import type { NewOutboxMail, Repositories } from '@coach/core';
import { describe, expect, it } from 'vitest';
import type { PersistenceUnderTest } from './persistence-under-test.ts';

const at = (time: string) => new Date(`2026-03-02T${time}:00Z`);
const mail = (recipient: string, createdAt: Date, language: 'tr' | 'en' = 'tr'): NewOutboxMail => ({
  template: 'test',
  data: { name: 'Ayşe Demir', requestedAt: createdAt.toISOString() },
  recipient,
  language,
  createdAt,
});

/**
 * The outbox and job-run part of the repository contract (ADR 0014), called from
 * `describeRepositoryContract` so that memory, PGlite and PostgreSQL all pass it.
 */
export function describeOperationsContract(persistence: () => PersistenceUnderTest): void {
  const reads = () => persistence().repositories;
  const write = <T>(work: (repositories: Repositories) => Promise<T>) =>
    persistence().unitOfWork.run(({ repositories }) => work(repositories));

  describe('outbox', () => {
    it('queues a mail due at once, and finds it again with its data', async () => {
      const queued = await write(({ outbox }) => outbox.enqueue(mail('ayse@example.com', at('10:00'))));
      expect(queued).toMatchObject({
        template: 'test',
        recipient: 'ayse@example.com',
        language: 'tr',
        data: { name: 'Ayşe Demir' },
        status: 'pending',
        attempts: 0,
        nextAttemptAt: at('10:00'),
        lastError: null,
        createdAt: at('10:00'),
        sentAt: null,
      });
      expect(await reads().outbox.findById(queued.id)).toEqual(queued);
    });

    it('forgets a mail queued in a unit of work that rolled back', async () => {
      const failing = write(async ({ outbox }) => {
        await outbox.enqueue(mail('ayse@example.com', at('10:00')));
        throw new Error('boom');
      });
      await expect(failing).rejects.toThrow('boom');
      expect(await reads().outbox.list({ offset: 0, limit: 10 })).toEqual({ items: [], total: 0 });
    });

    it('lists newest first, a page at a time, with the total', async () => {
      for (const [index, time] of ['10:00', '10:02', '10:01'].entries()) {
        await write(({ outbox }) => outbox.enqueue(mail(`m${index}@example.com`, at(time))));
      }
      const first = await reads().outbox.list({ offset: 0, limit: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map((item) => item.recipient)).toEqual(['m1@example.com', 'm2@example.com']);
      const second = await reads().outbox.list({ offset: 2, limit: 2 });
      expect(second.items.map((item) => item.recipient)).toEqual(['m0@example.com']);
    });

    it('searches the recipient and the template, every word, ignoring case and Turkish letters', async () => {
      await write(async ({ outbox }) => {
        await outbox.enqueue(mail('şule.öztürk@example.com', at('10:00')));
        await outbox.enqueue({
          ...mail('cem@example.com', at('10:01')),
          template: 'verifyEmail',
          data: { name: 'Cem', token: 't', expiresInDays: 7 },
        });
        await outbox.enqueue(mail('CEM.ISIK@example.com', at('10:02')));
      });
      const found = async (search: string) =>
        (await reads().outbox.list({ search, offset: 0, limit: 10 })).items.map((item) => item.recipient);
      expect(await found('sule ozturk')).toEqual(['şule.öztürk@example.com']);
      expect(await found('ŞULE')).toEqual(['şule.öztürk@example.com']);
      expect(await found('cem')).toEqual(['CEM.ISIK@example.com', 'cem@example.com']);
      expect(await found('cem VERIFYEMAIL')).toEqual(['cem@example.com']);
      expect(await found('ışık')).toEqual(['CEM.ISIK@example.com']);
      expect((await reads().outbox.list({ search: 'nobody', offset: 0, limit: 10 })).total).toBe(0);
    });

    it('claims pending mail that is due, oldest due first, up to the limit', async () => {
      const [early, late, future, sent] = await write(async ({ outbox }) => [
        await outbox.enqueue(mail('early@example.com', at('09:00'))),
        await outbox.enqueue(mail('late@example.com', at('09:30'))),
        await outbox.enqueue(mail('future@example.com', at('11:00'))),
        await outbox.enqueue(mail('sent@example.com', at('08:00'))),
      ]);
      await write(({ outbox }) => outbox.markSent(sent?.id ?? '', at('08:01'), 1, sent?.data ?? {}));
      const claimed = await write(({ outbox }) => outbox.claimDue(at('10:00'), 10));
      expect(claimed.map((item) => item.id)).toEqual([early?.id, late?.id]);
      expect(await write(({ outbox }) => outbox.claimDue(at('10:00'), 1))).toHaveLength(1);
      expect(future).toBeDefined();
    });

    it('records a sent mail and a failed attempt', async () => {
      const [one, two] = await write(async ({ outbox }) => [
        await outbox.enqueue(mail('one@example.com', at('10:00'))),
        await outbox.enqueue(mail('two@example.com', at('10:00'))),
      ]);
      await write(async ({ outbox }) => {
        await outbox.markSent(one?.id ?? '', at('10:01'), 2, { name: 'One', requestedAt: 'hidden' });
        await outbox.recordFailure(two?.id ?? '', {
          attempts: 1,
          status: 'pending',
          nextAttemptAt: at('10:06'),
          error: 'Error: 451 busy',
        });
      });
      expect(await reads().outbox.findById(one?.id ?? '')).toMatchObject({
        status: 'sent',
        sentAt: at('10:01'),
        attempts: 2,
        data: { name: 'One', requestedAt: 'hidden' },
      });
      expect(await reads().outbox.findById(two?.id ?? '')).toMatchObject({
        status: 'pending',
        attempts: 1,
        nextAttemptAt: at('10:06'),
        lastError: 'Error: 451 busy',
      });
      expect(await write(({ outbox }) => outbox.claimDue(at('10:05'), 10))).toEqual([]);
    });
  });

  describe('job runs', () => {
    const start = (job: string, startedAt: Date, trigger: 'schedule' | 'manual' = 'schedule') =>
      write(({ jobRuns }) => jobRuns.start({ job, trigger, instance: 'web-1:42', startedAt }));

    it('records a run from its start to its end', async () => {
      const run = await start('mail.deliver', at('10:00'));
      expect(run).toMatchObject({
        job: 'mail.deliver',
        outcome: 'running',
        finishedAt: null,
        counts: {},
        error: null,
      });
      const result = {
        finishedAt: at('10:01'),
        outcome: 'succeeded',
        counts: { sent: 2 },
        error: null,
      } as const;
      await write(({ jobRuns }) => jobRuns.finish(run.id, result));
      expect(await reads().jobRuns.latestOf(['mail.deliver'], 5)).toEqual([{ ...run, ...result }]);
    });

    it('gives the latest runs of each job, newest first', async () => {
      for (const time of ['10:00', '10:02', '10:01', '10:03']) await start('mail.deliver', at(time));
      await start('sessions.purge', at('09:00'));
      const runs = await reads().jobRuns.latestOf(['mail.deliver', 'sessions.purge', 'other'], 2);
      expect(runs.map((run) => [run.job, run.startedAt])).toEqual([
        ['mail.deliver', at('10:03')],
        ['mail.deliver', at('10:02')],
        ['sessions.purge', at('09:00')],
      ]);
    });

    it('tells whether a scheduled run started since a moment (manual runs do not count)', async () => {
      await start('mail.deliver', at('10:00'), 'manual');
      expect(await reads().jobRuns.hasScheduledRunSince('mail.deliver', at('09:59'))).toBe(false);
      await start('mail.deliver', at('10:00'));
      expect(await reads().jobRuns.hasScheduledRunSince('mail.deliver', at('10:00'))).toBe(true);
      expect(await reads().jobRuns.hasScheduledRunSince('mail.deliver', at('10:01'))).toBe(false);
      expect(await reads().jobRuns.hasScheduledRunSince('sessions.purge', at('09:00'))).toBe(false);
    });

    it('deletes the runs that started before a moment', async () => {
      for (const time of ['09:00', '10:00', '11:00']) await start('mail.deliver', at(time));
      expect(await write(({ jobRuns }) => jobRuns.deleteStartedBefore(at('10:00')))).toBe(1);
      expect(await reads().jobRuns.latestOf(['mail.deliver'], 10)).toHaveLength(2);
    });
  });
}
