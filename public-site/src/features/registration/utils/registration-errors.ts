import { catalogue } from '@coach/core/contracts';
import { apiCodes, isApiError } from '@coach/kit';
import {
  type RegistrationDraft,
  type RegistrationField,
  type RegistrationStep,
  stepIndex,
  stepOfField,
} from './registration-steps.ts';

/** Where a refusal of `auth/register` is shown: the step, its fields' messages, or the form as a whole. */
export type ErrorPlacement = {
  step: RegistrationStep;
  fields: Partial<Record<RegistrationField, string>>;
  /** The address already has an account: offer to sign in instead. */
  emailTaken?: boolean;
  /** No field to show it on: shown above the summary's button. */
  formError?: unknown;
};

/**
 * Puts the server's answer back where the visitor can act on it: a taken e-mail, identity or
 * passport number on its field of the personal step, a package no longer on sale on the package step,
 * field messages (4034) on the earliest step that has one; anything else (the payment provider
 * cannot be reached, too many requests) on the summary.
 */
export function placeRegistrationError(error: unknown, draft: RegistrationDraft): ErrorPlacement {
  if (!isApiError(error)) return { step: 'summary', fields: {}, formError: error };
  switch (error.code) {
    case catalogue.emailTaken.code:
      return { step: 'personal', fields: { email: error.message }, emailTaken: true };
    case catalogue.identityNumberTaken.code:
      return {
        step: 'personal',
        fields: { [draft.turkishCitizen ? 'identityNumber' : 'passportNumber']: error.message },
      };
    case catalogue.passportTaken.code:
      return { step: 'personal', fields: { passportNumber: error.message } };
    case catalogue.packageNotForSale.code:
    case catalogue.recordNotFound.code:
      return { step: 'package', fields: { membershipPackageId: error.message } };
    case apiCodes.validation: {
      const fields: Partial<Record<RegistrationField, string>> = {};
      for (const [path, message] of Object.entries(error.fieldErrors)) {
        // A server path deeper than the form (`languages.1`) belongs to its top field.
        const field = path.split('.')[0] as RegistrationField;
        if (stepOfField(field) !== 'summary') fields[field] ??= message;
      }
      const steps = Object.keys(fields).map((field) => stepOfField(field));
      if (steps.length === 0) return { step: 'summary', fields: {}, formError: error };
      const earliest = steps.reduce((first, step) => (stepIndex(step) < stepIndex(first) ? step : first));
      return { step: earliest, fields };
    }
    default:
      return { step: 'summary', fields: {}, formError: error };
  }
}
