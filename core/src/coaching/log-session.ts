import { fullNameOf } from '../accounts/domain/account.ts';
import { logSessionInputSchema, projectSessionLogSchema } from '../contracts/coaching.ts';
import { DomainError } from '../errors/domain-error.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { mayLog } from '../planning/domain/session-plan.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { halfHoursOf } from './domain/hour-entry.ts';
import { logSessionRefusal } from './domain/session-rules.ts';
import {
  logAfterWrite,
  loggedHalfHoursOf,
  sessionWindow,
  sessionWriteRefusals,
  throwRefusal,
} from './session-log-view.ts';

/**
 * A partner logs a session of an open project: a day from the project's first day to today, whole
 * or half hours, and a note only they will read. It waits for the partner's confirmation; the log
 * (sessions not disputed) never goes over `maxSessionsPerProject` hours, the most a project closes with.
 * With `scheduledSessionId`, the coach logs a scheduled session whose time passed (ADR 0056): it
 * is then marked logged, so it is not logged twice from the calendar.
 */
export const logSession = defineUseCase({
  name: 'coaching.logSession',
  summary: 'Log a session of one of your open projects, for your partner to confirm',
  access: 'projects.own',
  input: logSessionInputSchema,
  output: projectSessionLogSchema,
  errors: [...sessionWriteRefusals, 'sessionLogFull'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const halfHours = halfHoursOf(input.hours);
    return ctx.unitOfWork.run(async (tx) => {
      const { projects, projectSessions, settings } = tx.repositories;
      // The lock first: the project cannot close, nor another session land, between the check and the write.
      const project = await projects.findByIdForUpdate(input.projectId);
      if (!project) throw new DomainError('recordNotFound');
      const loggedHalfHours = loggedHalfHoursOf(await projectSessions.listOfProject(project.id));
      const { maxSessionsPerProject } = await settings.get();
      throwRefusal(
        logSessionRefusal(
          project,
          accountId,
          { heldOn: input.heldOn, halfHours },
          sessionWindow(project, now),
          loggedHalfHours,
          maxSessionsPerProject,
        ),
      );
      const scheduled =
        input.scheduledSessionId === undefined
          ? null
          : await tx.repositories.sessionPlans.findScheduled(input.scheduledSessionId);
      if (
        input.scheduledSessionId !== undefined &&
        (scheduled?.projectId !== project.id || !mayLog(project, scheduled, accountId, now))
      )
        throw new DomainError('recordNotFound');
      const logged = await projectSessions.insert({
        projectId: project.id,
        heldOn: input.heldOn,
        halfHours,
        // An empty note is no note.
        note: input.note ? input.note : null,
        recordedByAccountId: accountId,
        createdAt: now,
      });
      // The partner has a session to confirm: a notification, no mail (ADR 0055).
      const author = await tx.repositories.accounts.findById(accountId);
      await tx.repositories.notifications.addMany([
        {
          kind: 'sessionToConfirm',
          data: {
            partnerName: author ? fullNameOf(author) : '',
            heldOn: input.heldOn,
            projectId: project.id,
          },
          link: notificationLinks.projects,
          accountId: project.coachAccountId === accountId ? project.coacheeAccountId : project.coachAccountId,
          createdAt: now,
        },
      ]);
      if (scheduled) await tx.repositories.sessionPlans.markLogged(scheduled.id, logged.id);
      return logAfterWrite(tx, project, accountId, now);
    });
  },
});
