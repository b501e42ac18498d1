import { isRouteErrorResponse } from 'react-router';
import { isApiError } from '../api/api-error.ts';

/**
 * What a failed page means to the person in front of it, decided in this one place for the areas'
 * error boundary and the pages' calls (useErrorPageOnFailure):
 * - `notAvailable`: the server refuses this account the page or its data (403);
 * - `notFound`: no such page, or what it shows does not exist (404);
 * - `signedOut`: the session ended (401), which the guards turn into the login page;
 * - `failed`: anything else, which only "try again later" can answer.
 * The first two are pages with a way on, never the generic error page.
 */
export type PageError = 'notAvailable' | 'notFound' | 'signedOut' | 'failed';

export function pageErrorOf(error: unknown): PageError {
  const status = isApiError(error) ? error.status : isRouteErrorResponse(error) ? error.status : null;
  if (status === 403) return 'notAvailable';
  if (status === 404) return 'notFound';
  if (status === 401) return 'signedOut';
  return 'failed';
}
