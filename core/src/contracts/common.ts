import { z } from 'zod';

/** The input of a call that takes nothing. */
export const noInput = z.object({});

/** The `data` of an answer that carries nothing. */
export const noOutput = z.null();

/** An ISO 8601 instant with its offset, as every date travels over the API. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
