// The training start's check, apart so that the coaching log fetches it (and zod with it) when the
// member reaches for the form (training-start-form.tsx, issue 30).
export { coachingPreferencesInputSchema } from '@coach/core/contracts';
