import type { z } from 'zod';
import { isValidationMessageKey, type ValidationMessageKey } from './validation-messages.ts';

/** One field's problem: a message key and the values for its placeholders. */
export interface FieldIssue {
  readonly key: ValidationMessageKey;
  readonly params: Record<string, string | number>;
}

/** The form field an issue belongs to: its path joined with dots ("" for the whole input). */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Classifies a zod issue. Shared schemas name their key in the message; issues raised elsewhere
 * (for example by a plain `z.int()`) are classified by their zod code.
 */
export function classifyIssue(issue: z.core.$ZodIssue): FieldIssue {
  if (isValidationMessageKey(issue.message)) return { key: issue.message, params: boundsOf(issue) };
  switch (issue.code) {
    case 'too_small':
      return { key: issue.origin === 'string' ? 'tooShort' : 'tooSmall', params: boundsOf(issue) };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'tooLong' : 'tooBig', params: boundsOf(issue) };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'email' : 'invalidValue', params: {} };
    case 'invalid_value':
      return { key: 'invalidChoice', params: {} };
    case 'invalid_type':
      return { key: 'invalidType', params: {} };
    case 'unrecognized_keys':
      return { key: 'unknownField', params: {} };
    default:
      return { key: 'invalidValue', params: {} };
  }
}

function boundsOf(issue: z.core.$ZodIssue): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if ('minimum' in issue) params.minimum = Number(issue.minimum);
  if ('maximum' in issue) params.maximum = Number(issue.maximum);
  return params;
}

/** The first issue of each field, keyed by field path; one message per field is what a form shows. */
export function fieldIssuesOf(error: z.ZodError): Record<string, FieldIssue> {
  const fields: Record<string, FieldIssue> = {};
  for (const issue of error.issues) {
    const path =
      issue.code === 'unrecognized_keys'
        ? fieldPath([...issue.path, issue.keys[0] ?? ''])
        : fieldPath(issue.path);
    fields[path] ??= classifyIssue(issue);
  }
  return fields;
}
