import type { IdentityProviderId } from '@coach/core/contracts';
import { afterSignInPath, isApiError, Spinner, useLang, useLangPath, useNavigate } from '@coach/kit';
import { startSession } from '@coach/kit/query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useIdentityProviders } from '../api/identity-providers.ts';
import { useIdentityTicket } from '../api/identity-ticket.ts';
import { registerWithIdentityPath } from '../utils/identity-param.ts';
import * as styles from './login-page.css.ts';

/** What the login page shows once a provider's return has been read, when it stays on the page. */
export type IdentityArrival =
  /** The provider's verified address is an account's: its password once, and the provider is linked. */
  | { kind: 'link'; ticket: string; provider: IdentityProviderId; email: string }
  /** Refused (expired, passive account, unverified address …): the server's message. */
  | { kind: 'refused'; message: string };

/**
 * `/login?identity=<ticket>`, back from a provider: the ticket is redeemed and the visitor is
 * signed in (and taken where a password sign-in takes them), sent on to the registration wizard,
 * or given back to the page (`onSettled`) to link with the password or to read why not.
 */
export function IdentityReturn({
  ticket,
  onSettled,
}: {
  ticket: string;
  onSettled: (arrival: IdentityArrival) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const inLang = useLangPath();
  const navigate = useNavigate();
  const redemption = useIdentityTicket(ticket);
  // Asked alongside, so that a notice naming the provider shows its name as this site does.
  const providers = useIdentityProviders();
  const acted = useRef(false);

  const refused = (error: unknown) =>
    onSettled({
      kind: 'refused',
      message: isApiError(error) ? error.message : t`Something went wrong. Please try again.`,
    });

  // Acts once: signing in empties the query cache, which brings the providers' list back to
  // "pending" and this effect round again with the same answer. Only the link notice names the
  // provider as this site does; a sign-in does not wait for the providers' list.
  const act = useEffectEvent((answer: typeof redemption, ready: boolean) => {
    if (answer.status === 'pending' || acted.current) return;
    if (answer.status === 'done' && answer.outcome.kind === 'linkWithPassword' && !ready) return;
    acted.current = true;
    if (answer.status === 'failed') return refused(answer.error);
    const { outcome } = answer;
    switch (outcome.kind) {
      case 'signedIn':
        // Straight on to the dashboard: startSession has its data and code on the way already. No
        // return address survives the trip to the provider: the dashboard, as after a password.
        navigate(afterSignInPath(startSession(outcome), lang, null), { replace: true });
        return;
      case 'register':
        navigate(registerWithIdentityPath(lang, outcome.ticket), { replace: true });
        return;
      case 'linkWithPassword':
        onSettled({ kind: 'link', ticket: outcome.ticket, provider: outcome.provider, email: outcome.email });
        return;
      case 'linked':
        // A link started in the settings belongs there; the settings list it.
        navigate(`${inLang('/user/settings')}?section=sign-in`, { replace: true });
        return;
    }
  });
  const ready = !providers.isPending;
  useEffect(() => act(redemption, ready), [redemption, ready]);

  return (
    <p className={styles.returning} role="status">
      <Spinner size={24} decorative />
      <Trans>Signing you in…</Trans>
    </p>
  );
}
