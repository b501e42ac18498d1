import { z } from 'zod';
import { fullNameOf } from '../accounts/domain/account.ts';
import { noInput } from '../contracts/common.ts';
import { type MemberMail, queueMemberMails } from '../notifications/queue-member-mails.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { partnersOf } from './domain/partners.ts';
import type { ProjectNoticeKind } from './domain/project.ts';
import type { ProjectDetails } from './domain/project-details.ts';
import { daysAfter } from './domain/project-lifecycle.ts';
import { projectJobBatchSize } from './project-jobs.ts';

/** How long before its due moment each warning goes out. */
const warningDays: Readonly<Record<ProjectNoticeKind, number>> = {
  deadline_in_7_days: 7,
  deadline_in_1_day: 1,
  confirmation_in_1_day: 1,
};

/** Checked nearest first: a project found late for both deadline warnings gets the 1-day one only. */
const kindsInOrder: readonly ProjectNoticeKind[] = [
  'deadline_in_1_day',
  'deadline_in_7_days',
  'confirmation_in_1_day',
];

/** The moment a warning is about: the project's deadline, or the end of its confirmation window. */
function dueAtOf(kind: ProjectNoticeKind, project: ProjectDetails): Date | null {
  if (kind !== 'confirmation_in_1_day') return project.deadlineAt;
  return project.closingRequest?.state === 'waiting' ? project.closingRequest.confirmBy : null;
}

/**
 * Whether the warning still says something true. It is recorded either way, so it is never
 * considered again; it is only mailed when it does:
 * - nothing is due any more once the moment has passed (the jobs close the project);
 * - a 7-day warning found within the last day is left to the 1-day one;
 * - a deadline no longer threatens a project whose closing request waits for the coachee (the
 *   window decides it, not the deadline: see endOverdueProjects).
 */
function worthMailing(kind: ProjectNoticeKind, project: ProjectDetails, dueAt: Date, now: Date): boolean {
  if (project.state !== 'open' || dueAt.getTime() <= now.getTime()) return false;
  if (kind === 'confirmation_in_1_day') return true;
  if (project.closingRequest?.state === 'waiting') return false;
  return kind === 'deadline_in_1_day' || dueAt.getTime() > daysAfter(now, 1).getTime();
}

function warningMails(
  kind: ProjectNoticeKind,
  project: ProjectDetails,
  dueAt: Date,
  now: Date,
): MemberMail[] {
  const recipients = partnersOf(project).filter(
    // The confirmation is the coachee's to give; the deadline concerns both.
    ({ role }) => kind !== 'confirmation_in_1_day' || role === 'coachee',
  );
  return recipients.map(({ person, partner, role }) => ({
    template: 'projectDeadlineWarning',
    data: {
      name: fullNameOf(person),
      partnerName: fullNameOf(partner),
      role,
      kind,
      dueAt: dueAt.toISOString(),
      projectCompletionRequestId:
        kind === 'confirmation_in_1_day' ? (project.closingRequest?.id ?? null) : null,
    },
    accountId: person.accountId,
    recipient: person.email,
    language: person.language,
    createdAt: now,
  }));
}

/**
 * The job that warns members before a deadline (docs/product-rules.md §8): 7 days and 1 day before
 * the project's end, to both partners; 1 day before the confirmation window closes, to the coachee.
 * Each warning goes out once per project: the notice is recorded first, in the same unit of work
 * as the mails, and only a newly recorded one is mailed. Answers the number of mails queued.
 */
export const sendDeadlineWarnings = defineUseCase({
  name: 'projects.deadlineWarnings',
  summary: 'Mail the warnings of deadlines that are near: the 15-week end and the confirmation window',
  access: 'system',
  input: noInput,
  output: z.object({ sent: z.int() }),
  errors: [],
  async run({ ctx }) {
    const now = ctx.clock.now();
    let sent = 0;
    for (const kind of kindsInOrder) {
      const before = daysAfter(now, warningDays[kind]);
      const seen = new Set<string>();
      for (;;) {
        const batch = (
          await ctx.repositories.projects.listDueForNotice(kind, before, projectJobBatchSize)
        ).filter((project) => !seen.has(project.id));
        if (batch.length === 0) break;
        for (const listed of batch) {
          seen.add(listed.id);
          sent += await ctx.unitOfWork.run(async (tx) => {
            if (!(await tx.repositories.projects.recordNotice(listed.id, kind, now))) return 0;
            // Read again under the notice: the list was read outside this unit of work.
            const project = (await tx.repositories.projects.findDetails(listed.id)) ?? listed;
            const dueAt = dueAtOf(kind, project);
            if (!dueAt || !worthMailing(kind, project, dueAt, now)) return 0;
            return queueMemberMails(tx.repositories, warningMails(kind, project, dueAt, now));
          });
        }
      }
    }
    return { sent };
  },
});
