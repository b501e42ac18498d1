import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLangPath } from '../i18n/use-lang.ts';
import { pageErrorOf } from './page-error.ts';

/**
 * When a page's data cannot be loaded (docs/product-rules.md §18). A refusal (403) or something that does not exist
 * (404) is thrown to the area's error boundary, which says so in the page's place, with a way on
 * (page-error.ts); a 401 is left to the guards (the session ended: they go to the login page);
 * anything else goes to /error.
 */
export function useErrorPageOnFailure(error: unknown): void {
  const navigate = useNavigate();
  const inLang = useLangPath();
  const kind = error ? pageErrorOf(error) : null;
  useEffect(() => {
    if (kind === 'failed') navigate(inLang('/error'), { replace: true });
  }, [kind, navigate, inLang]);
  if (kind === 'notAvailable' || kind === 'notFound') throw error;
}
