import { noInput } from '../contracts/common.ts';
import { downloadFileSchema } from '../contracts/files.ts';
import type { Language } from '../contracts/language.ts';
import {
  type CalendarFeed,
  calendarFeedFileInputSchema,
  calendarFeedSchema,
} from '../contracts/session-plans.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { CalendarEvent } from '../ports/calendar-files.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { platformName } from '../shared/platform-name.ts';
import { defineUseCase } from '../shared/use-case.ts';
import type { CalendarFeedRecord } from './domain/session-plan.ts';
import { type AgendaEntry, agendaLimit, feedPastDays } from './domain/session-plan.ts';

/** Where a feed is read: `GET /api/calendar/{token}.ics` (the front end adds its origin). */
function feedView(feed: CalendarFeedRecord | null): CalendarFeed {
  return feed
    ? { url: `/api/calendar/${feed.token}.ics`, createdAt: feed.createdAt.toISOString() }
    : { url: null, createdAt: null };
}

/** The member's calendar feed address, or none. */
export const getCalendarFeed = defineUseCase({
  name: 'planning.getFeed',
  summary: 'The address of your private calendar feed, if you have one',
  access: 'projects.own',
  input: noInput,
  output: calendarFeedSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    return feedView(await ctx.repositories.sessionPlans.findFeedOf(accountId));
  },
});

/**
 * A new private feed address for the member: a calendar app subscribes to it without signing in,
 * so whoever holds it reads the member's session times. A new address replaces the old one, which
 * stops working at once (ADR 0056).
 */
export const renewCalendarFeed = defineUseCase({
  name: 'planning.renewFeed',
  summary: 'Make a new private calendar feed address (the old one stops working)',
  access: 'projects.own',
  input: noInput,
  output: calendarFeedSchema,
  errors: [],
  success: 'recordUpdated',
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const feed = { accountId, token: ctx.tokenGenerator.generate().token, createdAt: ctx.clock.now() };
    await ctx.unitOfWork.run((tx) => tx.repositories.sessionPlans.saveFeed(feed));
    return feedView(feed);
  },
});

/** The member turns their feed off: its address answers 404 from now on. */
export const revokeCalendarFeed = defineUseCase({
  name: 'planning.revokeFeed',
  summary: 'Turn your private calendar feed off',
  access: 'projects.own',
  input: noInput,
  output: calendarFeedSchema,
  errors: [],
  success: 'recordDeleted',
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    await ctx.unitOfWork.run((tx) => tx.repositories.sessionPlans.deleteFeed(accountId));
    return feedView(null);
  },
});

const texts: Record<Language, { summary: (partner: string) => string; description: string }> = {
  tr: {
    summary: (partner) => `Koçluk seansı: ${partner}`,
    description: 'Seansı yapıldıktan sonra projede kaydedin; ortağınız onaylar.',
  },
  en: {
    summary: (partner) => `Coaching session: ${partner}`,
    description: 'Once it has taken place, log the session in the project; your partner confirms it.',
  },
};

function feedEvent(entry: AgendaEntry, accountId: string, language: Language): CalendarEvent {
  const partner = accountId === entry.coachAccountId ? entry.coacheeName : entry.coachName;
  return {
    id: entry.id,
    sequence: entry.sequence,
    startsAt: entry.startsAt,
    minutes: entry.minutes,
    cancelled: entry.state === 'cancelled',
    summary: texts[language].summary(partner),
    description: texts[language].description,
    url: `${language === 'en' ? '/en' : ''}/user/projects#project-${entry.projectId}`,
    updatedAt: entry.updatedAt,
  };
}

/**
 * The feed itself, for calendar apps (no sign-in: the token is the key). One indexed read of the
 * token, then the member's sessions from `feedPastDays` ago on, at most `agendaLimit`, by the
 * index on each project's partners and the sessions' start: cheap whatever the number of members.
 * An unknown or revoked token is "not found".
 */
export const readCalendarFeed = defineUseCase({
  name: 'planning.readFeed',
  summary: "A member's private calendar feed (iCalendar), by its token",
  access: 'public',
  download: { contentTypes: ['text/calendar'] },
  input: calendarFeedFileInputSchema,
  output: downloadFileSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const token = input.feed.slice(0, -'.ics'.length);
    const { sessionPlans, accounts } = ctx.repositories;
    const feed = await sessionPlans.findFeedByToken(token);
    const account = feed ? await accounts.findById(feed.accountId) : null;
    if (!feed || !account) throw new DomainError('recordNotFound');
    const from = new Date(ctx.clock.now().getTime() - feedPastDays * 86_400_000);
    const entries = await sessionPlans.listAgendaOf(feed.accountId, {
      from,
      limit: agendaLimit,
      withCancelled: true,
    });
    const bytes = await ctx.calendarFiles.feed({
      name: platformName[account.language],
      events: entries.map((entry) => feedEvent(entry, feed.accountId, account.language)),
    });
    return {
      fileName: 'sessions.ics',
      contentType: 'text/calendar',
      bytes,
    };
  },
});
