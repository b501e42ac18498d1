// A session's plain bounds, apart from the schemas of coaching.ts: a page that lists hours to choose
// from evaluates no zod for them (issue 30).

/** The shortest and the longest session one entry may log. */
export const minSessionHours = 0.5;
export const maxSessionHours = 8;
