import type { IdentityProviderId } from '@coach/core/contracts';
import { Trans } from '@lingui/react/macro';
import { Link2 } from 'lucide-react';
import { useIdentityProviders } from '../api/identity-providers.ts';
import { providerLabel } from '../utils/provider-label.ts';
import * as styles from './login-form.css.ts';

/**
 * Above the form when a provider's verified address belongs to an account that has not linked it:
 * nothing is linked silently, the account's password is asked once (ADR 0023).
 */
export function LinkNotice({ provider, email }: { provider: IdentityProviderId; email: string }) {
  const providers = useIdentityProviders();
  const label = providerLabel(provider, providers.data);
  return (
    <p className={styles.notice} role="status">
      <Link2 size={20} aria-hidden="true" />
      <span>
        <Trans>
          You already have an account with {email}. Sign in with your password once to link {label}; after
          that you can sign in with {label}.
        </Trans>
      </span>
    </p>
  );
}
