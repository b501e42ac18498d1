import { z } from 'zod';
import { fullNameOf } from '../accounts/domain/account.ts';
import { noInput } from '../contracts/common.ts';
import { queueMemberMails } from '../notifications/queue-member-mails.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import { partnersOf } from '../projects/domain/partners.ts';
import { projectJobBatchSize } from '../projects/project-jobs.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { reminderLeadHours, type ScheduledSession } from './domain/session-plan.ts';

/**
 * One due session, in its own unit of work: its project's row is locked, the session read again
 * (cancelled or moved since the list was read: left alone), and the reminder recorded before it is
 * mailed; only a newly recorded one is mailed, so a second run or a second server sends nothing.
 */
async function remind(
  tx: TransactionContext,
  listed: ScheduledSession,
  now: Date,
  until: Date,
): Promise<number> {
  const { projects, sessionPlans } = tx.repositories;
  const project = await projects.findByIdForUpdate(listed.projectId);
  const session = await sessionPlans.findScheduled(listed.id);
  if (project?.state !== 'open' || session?.state !== 'scheduled') return 0;
  if (session.startsAt.getTime() <= now.getTime() || session.startsAt.getTime() > until.getTime()) return 0;
  if (!(await sessionPlans.markReminded(session.id, now))) return 0;
  const details = await projects.findDetails(project.id);
  if (!details) return 0;
  const mails = partnersOf(details).map(({ person, partner, role }) => ({
    accountId: person.accountId,
    template: 'sessionComingUp' as const,
    data: {
      name: fullNameOf(person),
      partnerName: fullNameOf(partner),
      role,
      projectId: project.id,
      startsAt: session.startsAt.toISOString(),
      minutes: session.minutes,
    },
    recipient: person.email,
    language: person.language,
    createdAt: now,
  }));
  return queueMemberMails(tx.repositories, mails);
}

/**
 * The hourly job that mails both partners the day before a scheduled session: every session of an
 * open project starting within `reminderLeadHours` that was not reminded of yet (once per session;
 * a session scheduled less than a day ahead is reminded at the next run). Answers the mails queued.
 */
export const sendUpcomingSessionReminders = defineUseCase({
  name: 'planning.sessionReminders',
  summary: 'Mail both partners the day before a scheduled session',
  access: 'system',
  input: noInput,
  output: z.object({ sent: z.int() }),
  errors: [],
  async run({ ctx }) {
    const now = ctx.clock.now();
    const until = new Date(now.getTime() + reminderLeadHours * 3_600_000);
    const seen = new Set<string>();
    let sent = 0;
    for (;;) {
      const batch = (
        await ctx.repositories.sessionPlans.listDueForReminder(now, until, projectJobBatchSize)
      ).filter((session) => !seen.has(session.id));
      if (batch.length === 0) break;
      for (const session of batch) {
        seen.add(session.id);
        sent += await ctx.unitOfWork.run((tx) => remind(tx, session, now, until));
      }
    }
    return { sent };
  },
});
