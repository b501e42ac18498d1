import {
  type Language,
  registerInputSchema,
  registrationConsentStepSchema,
  registrationPackageStepSchema,
  registrationPersonalFieldsSchema,
  registrationPersonalStepSchema,
} from '@coach/core/contracts';
import type { z } from 'zod';

/** The wizard's steps, in order (docs/product-rules.md §4: package → personal data → confirm → pay). */
export const registrationSteps = ['package', 'personal', 'consent', 'summary'] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/**
 * What the form holds while the visitor moves between the steps: one state for all of them, so
 * going back keeps what was typed. Looser than the contract (a box not ticked yet is `false`, a
 * place not chosen yet is null); each step's schema decides what may go on.
 */
export type RegistrationDraft = {
  membershipPackageId: string;
  name: string;
  surname: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  turkishCitizen: boolean;
  identityNumber: string;
  passportNumber: string;
  phone: string;
  countryCode: string | null;
  stateCode: string | null;
  city: string | null;
  languages: Language[];
  acceptTerms: boolean;
  acceptDataProtection: boolean;
  confirmAdult: boolean;
};

export type RegistrationField = keyof RegistrationDraft;

export const emptyDraft: RegistrationDraft = {
  membershipPackageId: '',
  name: '',
  surname: '',
  email: '',
  password: '',
  passwordConfirmation: '',
  turkishCitizen: true,
  identityNumber: '',
  passportNumber: '',
  phone: '',
  countryCode: 'TR',
  stateCode: null,
  city: null,
  languages: [],
  acceptTerms: false,
  acceptDataProtection: false,
  confirmAdult: false,
};

/** Each step's schema from the shared contracts: the very checks `auth/register` runs again. */
export const schemaOfStep = {
  package: registrationPackageStepSchema,
  personal: registrationPersonalStepSchema,
  consent: registrationConsentStepSchema,
  summary: registerInputSchema,
} as const satisfies Record<RegistrationStep, z.ZodType>;

/** The fields each step asks for, read from the step schemas, so a new field finds its step. */
const fieldsOfStep: Record<Exclude<RegistrationStep, 'summary'>, readonly string[]> = {
  package: Object.keys(registrationPackageStepSchema.shape),
  personal: Object.keys(registrationPersonalFieldsSchema.shape),
  consent: Object.keys(registrationConsentStepSchema.shape),
};

/** The step where a field (or a server's field path such as `languages.1`) is typed; else the summary. */
export function stepOfField(path: string): RegistrationStep {
  const field = path.split('.')[0] ?? '';
  for (const step of registrationSteps) {
    if (step !== 'summary' && fieldsOfStep[step].includes(field)) return step;
  }
  return 'summary';
}

export const stepIndex = (step: RegistrationStep) => registrationSteps.indexOf(step);
