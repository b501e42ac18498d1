/**
 * JSON with object keys sorted (by UTF-16 code units) and no white space: one text for one value,
 * so that a signature over it can be checked from the value again (RFC 8785's rules for the
 * values a published log holds: strings, booleans, null, and numbers in half-hour steps, which
 * `JSON.stringify` writes as RFC 8785 does).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('Not a JSON number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}
