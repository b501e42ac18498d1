import { DomainError } from '../../errors/domain-error.ts';
import type { PasswordStrength } from '../../ports/password-strength.ts';

/**
 * Refuses a new password that is common, breached-list or built from the person's own data, as a
 * validation error on the form's field that holds it (`password` unless told). Checked on the server only: the dictionaries are far
 * too large for the browser, which checks the shape rules of `passwordSchema` before sending.
 */
export function assertPasswordNotGuessable(
  strength: PasswordStrength,
  password: string,
  userInputs: readonly string[],
  field = 'password',
): void {
  if (strength.isTooGuessable(password, userInputs)) {
    throw new DomainError('validationFailed', {
      fields: { [field]: { key: 'passwordTooCommon', params: {} } },
    });
  }
}
