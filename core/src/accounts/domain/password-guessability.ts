import { DomainError } from '../../errors/domain-error.ts';
import type { PasswordStrength } from '../../ports/password-strength.ts';
import { containsPersonalData, type PasswordOwner } from './password-personal-data.ts';

/**
 * Refuses a new password that contains the person's own name or e-mail, or that is common,
 * breached-list or otherwise built from their data, as a validation error on the form's field that
 * holds it (`password` unless told). Checked on the server only: the dictionaries are far too large
 * for the browser, which checks the shape rules of `passwordSchema` before sending and shows the
 * server's sentence under the field.
 */
export function assertPasswordNotGuessable(
  strength: PasswordStrength,
  password: string,
  owner: PasswordOwner,
  field = 'password',
): void {
  const refusal = containsPersonalData(password, owner)
    ? 'passwordContainsPersonalData'
    : strength.isTooGuessable(password, [owner.email, owner.name, owner.surname])
      ? 'passwordTooCommon'
      : null;
  if (refusal)
    throw new DomainError('validationFailed', { fields: { [field]: { key: refusal, params: {} } } });
}
