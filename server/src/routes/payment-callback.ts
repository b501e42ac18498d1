import { createHash } from 'node:crypto';
import type { Language } from '@coach/core';
import { isDomainError } from '@coach/core/errors/domain-error';
import { retrieveCheckout } from '@coach/core/payments/retrieve-checkout';
import { anonymousActor } from '@coach/core/shared/context';
import { execute } from '@coach/core/shared/use-case';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Logger } from 'pino';
import { type AppEnv, useCaseContext } from '../http/env.ts';
import { createRouter } from '../http/router.ts';

/**
 * What the provider's page posts: iyzico's checkout form, and the sandbox's page the same way.
 * A plain OpenAPI schema, not a zod one: zod-openapi would then refuse other bodies (415) before
 * the handler, and this route must lead every browser to the result page, whatever it posts.
 */
const callbackFormSchema = {
  type: 'object',
  properties: { token: { type: 'string', description: "The checkout's token" } },
} as const;

const callbackRoute = createRoute({
  method: 'post',
  path: '/payment/callback',
  operationId: 'payment.callback',
  security: [],
  tags: ['payment'],
  summary: "The payment provider's return: the payer's browser posts the checkout's token",
  description:
    'Open to everyone (the provider sends the payer here). Settles the checkout as `payment/retrieve` ' +
    'does, then sends the browser to the result page `/payment?token=…` (`/en/payment` for an English ' +
    'checkout; for an unknown one, the language the browser prefers) under PUBLIC_BASE_URL. It always ' +
    'redirects, also without a token, for an unknown one, or when settling failed (logged with the ' +
    'checkout): the result page asks `payment/retrieve` and says what happened, with the way on.',
  request: {
    // Not required: any other body (or none) leads to the result page, like a missing token.
    body: {
      required: false,
      content: { 'application/x-www-form-urlencoded': { schema: callbackFormSchema } },
    },
  },
  responses: {
    303: {
      description: 'To the payment result page of this server',
      headers: {
        Location: { schema: { type: 'string' }, description: 'PUBLIC_BASE_URL[/en]/payment?token=…' },
      },
    },
  },
});

const formContentType = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The posted token, if it looks like one a provider issues; anything else (another content type,
 * a body that does not parse, a repeated or file field, an overlong value) is no token at all.
 */
async function postedToken(c: Context<AppEnv>): Promise<string | undefined> {
  if (!formContentType.test(c.req.header('content-type') ?? '')) return undefined;
  let value: unknown;
  try {
    // `all`: a repeated field comes as an array, not as whichever value came last.
    value = (await c.req.parseBody({ all: true })).token;
  } catch {
    return undefined;
  }
  const token = typeof value === 'string' ? value.trim() : '';
  return token && token.length <= 200 ? token : undefined;
}

/**
 * The location is built from the configuration and a language only, so a posted value can never
 * send the browser elsewhere (no open redirect); the token travels encoded.
 */
function resultPage(publicBaseUrl: string, token: string | undefined, language: Language): string {
  const base = `${publicBaseUrl.replace(/\/+$/, '')}${language === 'en' ? '/en' : ''}/payment`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

/** A short, stable stand-in for a token in the log: the token itself opens the checkout's result. */
const fingerprintOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);

/**
 * Settles the checkout now, so that the member's payment counts even if the result page is never
 * opened, and answers the checkout's language. A failure here changes nothing for the payer: the
 * result page asks again through `payment/retrieve` and says what happened. It is logged with the
 * checkout's id (the order's reference; the payer's card never reaches this server): a refusal of
 * the rules as a warning, anything else (the database, the provider's adapter) as an error.
 */
async function settle(c: Context<AppEnv>, token: string, logger: Logger): Promise<Language | undefined> {
  const ctx = { ...useCaseContext(c), actor: anonymousActor };
  const about = { requestId: c.get('requestId'), token: fingerprintOf(token) };
  let checkout: Awaited<ReturnType<typeof ctx.repositories.checkouts.findByToken>> = null;
  try {
    checkout = await ctx.repositories.checkouts.findByToken(token);
  } catch (error) {
    logger.error({ err: error, ...about }, 'payment callback: the checkout could not be read');
    return undefined;
  }
  const order = checkout ? { checkoutId: checkout.id, provider: checkout.provider } : {};
  try {
    await execute(retrieveCheckout, ctx, { token });
  } catch (error) {
    if (isDomainError(error)) {
      const message =
        error.key === 'recordNotFound'
          ? 'payment callback: no checkout has this token'
          : 'payment callback: the checkout could not be settled';
      logger.warn({ ...about, ...order, code: error.code }, message);
    } else {
      logger.error({ err: error, ...about, ...order }, 'payment callback: settling the checkout failed');
    }
  }
  return checkout?.locale;
}

/** `POST /api/payment/callback`: the provider's return (docs/product-rules.md §4). */
export function paymentCallbackRoutes({ publicBaseUrl, logger }: { publicBaseUrl: string; logger: Logger }) {
  return createRouter().openapi(callbackRoute, async (c) => {
    const token = await postedToken(c);
    const checkoutLanguage = token ? await settle(c, token, logger) : undefined;
    // Without a checkout to go by, the browser's preferred language (the provider posts cross-site,
    // so the `lang` cookie does not come along).
    const language = checkoutLanguage ?? c.get('language');
    return c.redirect(resultPage(publicBaseUrl, token, language), 303);
  });
}
