import { passwordSchema, type ValidationMessageKey } from '@coach/core/contracts';

/** The rules of the shared password schema a person can tick off while typing, in the order shown. */
export const passwordRules = [
  'passwordTooShort',
  'passwordLowercase',
  'passwordUppercase',
  'passwordDigit',
  'passwordSpecial',
] as const satisfies readonly ValidationMessageKey[];

export type PasswordRule = (typeof passwordRules)[number];

/**
 * The rules `password` does not meet yet, read from the server's own schema (each rule's issue
 * carries its message key), so the checklist can never drift from what the server checks.
 */
export function unmetPasswordRules(password: string): ReadonlySet<PasswordRule> {
  const result = passwordSchema.safeParse(password);
  if (result.success) return new Set();
  // An empty password stops at "required", before the other checks run: nothing is met yet.
  if (password === '') return new Set(passwordRules);
  const failed = new Set(result.error.issues.map((issue) => issue.message));
  return new Set(passwordRules.filter((rule) => failed.has(rule)));
}
