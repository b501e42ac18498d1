import {
  checkoutRetryInputSchema,
  checkoutTokenInputSchema,
  fieldIssuesOf,
  isCardExpiryCurrent,
  type Language,
  sandboxPayInputSchema,
  sandboxTestCards,
  translateValidationMessage,
} from '@coach/core/contracts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';
import { type CheckoutStore, demoPackages, sandboxFailures } from './checkout-store.ts';

// msw handlers for paying, answering like the server and its built-in sandbox provider: the
// sandbox's hosted page (describe, pay), the result (`payment/retrieve`, idempotent) and the retry.

/** Where the sandbox page posts the token; the server's callback route. */
export const mockCallbackUrl = '/api/payment/callback';

const languageOf = (request: Request): Language =>
  request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'tr';

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

export function paymentHandlers(store: CheckoutStore) {
  const isOpen = (token: string) => {
    const found = store.checkouts.get(token);
    return found?.status === 'open' && new Date(found.expiresAt).getTime() > Date.now() ? found : null;
  };
  return [
    http.get('*/api/payment/sandbox/:token', ({ request, params }) => {
      const found = store.checkouts.get(String(params.token));
      if (!found) return answer(request, 404, 'recordNotFound');
      return answer(request, 200, 'done', {
        token: found.token,
        merchantName: 'Koçluk Saatleri',
        itemName: found.locale === 'en' ? found.pkg.nameEn : found.pkg.nameTr,
        price: found.pkg.priceUsd,
        currency: 'USD',
        locale: found.locale,
        status: found.status,
        expiresAt: found.expiresAt,
        callbackUrl: mockCallbackUrl,
      });
    }),
    http.post('*/api/payment/sandbox/:token/pay', async ({ request, params }) => {
      const token = String(params.token);
      if (!store.checkouts.has(token)) return answer(request, 404, 'recordNotFound');
      const parsed = sandboxPayInputSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailed(request, parsed.error);
      const found = isOpen(token);
      if (!found) return answer(request, 409, 'paymentNotRetryable');
      if (!isCardExpiryCurrent(parsed.data.expiry, new Date())) {
        const expired = translateValidationMessage('cardExpired', languageOf(request));
        return answer(request, 400, 'validationFailed', { fields: { expiry: expired } });
      }
      const outcome =
        sandboxTestCards.find((card) => card.number === parsed.data.cardNumber)?.outcome ?? 'unknown';
      if (outcome === 'success') {
        found.status = 'paid';
        store.save();
        return answer(request, 200, 'done', {
          status: 'paid',
          errorCode: null,
          errorMessage: null,
          callbackUrl: mockCallbackUrl,
        });
      }
      const failure = sandboxFailures[outcome];
      found.status = 'failed';
      found.failure = { code: failure.code, message: failure.message[found.locale] };
      store.save();
      return answer(request, 200, 'done', {
        status: 'failed',
        errorCode: failure.code,
        errorMessage: failure.message[found.locale],
        callbackUrl: mockCallbackUrl,
      });
    }),
    http.post('*/api/payment/retrieve', async ({ request }) => {
      store.retrieveCalls++;
      const parsed = checkoutTokenInputSchema.safeParse(await request.json());
      if (!parsed.success) return validationFailed(request, parsed.error);
      const found = store.checkouts.get(parsed.data.token);
      if (!found) return answer(request, 404, 'recordNotFound');
      return answer(request, 200, 'done', store.resultOf(found));
    }),
    http.post('*/api/payment/retry', async ({ request }) => {
      const body = await request.json();
      store.retryRequests.push(body);
      const parsed = checkoutRetryInputSchema.safeParse(body);
      if (!parsed.success) return validationFailed(request, parsed.error);
      const found = store.checkouts.get(parsed.data.token);
      if (!found) return answer(request, 404, 'recordNotFound');
      if (store.resultOf(found).status !== 'failed') return answer(request, 409, 'paymentNotRetryable');
      const { membershipPackageId } = parsed.data;
      const pkg = membershipPackageId
        ? Object.values(demoPackages).find((offered) => offered.membershipPackageId === membershipPackageId)
        : found.pkg;
      if (!pkg) return answer(request, 404, 'recordNotFound');
      const started = store.start({ ...found, pkg });
      const prefix = found.locale === 'en' ? '/en' : '';
      return answer(request, 200, 'done', {
        token: started.token,
        checkoutUrl: `${prefix}/sandbox-checkout/${started.token}`,
      });
    }),
  ];
}
