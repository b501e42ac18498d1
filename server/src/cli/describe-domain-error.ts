import type { DomainError, FieldIssue } from '@coach/core';
import { translateValidationMessage } from '@coach/core/contracts/validation-messages';
import { translate } from '@coach/core/errors/translate';

// Its own module: a command that may fail (`match`, `verify-ledger`) prints its errors without
// loading the other commands' code (creating an account loads the phone number library).
/** A domain error as English lines for a terminal, with each invalid option named. */
export function describeDomainError(error: DomainError): string[] {
  const lines = [`Error ${error.code}: ${translate(error.code, 'en', error.data)}`];
  const fields = (error.data?.fields ?? {}) as Record<string, FieldIssue>;
  for (const [field, issue] of Object.entries(fields)) {
    lines.push(`  --${field}: ${translateValidationMessage(issue.key, 'en', issue.params)}`);
  }
  return lines;
}
