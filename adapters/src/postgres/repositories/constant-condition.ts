import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column = 'value'` with the value written into the statement, not bound as a parameter. A partial
 * index (`… where state = 'open'`) serves only a condition the planner can prove implies its
 * own: a bound `$1` does in a plan made for its value, but not in the generic plan PostgreSQL may
 * switch to after five executions of a prepared statement (database.ts), which then holds for that
 * connection. The open requests' search count, so planned, probed every request of 3,601 matching
 * members by the wider account index instead of the open ones' (418 ms, issue 29). For the
 * repositories' own constants (states, statuses) only: the value must be a plain word.
 */
export function equalsConstant(column: SQLWrapper, value: string): SQL {
  if (!/^[a-z_]+$/.test(value)) throw new Error(`not a plain word, so not inlined: ${value}`);
  return sql`${column} = ${sql.raw(`'${value}'`)}`;
}
