import { fullNameOf } from '../accounts/domain/account.ts';
import { outboxMailSchema, sendTestMailInputSchema } from '../contracts/operations.ts';
import { outboxMailView } from '../operations/views.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Queues a test mail to the signed-in administrator's own address, so they can check that mail
 * leaves (and arrives) without involving anybody else. It goes through the outbox like any mail.
 */
export const sendTestMail = defineUseCase({
  name: 'operations.sendTestMail',
  summary: "Queue a test mail to the administrator's own address",
  access: 'operations.read',
  input: sendTestMailInputSchema,
  output: outboxMailSchema,
  errors: [],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const { account } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const mail = await ctx.unitOfWork.run((tx) =>
      tx.repositories.outbox.enqueue({
        template: 'test',
        data: { name: fullNameOf(account), requestedAt: now.toISOString() },
        recipient: account.email,
        language: input.language,
        createdAt: now,
      }),
    );
    return outboxMailView(mail);
  },
});
