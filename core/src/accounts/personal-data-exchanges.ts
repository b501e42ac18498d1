import { competencies } from '../contracts/competency-ratings.ts';
import type { ProjectDetails } from '../projects/domain/project-details.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { PersonalRecord } from './personal-data.ts';

type Reader = Pick<UseCaseContext, 'repositories'>;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** Notifications are read page by page, each page at most this long. */
const pageSize = 200;

/**
 * A member's scheduled sessions are few (a project lasts at most 15 weeks and plans one session at
 * a time), so one read far larger than any member's history takes them all.
 */
const scheduledSessionsAtMost = 10_000;

async function notificationsOf(ctx: Reader, accountId: string) {
  const all = [];
  for (let offset = 0; ; offset += pageSize) {
    const { items } = await ctx.repositories.notifications.listOf(accountId, { offset, limit: pageSize });
    all.push(...items);
    if (items.length < pageSize) return all;
  }
}

/**
 * What the member did with their partners and for their accreditation since issue 32 — messages,
 * planned sessions, ratings given, published logs, notifications, mail choices — as records of the
 * "download my data" file. The same rule as the rest of the file: what someone else wrote or
 * decided is theirs, so the ratings a coach received and the partner's messages stay out. The
 * open projects' proposals are read one by one: a member has at most four open projects.
 */
export async function collectExchanges(
  ctx: Reader,
  accountId: string,
  projects: readonly Pick<ProjectDetails, 'id' | 'state'>[],
) {
  const { repositories } = ctx;
  // Only an open project plans sessions: its proposal is the one a member may still answer.
  const openProjectIds = projects.filter(({ state }) => state === 'open').map(({ id }) => id);
  // One indexed read per kind, whatever the number of projects (the busiest member has 500).
  const [messages, agenda, openProposals, ratings, publications, notifications, mail, feed] =
    await Promise.all([
      repositories.projectMessages.listByAuthor(accountId),
      repositories.sessionPlans.listAgendaOf(accountId, {
        from: new Date(0),
        limit: scheduledSessionsAtMost,
        withCancelled: true,
      }),
      Promise.all(openProjectIds.map((id) => repositories.sessionPlans.findOpenProposal(id))),
      repositories.competencyRatings.listByCoachee(accountId),
      repositories.coachingLogPublications.listByAccount(accountId),
      notificationsOf(ctx, accountId),
      repositories.groupMails.preferencesOf(accountId),
      repositories.sessionPlans.findFeedOf(accountId),
    ]);

  return {
    mailSettings: {
      programmeNews: mail?.programmeNews ?? true,
      mailsSwitchedOff: (mail?.switchedOff ?? []).join(', '),
      calendarFeedSince: iso(feed?.createdAt ?? null),
    } satisfies PersonalRecord,
    messages: messages.map(
      (message): PersonalRecord => ({
        id: message.id,
        projectId: message.projectId,
        body: message.body,
        createdAt: iso(message.createdAt),
      }),
    ),
    scheduledSessions: agenda.map(
      (session): PersonalRecord => ({
        id: session.id,
        projectId: session.projectId,
        startsAt: iso(session.startsAt),
        minutes: session.minutes,
        state: session.state,
        loggedSessionId: session.loggedSessionId,
        createdAt: iso(session.createdAt),
      }),
    ),
    sessionProposals: openProposals.flatMap((proposal): PersonalRecord[] =>
      proposal
        ? [
            {
              id: proposal.id,
              projectId: proposal.projectId,
              proposedBy: proposal.proposedByAccountId === accountId ? 'me' : 'partner',
              times: proposal.slots
                .map((slot) => `${slot.startsAt.toISOString()} (${slot.minutes} min)`)
                .join(', '),
              state: proposal.state,
              createdAt: iso(proposal.createdAt),
            },
          ]
        : [],
    ),
    ratingsGiven: ratings.map(
      (rating): PersonalRecord => ({
        id: rating.id,
        projectId: rating.projectId,
        projectSessionId: rating.projectSessionId,
        ...Object.fromEntries(competencies.map((key) => [key, rating.scores[key]])),
        note: rating.note,
        createdAt: iso(rating.createdAt),
      }),
    ),
    publishedLogs: publications.map(
      (publication): PersonalRecord => ({
        id: publication.id,
        language: publication.language,
        from: publication.from,
        to: publication.to,
        rowCount: publication.rowCount,
        pdfSha256: publication.pdfSha256,
        publishedAt: iso(publication.publishedAt),
        revokedAt: iso(publication.revokedAt),
      }),
    ),
    notifications: notifications.map(
      (notification): PersonalRecord => ({
        kind: notification.kind,
        link: notification.link,
        data: JSON.stringify(notification.data),
        createdAt: iso(notification.createdAt),
        readAt: iso(notification.readAt),
      }),
    ),
  };
}
