import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { apiCodes, isApiError } from '../api/api-error.ts';

/**
 * Shows a server refusal next to the fields it names. The server answers 4034 with
 * `data.fields` (field path → message already in the page's language). A path deeper than the
 * form's fields (`languages.2`) lands on the nearest field that exists (`languages`).
 * Returns true when at least one field took a message; otherwise the caller shows the error
 * as a whole (FormError).
 */
export function applyServerErrors<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  error: unknown,
): boolean {
  if (!isApiError(error) || error.code !== apiCodes.validation) return false;
  const values = form.getValues() as Record<string, unknown>;
  let matched = false;
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = nearestFieldPath(values, path);
    if (field === null) continue;
    form.setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}

/**
 * The form field a server path belongs to: the path itself when the form has it, else its nearest
 * parent. An item of a list of plain values (`languages.2`) belongs to the list, which is the field.
 */
function nearestFieldPath(values: Record<string, unknown>, path: string): string | null {
  const segments = path.split('.').filter(Boolean);
  const found: string[] = [];
  let current: unknown = values;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) break;
    const next = (current as Record<string, unknown>)[segment];
    if (Array.isArray(current) && (typeof next !== 'object' || next === null)) break;
    found.push(segment);
    current = next;
  }
  return found.length > 0 ? found.join('.') : null;
}
