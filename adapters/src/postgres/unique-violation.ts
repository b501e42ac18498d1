/**
 * The name of the unique constraint a failed statement violated, or null. Both drivers report
 * SQLSTATE 23505, but under different property names (postgres.js: `constraint_name`, PGlite:
 * `constraint`), and drizzle wraps them in its own error with the driver's error as `cause`.
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error; typeof current === 'object' && current !== null; current = causeOf(current)) {
    const fields = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown };
    if (fields.code === '23505') {
      const name = fields.constraint_name ?? fields.constraint;
      return typeof name === 'string' ? name : '';
    }
  }
  return null;
}

/**
 * The value a unique violation found taken, from the driver's detail
 * (`Key (email)=(ayse@example.com) already exists.`), or null: which row of a multi-row insert it was.
 */
export function violatedUniqueValue(error: unknown): string | null {
  for (let current = error; typeof current === 'object' && current !== null; current = causeOf(current)) {
    const fields = current as { code?: unknown; detail?: unknown };
    if (fields.code === '23505' && typeof fields.detail === 'string')
      return /^Key \([^)]*\)=\((.*)\) already exists\.?$/s.exec(fields.detail)?.[1] ?? null;
  }
  return null;
}

function causeOf(error: object): unknown {
  return 'cause' in error ? error.cause : undefined;
}
