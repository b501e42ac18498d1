import { z } from 'zod';
import type { GroupMailContent } from '../contracts/group-mail.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { audienceQueryOf, contentFor, recipientsOf, unsubscribeTokenOf } from './domain/group-audience.ts';

/** Accounts one batch reads: one statement of outbox rows, one unit of work. */
export const groupMailBatchSize = 500;

type BatchOutcome = { readonly queued: number; readonly skipped: number } | null;

/**
 * One batch of the oldest mail still to send, in one unit of work: the next accounts after the
 * kept cursor, their mails queued in the outbox in their language, the counts and the cursor
 * moved. A crash between batches loses nothing and queues nothing twice: the cursor commits with
 * the mails it stands for, and the next run goes on from it.
 */
async function sendOneBatch(
  ctx: UseCaseContext,
  tx: TransactionContext,
  batchSize: number,
): Promise<BatchOutcome> {
  const repositories = tx.repositories;
  const mail = await repositories.groupMails.claimNext();
  if (!mail) return null;
  const batch = await repositories.groupMails.audienceAfter(
    audienceQueryOf(mail.audience),
    mail.lastAccountId,
    batchSize,
  );
  const recipients = recipientsOf(batch);
  const keys = await repositories.groupMails.unsubscribeKeys(recipients.map((member) => member.accountId));
  const now = ctx.clock.now();
  const content: GroupMailContent = mail;
  await repositories.outbox.enqueueMany(
    recipients.map((member) => ({
      template: 'programmeNews' as const,
      recipient: member.email,
      language: member.language,
      createdAt: now,
      data: {
        name: member.name,
        ...contentFor(content, member.language),
        unsubscribeToken: unsubscribeTokenOf(member.accountId, keys.get(member.accountId) ?? ''),
        groupMailId: mail.id,
      },
    })),
  );
  const finished = batch.length < batchSize;
  const skipped = batch.length - recipients.length;
  await repositories.groupMails.recordBatch(mail.id, {
    queued: recipients.length,
    skipped,
    lastAccountId: batch.at(-1)?.accountId ?? mail.lastAccountId,
    status: finished ? 'done' : 'running',
    finishedAt: finished ? now : null,
  });
  return { queued: recipients.length, skipped };
}

/**
 * The job `groupMails.send` (ADR 0049): queues the mails of the mails to groups in keyset batches
 * until none is left or `maxBatches` are done (the next run goes on where this one stopped).
 */
export const runGroupMails = defineUseCase({
  name: 'mail.runGroupMails',
  summary: 'Queue the members’ mails of the mails sent to groups, in batches',
  access: 'system',
  input: z.object({
    batchSize: z.int().min(1).max(5_000).default(groupMailBatchSize),
    maxBatches: z.int().min(1).default(10_000),
  }),
  output: z.object({ batches: z.int(), queued: z.int(), skipped: z.int() }),
  errors: [],
  async run({ ctx, input }) {
    const report = { batches: 0, queued: 0, skipped: 0 };
    while (report.batches < input.maxBatches) {
      const outcome = await ctx.unitOfWork.run((tx) => sendOneBatch(ctx, tx, input.batchSize));
      if (!outcome) break;
      report.batches += 1;
      report.queued += outcome.queued;
      report.skipped += outcome.skipped;
    }
    return report;
  },
});
