import { z } from 'zod';
import { fullNameOf } from '../accounts/domain/account.ts';
import { addDays, localDateOf } from '../calendar/zoned-time.ts';
import { noInput } from '../contracts/common.ts';
import { type MemberMail, queueMemberMails } from '../notifications/queue-member-mails.ts';
import type { SessionGap } from '../ports/project-session-repository.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import { partnersOf } from '../projects/domain/partners.ts';
import type { ProjectDetails } from '../projects/domain/project-details.ts';
import { projectJobBatchSize } from '../projects/project-jobs.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { daysBetween } from './domain/local-day.ts';
import { reminderGapDays, sessionTimeZone } from './domain/session-rules.ts';

/** Where a project's current gap began: its last session not disputed, or its first day before any. */
function gapStartOf(project: ProjectDetails): string {
  return project.sessionLog.lastSessionOn ?? localDateOf(project.startedAt, sessionTimeZone);
}

function reminderMails(project: ProjectDetails, today: string, now: Date): MemberMail[] {
  return partnersOf(project).map(({ person, partner, role }) => ({
    template: 'sessionReminder',
    data: {
      name: fullNameOf(person),
      partnerName: fullNameOf(partner),
      role,
      projectId: project.id,
      days: daysBetween(gapStartOf(project), today),
      lastSessionOn: project.sessionLog.lastSessionOn,
    },
    accountId: person.accountId,
    recipient: person.email,
    language: person.language,
    createdAt: now,
  }));
}

/**
 * One listed gap, in its own unit of work. The project's row is locked first (sessions are logged
 * under that lock), so the gap read next is the current one: a session logged since the list was
 * read ended it, and a project closed since is left alone. Only then is the reminder recorded, and
 * only a newly recorded one is mailed: a second run, or a second server, finds it recorded.
 */
async function remind(tx: TransactionContext, gap: SessionGap, today: string, now: Date): Promise<number> {
  const { projects, projectSessions } = tx.repositories;
  if (!(await projects.findByIdForUpdate(gap.projectId))) return 0;
  const project = await projects.findDetails(gap.projectId);
  if (project?.state !== 'open' || gapStartOf(project) !== gap.gapStartedOn) return 0;
  if (!(await projectSessions.recordReminder(gap, now))) return 0;
  return queueMemberMails(tx.repositories, reminderMails(project, today, now));
}

/**
 * The daily job that nudges pairs who stopped meeting (issue 9): an open project that went
 * `reminderGapDays` days (on Istanbul's calendar) without a session not disputed, or without any
 * since its start, mails both partners, once per gap. A new session starts a new gap, which is
 * reminded of in its turn. Answers the number of mails queued.
 */
export const sendSessionReminders = defineUseCase({
  name: 'projects.sessionReminders',
  summary: 'Mail both partners of open projects that went two weeks without a logged session',
  access: 'system',
  input: noInput,
  output: z.object({ sent: z.int() }),
  errors: [],
  async run({ ctx }) {
    const now = ctx.clock.now();
    const today = localDateOf(now, sessionTimeZone);
    const startedOnOrBefore = addDays(today, -reminderGapDays);
    const seen = new Set<string>();
    let sent = 0;
    for (;;) {
      // A gap passed over (its project changed since the list was read) may still be listed: `seen`
      // keeps the loop from reading it forever.
      const batch = (
        await ctx.repositories.projectSessions.listDueForReminder(startedOnOrBefore, projectJobBatchSize)
      ).filter((gap) => !seen.has(gap.projectId));
      if (batch.length === 0) break;
      for (const gap of batch) {
        seen.add(gap.projectId);
        sent += await ctx.unitOfWork.run((tx) => remind(tx, gap, today, now));
      }
    }
    return { sent };
  },
});
