import { noInput } from '../contracts/common.ts';
import { signInRecordsPurgeReportSchema } from '../contracts/operations.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Failed-sign-in series and rate-limit windows are kept a day after they last mattered. Without
 * this, an attacker trying many e-mails from many addresses would grow both tables without bound.
 * The flows and tickets of provider sign-ins (ADR 0023) go as soon as they expire: an expired one
 * is refused anyway, and it holds a PKCE verifier or a person's name and e-mail. So do trusted
 * devices whose trust ran out (ADR 0036).
 */
export const signInRecordRetentionHours = 24;

export const purgeSignInRecords = defineUseCase({
  name: 'operations.purgeSignInRecords',
  summary:
    'Delete failed-sign-in series and rate-limit windows that ended more than a day ago, and expired identity flows, tickets and device trusts',
  access: 'system',
  input: noInput,
  output: signInRecordsPurgeReportSchema,
  errors: [],
  async run({ ctx }) {
    const now = ctx.clock.now();
    const before = new Date(now.getTime() - signInRecordRetentionHours * 3_600_000);
    const series = await ctx.unitOfWork.run((tx) => tx.repositories.signInThrottles.deleteIdleBefore(before));
    const rateLimitWindows = await ctx.rateLimiter.purgeEndedBefore(before);
    const identityRecords = await ctx.unitOfWork.run((tx) =>
      tx.repositories.identityFlows.deleteExpiredBefore(now),
    );
    const trustedDevices = await ctx.unitOfWork.run((tx) =>
      tx.repositories.trustedDevices.deleteExpiredBefore(now),
    );
    return { series, rateLimitWindows, identityRecords, trustedDevices };
  },
});
