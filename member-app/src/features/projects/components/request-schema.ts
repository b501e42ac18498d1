// The project request's check, apart so that the projects page fetches it (and zod with it) when
// the member reaches for the form (request-form.tsx, issue 30).
export { createProjectRequestInputSchema } from '@coach/core/contracts';
