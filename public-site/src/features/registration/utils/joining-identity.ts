import type { ProviderProfile } from '@coach/core/contracts';
import type { RegistrationDraft } from './registration-steps.ts';

/** Joining with a provider: the `register` ticket to send, who the provider says this is, its name. */
export type JoiningIdentity = { ticket: string; profile: ProviderProfile; label: string };

/**
 * The draft with the provider's details: its address always (the account is linked to that
 * provider account, so the server takes no other), the names only where none was typed yet (a
 * reload keeps what the visitor corrected).
 */
export function withProfile(values: RegistrationDraft, profile: ProviderProfile): RegistrationDraft {
  return {
    ...values,
    name: values.name.trim() === '' ? profile.name : values.name,
    surname: values.surname.trim() === '' ? profile.surname : values.surname,
    email: profile.email,
  };
}
