import type { ZodForm } from '@coach/kit/forms';
import type { z } from 'zod';
import { z as zod } from 'zod';
import { type RegistrationDraft, type RegistrationStep, schemaOfStep } from './registration-steps.ts';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The draft as the contract expects it: only the identity document of the chosen kind, and an
 * empty document as absent (the contract then says "required" rather than "not a valid number").
 * Joining with a provider (`identityTicket`), the ticket goes with it and no password does: the
 * provider is the way in.
 */
export function preparedDraft(draft: RegistrationDraft, identityTicket?: string): Record<string, unknown> {
  const { identityNumber, passportNumber, password, passwordConfirmation, ...rest } = draft;
  const document = draft.turkishCitizen
    ? { identityNumber: isBlank(identityNumber) ? undefined : identityNumber }
    : { passportNumber: isBlank(passportNumber) ? undefined : passportNumber };
  const signIn = identityTicket ? { identityTicket } : { password, passwordConfirmation };
  return { ...rest, ...document, ...signIn };
}

function valueAt(input: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

export type WizardSchema = z.ZodType<unknown, RegistrationDraft>;

/**
 * One form for the whole wizard, checked with the schema of the step on screen
 * (`currentStep` is read on every check). Everything outside that step is left alone, so what
 * was typed on other steps stays as it is until the visitor gets there.
 *
 * A field left blank is reported as "required" whatever its schema's own word for a wrong value
 * (a place code says "not in the list", a type check "wrong type"): a visitor who skipped a
 * choice needs to hear that it is missing.
 *
 * `identityTicket`: the `register` ticket of a provider the visitor joins with.
 */
export function wizardSchema(currentStep: () => RegistrationStep, identityTicket?: string): WizardSchema {
  return zod.custom<RegistrationDraft>().transform((draft, ctx) => {
    const input = preparedDraft(draft, identityTicket);
    const result = schemaOfStep[currentStep()].safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const blank = issue.path.length > 0 && isBlank(valueAt(input, issue.path));
      ctx.addIssue({ ...issue, message: blank ? 'required' : issue.message } as z.core.$ZodRawIssue);
    }
    return zod.NEVER;
  });
}

/** The wizard's form, as every step receives it. */
export type RegistrationForm = ZodForm<WizardSchema>;
