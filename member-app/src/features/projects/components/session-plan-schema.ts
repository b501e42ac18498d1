import { localDateSchema, maxProposedSlots, requiredOr } from '@coach/core/contracts';
import { z } from 'zod';
import { sessionHourIds } from './log-session-schema.ts';

/** The times a session may start, every half hour from 07:00 to 22:30 (Istanbul's clock). */
export const startTimeIds = Array.from({ length: 32 }, (_, index) => {
  const minutes = 7 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}) as [string, ...string[]];

/** One proposed time: a day, a start time and a length (handed over in minutes, as the API takes it). */
const proposedTimeSchema = z.object({
  day: localDateSchema,
  time: z.enum(startTimeIds, { error: requiredOr('invalidChoice') }),
  hours: z.enum(sessionHourIds, { error: requiredOr('invalidChoice') }).transform(Number),
});

/** The proposal form: one time, or up to the server's limit for the partner to choose from. */
export const proposeFormSchema = z.object({
  slots: z.array(proposedTimeSchema).min(1).max(maxProposedSlots),
});

/** A new row of the form: the evening slot members choose most, an hour long. */
export const newProposedTime = { day: '', time: '18:00', hours: '1' } as const;
