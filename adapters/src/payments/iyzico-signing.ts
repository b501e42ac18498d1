import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * iyzico's two HMAC-SHA256 schemes, checked against iyzico's own clients (2026 snapshots):
 * - requests, "IYZWSv2": iyzipay-node lib/utils.js `generateHashV2`, iyzipay-php
 *   src/Iyzipay/IyziAuthV2Generator.php, iyzipay-java IyziAuthV2Generator.java, and
 *   docs.iyzico.com "HMACSHA256 Auth". The signed text is randomKey + the URI path + the JSON body
 *   exactly as sent; the key is the secret key; the hex digest goes, with the API key and the random
 *   key, into `apiKey:…&randomKey:…&signature:…`, base64-encoded after "IYZWSv2 ".
 * - responses, "signature": the listed fields joined by ':' (an absent one is empty), HMAC'd with
 *   the secret key, hex. Fields of the checkout form (iyzipay-java CheckoutForm/
 *   CheckoutFormInitialize `verifySignature`, iyzipay-node and iyzipay-php samples, Odoo's
 *   payment_iyzico): initialize → conversationId, token; retrieve → paymentStatus, paymentId,
 *   currency, basketId, conversationId, paidPrice, price, token. docs.iyzico.com "Response
 *   Signature Validation" lists the same scheme for the other endpoints.
 */

export interface AuthorizationInput {
  readonly apiKey: string;
  readonly secretKey: string;
  /** Fresh for every request; sent again as `x-iyzi-rnd`. */
  readonly randomKey: string;
  /** The URI path alone ("/payment/…"), without host or query. */
  readonly path: string;
  /** The request body, byte for byte as sent. */
  readonly body: string;
}

function hmacHex(secretKey: string, text: string): string {
  return createHmac('sha256', secretKey).update(text, 'utf8').digest('hex');
}

/** The `Authorization` header of a request to iyzico. */
export function iyzicoAuthorization({
  apiKey,
  secretKey,
  randomKey,
  path,
  body,
}: AuthorizationInput): string {
  const signature = hmacHex(secretKey, randomKey + path + body);
  const credentials = `apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`;
  return `IYZWSv2 ${Buffer.from(credentials, 'utf8').toString('base64')}`;
}

/** The signature iyzico puts on a response made of `fields`, in the order its documentation gives. */
export function iyzicoResponseSignature(secretKey: string, fields: readonly (string | undefined)[]): string {
  return hmacHex(secretKey, fields.map((field) => field ?? '').join(':'));
}

/** Whether `signature` (from the response) is the one our secret key gives for `fields`. */
export function hasValidResponseSignature(
  secretKey: string,
  fields: readonly (string | undefined)[],
  signature: unknown,
): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(iyzicoResponseSignature(secretKey, fields), 'utf8');
  const received = Buffer.from(signature.toLowerCase(), 'utf8');
  // Constant time: the comparison must not tell a forger how many leading characters were right.
  return expected.length === received.length && timingSafeEqual(expected, received);
}
