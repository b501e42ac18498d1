import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { useLangPath } from '../i18n/use-lang.ts';

/**
 * Seed §7: when a page's data cannot be loaded, the user goes to /error. A 401 is left to the
 * guards (the session ended: they go to the login page instead).
 */
export function useErrorPageOnFailure(error: unknown): void {
  const navigate = useNavigate();
  const inLang = useLangPath();
  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && error.status === 401) return;
    const status = isApiError(error) && error.status === 404 ? 404 : undefined;
    navigate(inLang('/error'), { replace: true, state: status ? { status } : null });
  }, [error, navigate, inLang]);
}
