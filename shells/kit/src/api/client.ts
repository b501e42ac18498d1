import type { AppType } from '@coach/server/app-type';
import { msg } from '@lingui/core/macro';
import { hc } from 'hono/client';
import { tokenAtom } from '../auth/token.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { i18n } from '../i18n/i18n.ts';
import { store } from '../state/store.ts';
import { ApiError } from './api-error.ts';

/** Called when the server says the session is gone (any 401): set by the auth module. */
let onSessionLost: () => void = () => {
  store.set(tokenAtom, null);
};

export function setSessionLostHandler(handler: () => void): void {
  onSessionLost = handler;
}

/**
 * fetch with what every call needs: the page's language (the server answers its messages in it),
 * the bearer token when signed in, and JSON. A 401 drops the token: it expired or was revoked.
 */
export const apiFetch: typeof fetch = async (input, init) => {
  const headers = apiHeaders(init?.headers);
  const token = store.get(tokenAtom);
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      0,
      i18n._(msg`The server could not be reached. Check your connection and try again.`),
    );
  }
  noteStatus(response.status, token);
  return response;
};

/**
 * The headers of every API call: JSON answers, the page's language and the bearer token. Shared
 * with the calls that cannot go through fetch (an upload needs XMLHttpRequest for its progress).
 */
export function apiHeaders(init?: HeadersInit): Headers {
  const headers = new Headers(init);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', i18n.locale === 'en' ? 'en' : 'tr');
  const token = store.get(tokenAtom);
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/** A 401 to a call that carried a token: the session is gone (expired or revoked). */
export function noteStatus(status: number, sentToken: string | null): void {
  if (status === 401 && sentToken) onSessionLost();
}

/** Base of the typed client: the API's origin and path prefix come from the runtime configuration. */
function clientBase(apiBase: string): string {
  // The typed routes already carry "/api"; the client is rooted where "/api" is mounted.
  return apiBase.replace(/\/api\/?$/, '') || '/';
}

/** The typed API client, generated from the server's routes (`AppType`). */
export const api = hc<AppType>(clientBase(runtimeConfig().apiBase), { fetch: apiFetch });
