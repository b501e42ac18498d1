import { type SQL, sql } from 'drizzle-orm';

/**
 * Bulk statements pass their values as a few array parameters (`unnest($1::uuid[], …)`), never as
 * one parameter per value: a matching run sends tens of thousands of ids, PostgreSQL takes at most
 * 65 535 parameters, and one statement text per batch size would defeat the prepared statements.
 */
export function arrayParam(values: readonly unknown[], type: 'uuid' | 'text' | 'timestamptz'): SQL {
  // Instants travel as ISO text: drizzle leaves postgres.js no serializer for timestamptz arrays.
  if (type === 'timestamptz') return sql`${sql.param([...values])}::text[]::timestamptz[]`;
  return sql`${sql.param([...values])}::${sql.raw(type)}[]`;
}

/** The rows of `db.execute`: postgres.js answers an array of rows, PGlite an object holding them. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/** How many rows a bulk statement carries: big enough to be fast, small enough to stay one message. */
export const bulkBatchSize = 5000;

/** `values` in consecutive slices of at most `size`. */
export function* batchesOf<T>(values: readonly T[], size = bulkBatchSize): Generator<T[]> {
  for (let start = 0; start < values.length; start += size) yield values.slice(start, start + size);
}
