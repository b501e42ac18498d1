import { localDateOf } from '../calendar/zoned-time.ts';
import { noInput } from '../contracts/common.ts';
import { minimumRatingsShown, myDevelopmentSchema } from '../contracts/competency-ratings.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { averagesOf } from './domain/competency-rating.ts';

/** Months on Istanbul's calendar, like every other date of the programme. */
const ratingTimeZone = 'Europe/Istanbul';

/**
 * The coach's "my development" page (ADR 0058): the averages of the ratings they received, per
 * competency, and how they moved month by month. Nothing at all below `minimumRatingsShown`
 * ratings, so that no single client's rating can be read; notes come sorted by their text, without
 * a name, a project or a day. The answer carries no one's name.
 */
export const getMyDevelopment = defineUseCase({
  name: 'coaching.myDevelopment',
  summary: 'Your averages on the ICF core competencies, once at least three coachees rated you',
  access: 'projects.own',
  input: noInput,
  output: myDevelopmentSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const ratings = await ctx.repositories.competencyRatings.listForCoach(accountId);
    const empty = { ratingCount: ratings.length, minimumRatings: minimumRatingsShown, averages: null };
    if (ratings.length < minimumRatingsShown) return { ...empty, overTime: [], notes: [] };
    // The running averages at the end of each month that has ratings, once the minimum is reached.
    const overTime = [];
    for (let index = 0; index < ratings.length; index++) {
      const rating = ratings[index];
      if (!rating) continue;
      const month = localDateOf(rating.createdAt, ratingTimeZone).slice(0, 7);
      const next = ratings[index + 1];
      const lastOfMonth = !next || localDateOf(next.createdAt, ratingTimeZone).slice(0, 7) !== month;
      const upToHere = ratings.slice(0, index + 1).map((each) => each.scores);
      const averages = averagesOf(upToHere);
      if (lastOfMonth && upToHere.length >= minimumRatingsShown && averages) {
        overTime.push({ month, ratingCount: upToHere.length, averages });
      }
    }
    return {
      ...empty,
      averages: averagesOf(ratings.map((rating) => rating.scores)),
      overTime,
      notes: ratings.flatMap((rating) => rating.note ?? []).sort((a, b) => a.localeCompare(b, 'tr')),
    };
  },
});
