import { noInput } from '../contracts/common.ts';
import { upcomingSessionsSchema } from '../contracts/session-plans.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { agendaView } from './plan-view.ts';

/** How many upcoming sessions the dashboard lists. */
const dashboardLimit = 10;

/** The member's next scheduled sessions in their open projects, soonest first (the dashboard). */
export const listUpcomingSessions = defineUseCase({
  name: 'planning.upcoming',
  summary: 'Your next scheduled sessions, soonest first',
  access: 'projects.own',
  input: noInput,
  output: upcomingSessionsSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const entries = await ctx.repositories.sessionPlans.listAgendaOf(accountId, {
      from: now,
      limit: dashboardLimit,
      withCancelled: false,
    });
    return {
      items: entries
        .filter((entry) => entry.projectState === 'open')
        .map((entry) => agendaView(entry, accountId, now)),
    };
  },
});
