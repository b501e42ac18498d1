import {
  fieldIssuesOf,
  forgotPasswordInputSchema,
  type Language,
  setPasswordInputSchema,
  translateValidationMessage,
} from '@coach/core/contracts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handlers for "forgot password" and "set password", answering like the server
// (docs/runtime-contract.md): the same answer for any address, 4040 after five requests for one
// address, single-use links (4042), and 4034 naming `password` for a common password.

/** Links the mock server knows; any other token is refused like an unknown one. */
export const mockResetTokens = { valid: 'valid-reset-token', used: 'used-reset-token' } as const;

/** A password that passes the shape rules but that the server's dictionary refuses. */
export const commonPassword = 'Password1!';

const requestsPerAddress = 5;
const retryAfterSeconds = 1800;

const languageOf = (request: Request): Language =>
  request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'tr';

/** What the handlers saw, for assertions; `resetPasswordMocks` starts a test afresh. */
export const passwordMockLog = {
  resetRequests: [] as { email: string; language: Language }[],
  usedTokens: new Set<string>([mockResetTokens.used]),
};

export function resetPasswordMocks() {
  passwordMockLog.resetRequests = [];
  passwordMockLog.usedTokens = new Set([mockResetTokens.used]);
}

function validationFailed(request: Request, error: Parameters<typeof fieldIssuesOf>[0]) {
  const language = languageOf(request);
  const fields = Object.fromEntries(
    Object.entries(fieldIssuesOf(error)).map(([path, issue]) => [
      path,
      translateValidationMessage(issue.key, language, issue.params),
    ]),
  );
  return answer(request, 400, 'validationFailed', { fields });
}

export const passwordHandlers = [
  http.post('*/api/accounts/forgotpassword', async ({ request }) => {
    const parsed = forgotPasswordInputSchema.safeParse(await request.json());
    if (!parsed.success) return validationFailed(request, parsed.error);
    const email = parsed.data.email.trim().toLowerCase();
    const earlier = passwordMockLog.resetRequests.filter((sent) => sent.email === email).length;
    if (earlier >= requestsPerAddress) return answer(request, 429, 'tooManyRequests', { retryAfterSeconds });
    passwordMockLog.resetRequests.push({ email, language: parsed.data.language });
    return answer(request, 200, 'done');
  }),
  http.post('*/api/accounts/setpassword', async ({ request }) => {
    const parsed = setPasswordInputSchema.safeParse(await request.json());
    if (!parsed.success) return validationFailed(request, parsed.error);
    const { token, password } = parsed.data;
    if (token !== mockResetTokens.valid || passwordMockLog.usedTokens.has(token)) {
      return answer(request, 400, 'linkInvalid');
    }
    if (password === commonPassword) {
      const message = translateValidationMessage('passwordTooCommon', languageOf(request));
      return answer(request, 400, 'validationFailed', { fields: { password: message } });
    }
    passwordMockLog.usedTokens.add(token);
    return answer(request, 200, 'done');
  }),
];
