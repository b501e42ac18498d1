import { LoadingBlock, Navigate, useLang, withLang } from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useIdentityProviders } from '../../auth/api/identity-providers.ts';
import { useIdentityTicket } from '../../auth/api/identity-ticket.ts';
import { identityParam } from '../../auth/utils/identity-param.ts';
import { providerLabel } from '../../auth/utils/provider-label.ts';
import * as styles from './registration.css.ts';
import { RegistrationWizard } from './registration-wizard.tsx';

/**
 * `/register?identity=<ticket>`: someone a provider vouches for and the platform does not know.
 * The `register` ticket is read (again after a reload: this kind may be), and the wizard opens
 * with the provider's details. A ticket that ran out (4073) says so, and the wizard opens as usual.
 */
export function IdentityRegistration({ ticket }: { ticket: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const redemption = useIdentityTicket(ticket);
  // The provider's name as this site shows it (a configured OpenID issuer has its own).
  const providers = useIdentityProviders();

  if (redemption.status === 'pending' || providers.isPending) return <LoadingBlock label={t`Loading…`} />;
  if (redemption.status === 'failed') {
    return (
      <div className={styles.stack}>
        <TicketRefused error={redemption.error} />
        <RegistrationWizard />
      </div>
    );
  }
  const { outcome } = redemption;
  if (outcome.kind !== 'register') {
    // Any other outcome is the login page's to act on; it is given this very answer, not a new one.
    const login = `${withLang(lang, '/login')}?${new URLSearchParams({ [identityParam]: ticket })}`;
    return <Navigate to={login} replace />;
  }
  const label = providerLabel(outcome.profile.provider, providers.data);
  return <RegistrationWizard identity={{ ticket: outcome.ticket, profile: outcome.profile, label }} />;
}

/** Why the provider's details are not there; read first, since the wizard below looks as usual. */
function TicketRefused({ error }: { error: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      <FormError error={error} />
    </div>
  );
}
