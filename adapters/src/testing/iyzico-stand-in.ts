import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in of iyzico's HTTP API for the two checkout-form calls, for tests: these machines
 * reach no provider. It checks what iyzico checks and answers as iyzico answers, as far as iyzico's
 * documentation and clients show it (sources in payments/iyzico-payment-gateway.ts):
 * - the IYZWSv2 Authorization header, recomputed from the raw body and the path with the secret
 *   key; a wrong signature → 1000 "Geçersiz imza", an unknown API key → 1001;
 * - the initialize body: required fields, decimal prices, basket sum = price, paidPrice ≥ price,
 *   a currency iyzico takes, a callback URL, buyer dates as "YYYY-MM-DD HH:mm:ss";
 * - answers signed like iyzico's (HMAC-SHA256 of fields joined by ':'), amounts as JSON numbers
 *   whose trailing zeros are kept in the JSON and dropped in the signature (Java's BigDecimal).
 * Two answers could not be confirmed from those sources and are this stand-in's assumption: a
 * checkout not paid yet answers `status: success` without a `paymentStatus`, and a token iyzico
 * does not know answers `status: failure` with the general code 11 "invalid request".
 * It deliberately does not share code with the adapter, so a mistake in one is caught by the other.
 */

const initializePath = '/payment/iyzipos/checkoutform/initialize/auth/ecom';
const retrievePath = '/payment/iyzipos/checkoutform/auth/ecom/detail';
/** Currencies iyzico takes (docs CF-Initialize; Odoo's list). */
const currencies = new Set(['TRY', 'USD', 'EUR', 'GBP', 'IRR', 'NOK', 'RUB', 'CHF']);
const installments = new Set([1, 2, 3, 6, 9, 12]);
const dateTimePattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const decimalPattern = /^\d+(\.\d+)?$/;

/** What the hosted page's payer did, as a test decides it. */
export type IyzicoStandInOutcome =
  /** Paid. By default the checkout's price in its currency; a test may make iyzico report another. */
  | {
      readonly kind: 'paid';
      readonly paidPrice?: string;
      readonly currency?: string;
      /** iyzico's fraud check: 1 approved (default), 0 in review, -1 rejected. */
      readonly fraudStatus?: 1 | 0 | -1;
    }
  /** The bank declined, e.g. 10051 / NOT_SUFFICIENT_FUNDS. */
  | {
      readonly kind: 'declined';
      readonly errorCode: string;
      readonly errorMessage: string;
      readonly errorGroup: string;
    }
  /** Started but not finished, e.g. waiting in 3-D Secure (INIT_THREEDS). */
  | { readonly kind: 'unfinished'; readonly paymentStatus: string };

/** Ways the stand-in misbehaves until `fault` is set back to null. */
export type IyzicoStandInFault =
  /** HTTP 500 with an HTML page, as a proxy in front of a broken service answers. */
  | 'serverError'
  /** HTTP 200 whose body is not JSON. */
  | 'notJson'
  /** Never answers (until the stand-in closes): the client's timeout must end the call. */
  | 'hang'
  /**
   * Signs the answer, then changes a signed field (a payment's paidPrice, a new checkout's token):
   * what a forged or altered answer looks like.
   */
  | 'tamper'
  /** Leaves the signature out of successful answers. */
  | 'unsigned';

export interface IyzicoStandInCheckout {
  readonly token: string;
  /** The initialize body exactly as the stand-in received and parsed it. */
  readonly request: Readonly<Record<string, unknown>>;
  readonly paymentId: string;
  outcome: IyzicoStandInOutcome | null;
}

export interface IyzicoStandInCall {
  readonly path: string;
  readonly body: unknown;
  /** The errorCode answered, or null when the call was accepted. */
  readonly errorCode: string | null;
}

export interface IyzicoStandIn {
  /** Where the adapter sends its calls (http://127.0.0.1:port). */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly secretKey: string;
  /** Every call received, in order. */
  readonly calls: readonly IyzicoStandInCall[];
  fault: IyzicoStandInFault | null;
  checkout(token: string): IyzicoStandInCheckout | undefined;
  /** The payer finished on the hosted page (`paymentPageUrl`) with this outcome. */
  completePayment(token: string, outcome: IyzicoStandInOutcome): void;
  /** What iyzico's hosted page does next: POST the form field `token` to the checkout's callbackUrl. */
  postCallback(token: string): Promise<Response>;
  close(): Promise<void>;
}

// --- Decimals, exactly: scaled to 10⁻⁸ in bigints, never floats ---

const scale = 8;

function units(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !decimalPattern.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > scale) return undefined;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0'));
}

/** `BigDecimal.stripTrailingZeros().toPlainString()`: how iyzico writes an amount into a signature. */
function stripTrailingZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/** A JSON number written with the given digits (trailing zeros kept, as iyzico's JSON may have them). */
class JsonNumber {
  readonly digits: string;
  constructor(digits: string) {
    this.digits = digits;
  }
}

function toJson(answer: Record<string, unknown>): string {
  return JSON.stringify(answer, (_key, value) =>
    value instanceof JsonNumber ? `\u0000${value.digits}` : value,
  ).replace(/"\\u0000([0-9.]+)"/g, '$1');
}

function sign(secretKey: string, fields: readonly (string | undefined)[]): string {
  return createHmac('sha256', secretKey)
    .update(fields.map((value) => value ?? '').join(':'))
    .digest('hex');
}

// --- Requests ---

interface Refusal {
  readonly errorCode: string;
  readonly tr: string;
  readonly en: string;
}

const refusals = {
  badSignature: { errorCode: '1000', tr: 'Geçersiz imza', en: 'Invalid signature' },
  unknownApiKey: { errorCode: '1001', tr: 'api bilgileri bulunamadı', en: 'api information not found' },
  invalidRequest: { errorCode: '11', tr: 'Geçersiz istek', en: 'Invalid request' },
} satisfies Record<string, Refusal>;

/** Docs "Error Codes", general group: 24 "{0} is mandatory", 23 callback URL, 7 date format, 5 e-mail. */
function mandatory(name: string): Refusal {
  return { errorCode: '24', tr: `${name} gönderilmesi zorunludur`, en: `${name} is mandatory` };
}

function invalid(reason: string): Refusal {
  return { errorCode: '11', tr: `Geçersiz istek: ${reason}`, en: `Invalid request: ${reason}` };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The IYZWSv2 check: which refusal, or null when the header is right for this path and body. */
function checkAuthorization(
  header: string | undefined,
  path: string,
  rawBody: string,
  apiKey: string,
  secretKey: string,
): Refusal | null {
  if (!header?.startsWith('IYZWSv2 ')) return refusals.unknownApiKey;
  const decoded = Buffer.from(header.slice('IYZWSv2 '.length), 'base64').toString('utf8');
  const parts = /^apiKey:(.+)&randomKey:(.+)&signature:([0-9a-f]{64})$/.exec(decoded);
  if (!parts) return refusals.badSignature;
  const [, givenKey, randomKey, signature] = parts as unknown as [string, string, string, string];
  if (givenKey !== apiKey) return refusals.unknownApiKey;
  const expected = createHmac('sha256', secretKey)
    .update(randomKey + path + rawBody)
    .digest('hex');
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature)) ? null : refusals.badSignature;
}

function requireFields(object: unknown, names: readonly string[], prefix: string): Refusal | null {
  if (typeof object !== 'object' || object === null) return mandatory(prefix);
  for (const name of names) {
    const value = (object as Record<string, unknown>)[name];
    if (value === undefined || value === null || value === '') return mandatory(`${prefix}.${name}`);
  }
  return null;
}

/** iyzico's checks of a checkout form initialize body, in the order it reports them. */
function checkInitializeBody(body: Record<string, unknown>): Refusal | null {
  const price = units(body.price);
  const paidPrice = units(body.paidPrice);
  if (body.price === undefined) return mandatory('price');
  if (price === undefined || price <= 0n) return invalid('price must be a positive decimal');
  if (body.paidPrice === undefined) return mandatory('paidPrice');
  if (paidPrice === undefined || paidPrice < price) return invalid('paidPrice must be at least price');
  if (typeof body.currency !== 'string' || !currencies.has(body.currency)) return invalid('currency');
  if (body.locale !== undefined && body.locale !== 'tr' && body.locale !== 'en') return invalid('locale');
  if (typeof body.callbackUrl !== 'string' || body.callbackUrl === '') {
    return { errorCode: '23', tr: 'Callback url gönderilmesi zorunludur', en: 'Callback URL is mandatory' };
  }
  if (!URL.canParse(body.callbackUrl) || !/^https?:$/.test(new URL(body.callbackUrl).protocol)) {
    return invalid('callbackUrl');
  }
  if (
    body.paymentGroup !== undefined &&
    !['PRODUCT', 'LISTING', 'SUBSCRIPTION'].includes(String(body.paymentGroup))
  ) {
    return invalid('paymentGroup');
  }
  if (body.enabledInstallments !== undefined) {
    const list = body.enabledInstallments;
    if (!Array.isArray(list) || list.some((count) => !installments.has(count)))
      return invalid('enabledInstallments');
  }
  const buyerRefusal = requireFields(
    body.buyer,
    ['id', 'name', 'surname', 'identityNumber', 'email', 'registrationAddress', 'ip', 'city', 'country'],
    'buyer',
  );
  if (buyerRefusal) return buyerRefusal;
  const buyer = body.buyer as Record<string, unknown>;
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(buyer.email))) {
    return {
      errorCode: '5',
      tr: 'Email geçersiz formatta gönderilmiştir',
      en: 'Email was sent in an incorrect format',
    };
  }
  for (const name of ['registrationDate', 'lastLoginDate']) {
    if (buyer[name] !== undefined && !dateTimePattern.test(String(buyer[name]))) {
      return {
        errorCode: '7',
        tr: `${name} için tarih formatı hatalı`,
        en: `Date format is incorrect for ${name}`,
      };
    }
  }
  const billingRefusal = requireFields(
    body.billingAddress,
    ['contactName', 'city', 'country', 'address'],
    'billingAddress',
  );
  if (billingRefusal) return billingRefusal;
  const items = body.basketItems;
  if (!Array.isArray(items) || items.length === 0) return mandatory('basketItems');
  let sum = 0n;
  for (const item of items) {
    const itemRefusal = requireFields(item, ['id', 'name', 'category1', 'itemType', 'price'], 'basketItems');
    if (itemRefusal) return itemRefusal;
    const { itemType, price: itemPriceText } = item as Record<string, unknown>;
    if (itemType !== 'PHYSICAL' && itemType !== 'VIRTUAL') return invalid('basketItems.itemType');
    const itemPrice = units(itemPriceText);
    if (itemPrice === undefined || itemPrice <= 0n)
      return invalid('basketItems.price must be a positive decimal');
    if (itemType === 'PHYSICAL') {
      const shippingRefusal = requireFields(
        body.shippingAddress,
        ['contactName', 'city', 'country', 'address'],
        'shippingAddress',
      );
      if (shippingRefusal) return shippingRefusal;
    }
    sum += itemPrice;
  }
  if (sum !== price) return invalid('the basket items must add up to price');
  return null;
}

export interface IyzicoStandInOptions {
  readonly apiKey?: string;
  readonly secretKey?: string;
}

/** Starts the stand-in on 127.0.0.1 at a free port. */
export async function startIyzicoStandIn(options: IyzicoStandInOptions = {}): Promise<IyzicoStandIn> {
  const apiKey = options.apiKey ?? 'sandbox-stand-in-api-key';
  const secretKey = options.secretKey ?? 'sandbox-stand-in-secret-key';
  const checkouts = new Map<string, IyzicoStandInCheckout>();
  const calls: IyzicoStandInCall[] = [];
  const state: { fault: IyzicoStandInFault | null } = { fault: null };
  let baseUrl = '';

  function answer(response: ServerResponse, body: Record<string, unknown>) {
    response.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    response.end(toJson(body));
  }

  function refuse(response: ServerResponse, refusal: Refusal, locale: unknown, conversationId: unknown) {
    const english = locale === 'en';
    answer(response, {
      status: 'failure',
      errorCode: refusal.errorCode,
      errorMessage: english ? refusal.en : refusal.tr,
      locale: english ? 'en' : 'tr',
      systemTime: Date.now(),
      ...(typeof conversationId === 'string' ? { conversationId } : {}),
    });
  }

  /** Signs with the fields iyzico signs, then applies a tampering fault if one is set. */
  function signed(body: Record<string, unknown>, fields: readonly (string | undefined)[]) {
    if (state.fault === 'unsigned') return body;
    const result: Record<string, unknown> = { ...body, signature: sign(secretKey, fields) };
    if (state.fault === 'tamper') {
      if (result.paidPrice instanceof JsonNumber) result.paidPrice = new JsonNumber('1.0');
      else result.token = `${String(result.token)}-altered`;
    }
    return result;
  }

  function initialize(response: ServerResponse, body: Record<string, unknown>) {
    const refusal = checkInitializeBody(body);
    if (refusal) return refusal;
    const token = randomUUID();
    const locale = body.locale === 'en' ? 'en' : 'tr';
    checkouts.set(token, {
      token,
      request: body,
      paymentId: String(20_000_000 + checkouts.size),
      outcome: null,
    });
    const conversationId = typeof body.conversationId === 'string' ? body.conversationId : undefined;
    answer(
      response,
      signed(
        {
          status: 'success',
          locale,
          systemTime: Date.now(),
          ...(conversationId ? { conversationId } : {}),
          token,
          checkoutFormContent: `<script type="text/javascript">/* iyzico stand-in: ${token} */</script>`,
          tokenExpireTime: 1800,
          paymentPageUrl: `${baseUrl}/checkoutform?token=${token}&lang=${locale}`,
        },
        [conversationId, token],
      ),
    );
    return null;
  }

  function retrieve(response: ServerResponse, body: Record<string, unknown>) {
    const checkout = typeof body.token === 'string' ? checkouts.get(body.token) : undefined;
    if (!checkout) return refusals.invalidRequest;
    const { request, outcome, token } = checkout;
    const locale = body.locale === 'en' ? 'en' : 'tr';
    const conversationId = typeof request.conversationId === 'string' ? request.conversationId : undefined;
    const basketId = typeof request.basketId === 'string' ? request.basketId : undefined;
    const currency = String(request.currency);
    const price = String(request.price);
    const common = {
      locale,
      systemTime: Date.now(),
      ...(conversationId ? { conversationId } : {}),
      ...(basketId ? { basketId } : {}),
      token,
      callbackUrl: request.callbackUrl,
    };
    if (outcome?.kind === 'declined') {
      answer(response, {
        status: 'failure',
        errorCode: outcome.errorCode,
        errorMessage: outcome.errorMessage,
        errorGroup: outcome.errorGroup,
        ...common,
        paymentStatus: 'FAILURE',
      });
      return null;
    }
    if (outcome?.kind === 'paid') {
      const paidPrice = outcome.paidPrice ?? String(request.paidPrice);
      const paidCurrency = outcome.currency ?? currency;
      answer(
        response,
        signed(
          {
            status: 'success',
            ...common,
            price: new JsonNumber(price),
            paidPrice: new JsonNumber(paidPrice),
            installment: 1,
            paymentId: checkout.paymentId,
            fraudStatus: outcome.fraudStatus ?? 1,
            merchantCommissionRate: 0,
            merchantCommissionRateAmount: 0,
            iyziCommissionFee: new JsonNumber('0.25'),
            cardType: 'CREDIT_CARD',
            cardAssociation: 'MASTER_CARD',
            cardFamily: 'Paraf',
            binNumber: '55287900',
            lastFourDigits: '0008',
            currency: paidCurrency,
            authCode: '123456',
            phase: 'AUTH',
            paymentStatus: 'SUCCESS',
          },
          [
            'SUCCESS',
            checkout.paymentId,
            paidCurrency,
            basketId,
            conversationId,
            stripTrailingZeros(paidPrice),
            stripTrailingZeros(price),
            token,
          ],
        ),
      );
      return null;
    }
    const paymentStatus = outcome?.kind === 'unfinished' ? outcome.paymentStatus : undefined;
    answer(
      response,
      signed(
        {
          status: 'success',
          ...common,
          currency,
          price: new JsonNumber(price),
          ...(paymentStatus ? { paymentStatus } : {}),
        },
        [
          paymentStatus,
          undefined,
          currency,
          basketId,
          conversationId,
          undefined,
          stripTrailingZeros(price),
          token,
        ],
      ),
    );
    return null;
  }

  /** Answers an API call, or says why it is refused (then nothing was written yet). */
  function handle(
    method: string | undefined,
    path: string,
    authorization: string | undefined,
    rawBody: string,
    parsed: boolean,
    body: Record<string, unknown>,
    response: ServerResponse,
  ): Refusal | null {
    // iyzico routes with or without a trailing slash (iyzipay-php calls ".../detail/").
    const route = path.replace(/\/+$/, '');
    if (method !== 'POST' || (route !== initializePath && route !== retrievePath)) {
      return invalid(`no such service ${method} ${path}`);
    }
    // The signature covers the path as requested and the body as received, before any parsing.
    const authorizationRefusal = checkAuthorization(authorization, path, rawBody, apiKey, secretKey);
    if (authorizationRefusal) return authorizationRefusal;
    if (!parsed) return refusals.invalidRequest;
    return route === initializePath ? initialize(response, body) : retrieve(response, body);
  }

  /** The hosted page, for a browser that follows `paymentPageUrl`; tests pay with `completePayment`. */
  function hostedPage(response: ServerResponse, url: URL) {
    const checkout = checkouts.get(url.searchParams.get('token') ?? '');
    response.writeHead(checkout ? 200 : 404, { 'content-type': 'text/html;charset=UTF-8' });
    response.end(
      checkout
        ? `<!doctype html><title>iyzico stand-in</title><p>Checkout ${checkout.token}: ${String(checkout.request.price)} ${String(checkout.request.currency)}</p>`
        : '<!doctype html><title>iyzico stand-in</title><p>Unknown checkout</p>',
    );
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', baseUrl);
      if (request.method === 'GET' && url.pathname === '/checkoutform') return hostedPage(response, url);
      const rawBody = await readBody(request);
      if (state.fault === 'hang') return;
      if (state.fault === 'serverError') {
        response.writeHead(500, { 'content-type': 'text/html' });
        response.end('<html><body><h1>500 Internal Server Error</h1></body></html>');
        return;
      }
      if (state.fault === 'notJson') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('upstream connect error or disconnect/reset before headers');
        return;
      }
      let body: Record<string, unknown> = {};
      let parsed = true;
      try {
        const value: unknown = JSON.parse(rawBody);
        if (typeof value === 'object' && value !== null && !Array.isArray(value))
          body = value as Record<string, unknown>;
        else parsed = false;
      } catch {
        parsed = false;
      }
      const refusal = handle(
        request.method,
        url.pathname,
        request.headers.authorization,
        rawBody,
        parsed,
        body,
        response,
      );
      calls.push({
        path: url.pathname,
        body: parsed ? body : rawBody,
        errorCode: refusal?.errorCode ?? null,
      });
      if (refusal) refuse(response, refusal, body.locale, body.conversationId);
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    apiKey,
    secretKey,
    calls,
    get fault() {
      return state.fault;
    },
    set fault(value: IyzicoStandInFault | null) {
      state.fault = value;
    },
    checkout: (token) => checkouts.get(token),
    completePayment(token, outcome) {
      const checkout = checkouts.get(token);
      if (!checkout) throw new Error(`The iyzico stand-in issued no token "${token}"`);
      checkout.outcome = outcome;
    },
    async postCallback(token) {
      const checkout = checkouts.get(token);
      if (!checkout) throw new Error(`The iyzico stand-in issued no token "${token}"`);
      return fetch(String(checkout.request.callbackUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
        redirect: 'manual',
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
