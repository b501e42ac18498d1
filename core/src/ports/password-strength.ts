/** Judges how easily a password would be guessed (common passwords, breached lists, the user's own data). */
export interface PasswordStrength {
  /**
   * True for passwords an attacker tries first: common and breached-list passwords and simple
   * variations of them or of `userInputs` (name, e-mail), ASVS 5.0 V6.2.4.
   */
  isTooGuessable(password: string, userInputs: readonly string[]): boolean;
}
