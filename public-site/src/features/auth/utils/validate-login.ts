import {
  fieldIssuesOf,
  type LoginInput,
  loginInputSchema,
  translateValidationMessage,
} from '@coach/core/contracts';
import type { Lang } from '@coach/kit';

export type LoginField = keyof LoginInput;
export type LoginErrors = Partial<Record<LoginField, string>>;

/**
 * Checks the form with the server's own schema (@coach/core/contracts), so the browser shows the
 * same rules and the same sentences as the server would, in the page's language.
 */
export function validateLogin(
  values: LoginInput,
  lang: Lang,
): { ok: true; input: LoginInput } | { ok: false; errors: LoginErrors } {
  const result = loginInputSchema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: LoginErrors = {};
  for (const [path, issue] of Object.entries(fieldIssuesOf(result.error))) {
    if (path === 'email' || path === 'password') {
      errors[path] = translateValidationMessage(issue.key, lang, issue.params);
    }
  }
  return { ok: false, errors };
}
