/** One field of a record before and after a change. */
export interface DiffRow {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly changed: boolean;
}

/** A value as the log kept it, shown as text: nested objects and lists as JSON. */
function show(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * The fields of `before` and `after` side by side, in the order the record lists them (the
 * fields only one side has at the end), each marked changed or not.
 */
export function diffRows(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): DiffRow[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field) => {
    const old = show(before?.[field]);
    const now = show(after?.[field]);
    return { field, before: old, after: now, changed: old !== now };
  });
}
