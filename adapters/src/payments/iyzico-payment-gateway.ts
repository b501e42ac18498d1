import { randomBytes } from 'node:crypto';
import type { Language, PaymentGateway, RetrievedCheckout } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { isDecimalAmount, toMoneyAmount, toSignedAmount } from './iyzico-amounts.ts';
import { checkoutFormInitializeBody } from './iyzico-checkout-request.ts';
import { hasValidResponseSignature, iyzicoAuthorization } from './iyzico-signing.ts';

/*
 * iyzico's hosted checkout form over its HTTP API, with Node's fetch (no SDK).
 * Sources (read 2026): docs.iyzico.com "CF-Initialize", "CF-Retrieve", "HMACSHA256 Auth",
 * "Response Signature Validation", "Error Codes"; iyzico's clients iyzipay-node (v2.0.69:
 * lib/utils.js, lib/IyzipayResource.js, lib/resources/CheckoutForm*.js, samples/IyzipaySamples.js),
 * iyzipay-php (v2.0.61: IyziAuthV2Generator.php, Model/CheckoutForm*.php, samples) and iyzipay-java
 * (v2.0.142: IyziAuthV2Generator.java, ResponseSignatureGenerator.java, model/CheckoutForm*.java);
 * Odoo's payment_iyzico module (statuses and amounts in signatures); the error bodies users quote
 * in iyzico's issue trackers (1000 "Geçersiz imza", 1001 "api bilgileri bulunamadı").
 * The signing itself is in iyzico-signing.ts; the stand-in the tests use is testing/iyzico-stand-in.ts.
 */

const paths = {
  initialize: '/payment/iyzipos/checkoutform/initialize/auth/ecom',
  retrieve: '/payment/iyzipos/checkoutform/auth/ecom/detail',
} as const;

/**
 * Failure codes that are iyzico refusing us rather than answering about a checkout: a system error
 * (1, 2), a bad signature (1000: wrong secret key, or a body altered on the way) or an API key it
 * does not know (1001). Retrying cannot help until the configuration is fixed.
 */
const providerFaultCodes = new Set(['1', '2', '1000', '1001']);

/** Payment statuses of a checkout form that is not finished (docs CF-Retrieve; Odoo's mapping). */
const unfinishedStatuses = new Set([
  'INIT_THREEDS',
  'CALLBACK_THREEDS',
  'BKM_POS_SELECTED',
  'CALLBACK_PECCO',
  'INIT_BANK_TRANSFER',
  'INIT_CREDIT',
  'PENDING_CREDIT',
]);

export interface IyzicoPaymentGatewayOptions {
  readonly apiKey: string;
  readonly secretKey: string;
  /** https://api.iyzipay.com, or https://sandbox-api.iyzipay.com for iyzico's own test merchant. */
  readonly baseUrl: string;
  /** Where iyzico's hosted page POSTs the `token` when the payer is done (our callback route). */
  readonly callbackUrl: string;
  readonly fetch?: typeof fetch;
  /** Per call, reading the answer included; the payer is waiting. */
  readonly timeoutMs?: number;
}

type Answer = Readonly<Record<string, unknown>>;

function unavailable(reason: string): DomainError {
  const error = new DomainError('paymentProviderUnavailable');
  // For logs only: the client learns that the provider is unavailable, not why.
  error.cause = `iyzico: ${reason}`;
  return error;
}

/**
 * The answer's JSON, with every number kept as the digits iyzico wrote ("49.0" stays "49.0"): its
 * amounts are decimals, and a float could neither sign nor compare them exactly. Node 22+ hands the
 * reviver each value's source text; without it, a number's shortest form is the same decimal for
 * amounts of up to 15 significant digits.
 */
function parseAnswer(text: string): Answer | undefined {
  try {
    const parsed: unknown = JSON.parse(text, (_key, value, context?: { source?: string }) =>
      typeof value === 'number' ? (context?.source ?? String(value)) : value,
    );
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Answer)
      : undefined;
  } catch {
    return undefined;
  }
}

function field(answer: Answer, name: string): string | undefined {
  const value = answer[name];
  return typeof value === 'string' ? value : undefined;
}

/** An amount of the answer in its signed form ("49"), or undefined when absent or not a decimal. */
function signedAmount(answer: Answer, name: string): string | undefined {
  const value = field(answer, name);
  return value !== undefined && isDecimalAmount(value) ? toSignedAmount(value) : value;
}

/** The retrieve answer's fields in the order iyzico signs them. */
function retrieveSignatureFields(answer: Answer) {
  return [
    field(answer, 'paymentStatus'),
    field(answer, 'paymentId'),
    field(answer, 'currency'),
    field(answer, 'basketId'),
    field(answer, 'conversationId'),
    signedAmount(answer, 'paidPrice'),
    signedAmount(answer, 'price'),
    field(answer, 'token'),
  ];
}

function fraudRejection(locale: Language): RetrievedCheckout {
  return {
    status: 'failed',
    errorCode: 'fraudRejected',
    errorMessage:
      locale === 'tr'
        ? 'Ödeme, iyzico’nun güvenlik kontrolünden geçmedi.'
        : 'The payment did not pass iyzico’s security check.',
  };
}

export function createIyzicoPaymentGateway(options: IyzicoPaymentGatewayOptions): PaymentGateway {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  /** POSTs a signed JSON body; answers iyzico's JSON, or throws when there is none to trust. */
  async function post(path: string, body: object): Promise<Answer> {
    const json = JSON.stringify(body);
    const randomKey = randomBytes(12).toString('hex');
    let status: number;
    let text: string;
    try {
      const response = await send(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: iyzicoAuthorization({
            apiKey: options.apiKey,
            secretKey: options.secretKey,
            randomKey,
            path,
            body: json,
          }),
          'x-iyzi-rnd': randomKey,
        },
        body: json,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw unavailable(`${path} not reached (${error instanceof Error ? error.message : String(error)})`);
    }
    if (status >= 500) throw unavailable(`${path} answered HTTP ${status}`);
    const answer = parseAnswer(text);
    if (!answer || (answer.status !== 'success' && answer.status !== 'failure')) {
      throw unavailable(`${path} answered HTTP ${status} without iyzico's JSON`);
    }
    return answer;
  }

  function describeFailure(answer: Answer): string {
    return `errorCode ${field(answer, 'errorCode') ?? '?'} "${field(answer, 'errorMessage') ?? ''}"`;
  }

  return {
    provider: 'iyzico',

    async initializeCheckout(request) {
      const answer = await post(paths.initialize, checkoutFormInitializeBody(request, options.callbackUrl));
      if (answer.status !== 'success') {
        throw unavailable(`initialize refused: ${describeFailure(answer)}`);
      }
      const token = field(answer, 'token');
      const paymentPageUrl = field(answer, 'paymentPageUrl');
      if (!token || !paymentPageUrl) throw unavailable('initialize answered without token or paymentPageUrl');
      const conversationId = field(answer, 'conversationId');
      if (!hasValidResponseSignature(options.secretKey, [conversationId, token], answer.signature)) {
        throw unavailable('initialize answer has a wrong or missing signature');
      }
      if (conversationId !== request.conversationId) {
        throw unavailable('initialize answer is about another conversation');
      }
      return { token, checkoutUrl: paymentPageUrl };
    },

    async retrieveCheckout(token, { locale }) {
      const answer = await post(paths.retrieve, { locale, token });
      // A signed answer must carry our secret's signature, whatever it says; an unsigned one is
      // believed only when it cannot cost money (a failure or an unfinished payment), below.
      if (answer.signature !== undefined) {
        if (
          !hasValidResponseSignature(options.secretKey, retrieveSignatureFields(answer), answer.signature)
        ) {
          throw unavailable('retrieve answer has a wrong signature');
        }
      }
      // The signature binds the token: a genuine answer about another checkout (a replay) is no answer.
      const answeredToken = field(answer, 'token');
      if (answeredToken !== undefined && answeredToken !== token) {
        throw unavailable('retrieve answered about another token');
      }
      const paymentStatus = field(answer, 'paymentStatus');
      const errorCode = field(answer, 'errorCode');
      const declined =
        paymentStatus === 'FAILURE' ||
        (answer.status === 'failure' &&
          (field(answer, 'errorGroup') !== undefined || Number(errorCode) >= 10_000));
      if (declined) {
        return {
          status: 'failed',
          errorCode: errorCode ?? 'FAILURE',
          errorMessage: field(answer, 'errorMessage') ?? '',
        };
      }
      if (answer.status === 'failure') {
        if (errorCode === undefined || providerFaultCodes.has(errorCode)) {
          throw unavailable(`retrieve refused: ${describeFailure(answer)}`);
        }
        // Any other refusal of the request itself (the only thing in it is the token): iyzico does
        // not know this token.
        throw new DomainError('recordNotFound');
      }
      if (paymentStatus === 'SUCCESS') {
        if (answer.signature === undefined || answeredToken === undefined) {
          throw unavailable('retrieve answered a payment without a signature or token');
        }
        const paymentId = field(answer, 'paymentId');
        const paidPrice = field(answer, 'paidPrice');
        const currency = field(answer, 'currency');
        if (!paymentId || !paidPrice || !isDecimalAmount(paidPrice) || !currency) {
          throw unavailable('retrieve answered a payment without its id, amount or currency');
        }
        // fraudStatus (CF-Retrieve): 1 approved, 0 in review (wait for iyzico), -1 rejected.
        const fraudStatus = field(answer, 'fraudStatus');
        if (fraudStatus === '0') return { status: 'pending' };
        if (fraudStatus === '-1') return fraudRejection(locale);
        return { status: 'paid', paymentId, paidPrice: toMoneyAmount(paidPrice), currency };
      }
      if (paymentStatus === undefined || unfinishedStatuses.has(paymentStatus)) return { status: 'pending' };
      throw unavailable(`retrieve answered an unknown paymentStatus "${paymentStatus}"`);
    },
  };
}
