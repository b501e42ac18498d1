import type { z } from 'zod';
import { fieldIssuesOf } from '../contracts/field-issues.ts';
import { DomainError } from '../errors/domain-error.ts';

/**
 * Parses use-case input with its contract schema. Use cases validate even though the HTTP layer
 * already did, because the CLI and the seed call them directly.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('validationFailed', { fields: fieldIssuesOf(result.error) });
  return result.data;
}
