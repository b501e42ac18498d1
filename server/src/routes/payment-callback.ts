import { anonymousActor, execute, type Language, retrieveCheckout } from '@coach/core';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
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
  tags: ['payment'],
  summary: "The payment provider's return: the payer's browser posts the checkout's token",
  description:
    'Open to everyone (the provider sends the payer here). Settles the checkout as `payment/retrieve` ' +
    'does, then sends the browser to the result page `/payment?token=…` (`/en/payment` for an English ' +
    'checkout) under PUBLIC_BASE_URL. It always redirects, also without a token or for an unknown one: ' +
    'the result page asks `payment/retrieve` and explains.',
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
 * The location is built from the configuration and the checkout's own language only, so a posted
 * value can never send the browser elsewhere (no open redirect); the token travels encoded.
 */
function resultPage(publicBaseUrl: string, token: string | undefined, language: Language): string {
  const base = `${publicBaseUrl.replace(/\/+$/, '')}${language === 'en' ? '/en' : ''}/payment`;
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

/**
 * Settles the checkout now, so that the member's payment counts even if the result page is never
 * opened. A failure here (the provider unreachable, an unknown token) changes nothing: the result
 * page asks again through `payment/retrieve`, which answers with the reason.
 */
async function settle(c: Context<AppEnv>, token: string): Promise<Language> {
  const ctx = { ...useCaseContext(c), actor: anonymousActor };
  try {
    await execute(retrieveCheckout, ctx, { token });
  } catch {
    // Answered on the result page (see above).
  }
  try {
    return (await ctx.repositories.checkouts.findByToken(token))?.locale ?? 'tr';
  } catch {
    return 'tr';
  }
}

/** `POST /api/payment/callback`: the provider's return (PRODUCT.md, Registration and payment). */
export function paymentCallbackRoutes(publicBaseUrl: string) {
  return createRouter().openapi(callbackRoute, async (c) => {
    const token = await postedToken(c);
    const language = token ? await settle(c, token) : 'tr';
    return c.redirect(resultPage(publicBaseUrl, token, language), 303);
  });
}
