import { logSessionInputSchema, requiredOr } from '@coach/core/contracts';
import { z } from 'zod';
import { sessionHourChoices } from './session-labels.ts';

/** The hours as the select keeps them ("0.5" … "8"): a select's value is text. */
export const sessionHourIds = sessionHourChoices.map(String) as [string, ...string[]];

/**
 * The log form: the contract's day and note, and the hours picked from the half-hour steps
 * (handed over as the number the API takes). The project is not a field: the panel knows it.
 */
export const logSessionFormSchema = logSessionInputSchema.pick({ heldOn: true, note: true }).extend({
  hours: z.enum(sessionHourIds, { error: requiredOr('invalidChoice') }).transform(Number),
});
