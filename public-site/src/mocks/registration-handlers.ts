import {
  fieldIssuesOf,
  type Language,
  registerInputSchema,
  resendVerificationInputSchema,
  translateValidationMessage,
  verifyEmailInputSchema,
} from '@coach/core/contracts';
import { demoAccounts } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';
import { type CheckoutStore, demoPackages, retiredPackageId } from './checkout-store.ts';

// msw handlers for joining, answering like the server: the packages on sale, `auth/register`
// (4034 with translated fields, 4006 for a taken address, 4018 for a used identity number, 4062
// for a package off sale; otherwise a checkout on the sandbox page), and e-mail verification.

const languageOf = (request: Request): Language =>
  request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'tr';

/** Identity numbers that already have an account (the demo member's). */
export const usedIdentityNumbers = ['10000000146'];
/** A passport number another account has (stored upper-case, without spaces). */
export const usedPassportNumbers = ['U1234567'];

/** Verification links the mock knows; any other token is refused like an expired one. */
export const mockVerifyTokens = { valid: 'valid-verify-token' } as const;

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

export function registrationHandlers(store: CheckoutStore) {
  const takenEmails = new Set(demoAccounts.map((account) => account.email));
  return [
    http.get('*/api/membershippackages', ({ request }) =>
      answer(request, 200, 'done', Object.values(demoPackages)),
    ),
    http.post('*/api/auth/register', async ({ request }) => {
      const body = await request.json();
      store.registrations.push(body);
      const parsed = registerInputSchema.safeParse(body);
      if (!parsed.success) return validationFailed(request, parsed.error);
      const input = parsed.data;
      if (takenEmails.has(input.email.trim().toLowerCase())) return answer(request, 409, 'emailTaken');
      if (input.identityNumber && usedIdentityNumbers.includes(input.identityNumber))
        return answer(request, 409, 'identityNumberTaken');
      if (input.passportNumber && usedPassportNumbers.includes(input.passportNumber))
        return answer(request, 409, 'passportTaken');
      if (input.membershipPackageId === retiredPackageId) return answer(request, 409, 'packageNotForSale');
      const pkg = Object.values(demoPackages).find(
        (candidate) => candidate.membershipPackageId === input.membershipPackageId,
      );
      if (!pkg) return answer(request, 404, 'recordNotFound');
      takenEmails.add(input.email.trim().toLowerCase());
      const started = store.start({
        purpose: 'registration',
        pkg,
        email: input.email,
        locale: input.language,
      });
      const prefix = input.language === 'en' ? '/en' : '';
      return answer(request, 201, 'recordAdded', {
        token: started.token,
        checkoutUrl: `${prefix}/sandbox-checkout/${started.token}`,
        accountId: crypto.randomUUID(),
      });
    }),
    http.post('*/api/auth/verifyemail', async ({ request }) => {
      const parsed = verifyEmailInputSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailed(request, parsed.error);
      if (parsed.data.token !== mockVerifyTokens.valid) return answer(request, 400, 'linkInvalid');
      return answer(request, 200, 'done', { email: 'deniz@example.com' });
    }),
    http.post('*/api/auth/resendverification', async ({ request }) => {
      const parsed = resendVerificationInputSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailed(request, parsed.error);
      store.resendRequests.push({ email: parsed.data.email, language: parsed.data.language });
      return answer(request, 200, 'done');
    }),
  ];
}
