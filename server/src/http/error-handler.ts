import { ClientGoneError } from '@coach/adapters/crypto/hashing-queue';
import { isDatabaseUnreachable, unreachableReason } from '@coach/adapters/postgres/connection-errors';
import type { CatalogueKey, FieldIssue, Language } from '@coach/core';
import { translateValidationMessage } from '@coach/core/contracts/validation-messages';
import { catalogue } from '@coach/core/errors/catalogue';
import { isDomainError } from '@coach/core/errors/domain-error';
import { translate } from '@coach/core/errors/translate';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { preferredLanguage } from './language.ts';

function answer(c: Context, key: CatalogueKey, data: unknown, language: Language) {
  const { code, status } = catalogue[key];
  // RFC 9110 §11.6.1: a 401 names the scheme that would let the caller in (declared in responses.ts).
  if (status === 401) c.header('WWW-Authenticate', 'Bearer');
  return c.json({ code, message: translate(code, language, data), data: data ?? null }, status);
}

function translatedFields(fields: Record<string, FieldIssue>, language: Language): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, issue]) => [
      path,
      translateValidationMessage(issue.key, language, issue.params),
    ]),
  );
}

/**
 * How long a client should wait before asking again while the database cannot be reached. The
 * server's start-up probes every five seconds at most (wait-for-database.ts); postgres.js tries at
 * each query, so the first call after the database is back succeeds.
 */
export const databaseRetryAfterSeconds = 5;

/**
 * Turns every thrown error into the envelope. Domain errors keep their code; a body that is not
 * valid JSON (or not JSON at all) is a validation failure; a database that cannot be reached is
 * 503 / 4098 with Retry-After (ADR 0037); anything else is an infrastructure failure: logged with
 * its details, answered as 2005 without them.
 */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    const language = preferredLanguage(c.req.header('accept-language'));
    if (isDomainError(error)) {
      if (error.key === 'validationFailed') {
        const fields = (error.data?.fields ?? {}) as Record<string, FieldIssue>;
        return answer(c, 'validationFailed', { fields: translatedFields(fields, language) }, language);
      }
      if (error.key === 'paymentProviderUnavailable') {
        // The payer sees 4064; operators need the why (a wrong key, a bad signature, a timeout).
        logger.warn(
          { err: error.cause ?? error, requestId: c.get('requestId'), path: c.req.path },
          'payment provider unavailable',
        );
      }
      const retryAfter = error.data?.retryAfterSeconds;
      if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
      return answer(c, error.key, error.data, language);
    }
    if (error instanceof ClientGoneError) {
      // Nobody reads this answer; 499 ("client closed request") keeps the access log honest.
      logger.debug({ requestId: c.get('requestId'), path: c.req.path }, 'client left before hashing');
      return new Response(null, { status: 499 });
    }
    if (error instanceof HTTPException && (error.status === 400 || error.status === 415)) {
      return answer(c, 'validationFailed', { fields: {} }, language);
    }
    if (isDatabaseUnreachable(error)) {
      // Expected while the database is away: one short line per call (the code, not the query and
      // its parameters), as a warning.
      logger.warn(
        { requestId: c.get('requestId'), path: c.req.path, reason: unreachableReason(error) },
        'database unreachable',
      );
      c.header('Retry-After', String(databaseRetryAfterSeconds));
      return answer(c, 'databaseUnavailable', { retryAfterSeconds: databaseRetryAfterSeconds }, language);
    }
    logger.error({ err: error, requestId: c.get('requestId'), path: c.req.path }, 'request failed');
    return answer(c, 'somethingWentWrong', null, language);
  };
}
