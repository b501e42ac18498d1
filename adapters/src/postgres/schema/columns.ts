import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time: `timestamptz`, read as a JavaScript Date. Every instant in the schema is one. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
