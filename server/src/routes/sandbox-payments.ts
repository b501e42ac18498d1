import type { SandboxPayments } from '@coach/adapters/payments/sandbox-payments';
import type { RateLimitRule } from '@coach/core';
import {
  checkoutTokenInputSchema,
  sandboxCheckoutSchema,
  sandboxPayInputSchema,
  sandboxPayResultSchema,
} from '@coach/core/contracts/payments';
import { DomainError } from '@coach/core/errors/domain-error';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { success } from '../http/envelope.ts';
import { commonNotes, errorResponses, jsonEnvelope } from '../http/responses.ts';
import { createRouter } from '../http/router.ts';
import { statusOf } from '../http/status-table.ts';

/** The status of every answer here that succeeds (`done`). */
const done = statusOf('done');

const tag = 'Sandbox payments';

const tokenParamsSchema = z.object({ token: checkoutTokenInputSchema.shape.token });

const description =
  'Open to everyone. Only on a server with PAYMENT_PROVIDER=sandbox: the built-in test provider, ' +
  "whose hosted checkout page (public site, `/sandbox-checkout/{token}`) calls these like a real provider's page.";

const notes = {
  ...commonNotes,
  recordNotFound: 'No sandbox checkout has this token',
  validationFailed:
    'Validation failed; data.fields maps each field to a translated message (an expired card: expiry)',
  paymentNotRetryable: 'The checkout is closed: already paid or failed',
  tooManyRequests: 'Too many payments from this address; Retry-After says when to try again',
};

const describeRoute = createRoute({
  method: 'get',
  path: '/payment/sandbox/{token}',
  operationId: 'payment.sandboxCheckout',
  security: [],
  tags: [tag],
  summary: 'Sandbox checkout page: who is paid, for what, how much',
  description,
  request: { params: tokenParamsSchema },
  responses: {
    [done]: jsonEnvelope('The checkout as its page shows it', sandboxCheckoutSchema),
    ...errorResponses(
      ['validationFailed', 'recordNotFound', 'somethingWentWrong', 'databaseUnavailable'],
      notes,
    ),
  },
});

const payRoute = createRoute({
  method: 'post',
  path: '/payment/sandbox/{token}/pay',
  operationId: 'payment.sandboxPay',
  security: [],
  tags: [tag],
  summary: 'Sandbox checkout page: pay with a test card',
  description:
    `${description} The outcome follows the test card (\`sandboxTestCards\`); the page then posts the ` +
    'token to `callbackUrl`. Limited per client address.',
  request: {
    params: tokenParamsSchema,
    body: { required: true, content: { 'application/json': { schema: sandboxPayInputSchema } } },
  },
  responses: {
    [done]: jsonEnvelope('Paid or declined; the page posts the token to callbackUrl', sandboxPayResultSchema),
    ...errorResponses(
      [
        'validationFailed',
        'recordNotFound',
        'paymentNotRetryable',
        'tooManyRequests',
        'somethingWentWrong',
        'databaseUnavailable',
      ],
      notes,
    ),
  },
});

/**
 * Card attempts per client address. Test cards cost nothing, but each attempt writes, and the page
 * is open to everyone: a person trying the cards by hand stays far below this.
 */
export const sandboxPaymentsPerAddress: RateLimitRule = {
  name: 'sandbox-payments-per-address',
  points: 30,
  durationSeconds: 600,
};

/** 429 / 4040 once the client address used up its attempts; otherwise counts this one. */
async function countAttempt(c: Context<AppEnv>): Promise<void> {
  const address = c.get('clientAddress');
  if (!address) return;
  const { rateLimiter } = c.get('ports');
  const retryAfterSeconds = await rateLimiter.retryAfterSeconds(sandboxPaymentsPerAddress, address);
  if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
  await rateLimiter.penalize(sandboxPaymentsPerAddress, address);
}

/**
 * The sandbox provider's own API (not use cases: it plays the provider, not the product). Routes
 * exist only when the composition chose the sandbox; otherwise the paths answer 404 like any
 * unknown path, and the typed client still knows their shape for the sandbox page.
 */
export function sandboxPaymentRoutes(sandbox: SandboxPayments | undefined) {
  const router = createRouter();
  if (!sandbox) return router as ReturnType<typeof withSandboxRoutes>;
  return withSandboxRoutes(router, sandbox);
}

function withSandboxRoutes(router: ReturnType<typeof createRouter>, sandbox: SandboxPayments) {
  return router
    .openapi(describeRoute, async (c) => {
      const checkout = await sandbox.describe(c.req.valid('param').token);
      if (!checkout) throw new DomainError('recordNotFound');
      return c.json(success(c, 'done', checkout), done);
    })
    .openapi(payRoute, async (c) => {
      const { token } = c.req.valid('param');
      const card = c.req.valid('json');
      await countAttempt(c);
      return c.json(success(c, 'done', await sandbox.pay(token, card)), done);
    });
}
