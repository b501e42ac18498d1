import { mailDeliveryInputSchema, mailDeliveryReportSchema } from '../contracts/operations.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { parseMail, withoutSecrets } from './mail-kinds.ts';
import { afterFailedAttempt } from './retry.ts';

type Outcome = 'sent' | 'retried' | 'failed';

/** A failure as one line for the outbox (and the administrators' table), never unbounded. */
function describeFailure(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1000);
}

/**
 * Claims one due mail, renders it, sends it and records the result, all in the caller's unit of
 * work. The row stays locked (`FOR UPDATE SKIP LOCKED`) while it is sent, so another worker passes
 * over it; if this process dies mid-send, the transaction rolls back and only this one mail is
 * sent again later, with the same Message-ID.
 */
async function deliverOne(
  ctx: UseCaseContext,
  tx: TransactionContext,
  mailer: Mailer,
): Promise<Outcome | null> {
  const [mail] = await tx.repositories.outbox.claimDue(ctx.clock.now(), 1);
  if (!mail) return null;
  const attempts = mail.attempts + 1;
  try {
    const rendered = await ctx.mailRenderer.render(parseMail(mail.template, mail.data), mail.language);
    await mailer.send({ outboxId: mail.id, to: mail.recipient, ...rendered });
  } catch (error) {
    const next = afterFailedAttempt(attempts, ctx.clock.now());
    await tx.repositories.outbox.recordFailure(mail.id, { attempts, ...next, error: describeFailure(error) });
    return next.status === 'failed' ? 'failed' : 'retried';
  }
  await tx.repositories.outbox.markSent(mail.id, ctx.clock.now(), attempts, withoutSecrets(mail));
  return 'sent';
}

/**
 * Sends the mail that is due, at most `limit` per run, each in its own unit of work. Without a
 * mailer (no SMTP_URL) it does nothing: the mail stays in the outbox for administrators to read.
 */
export const deliverDueMail = defineUseCase({
  name: 'mail.deliverDue',
  summary: 'Send the mail that is due from the outbox, with retries',
  access: 'system',
  input: mailDeliveryInputSchema,
  output: mailDeliveryReportSchema,
  errors: [],
  async run({ ctx, input }) {
    const report = { sent: 0, retried: 0, failed: 0 };
    const { mailer } = ctx;
    if (!mailer) return report;
    for (let index = 0; index < input.limit; index++) {
      const outcome = await ctx.unitOfWork.run((tx) => deliverOne(ctx, tx, mailer));
      if (outcome === null) break;
      report[outcome]++;
    }
    return report;
  },
});
