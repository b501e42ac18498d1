import type { IdentityProviderId } from '@coach/core/contracts';
import { useLang } from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { Trans } from '@lingui/react/macro';
import { useIdentityProviders, useStartIdentityFlow } from '../api/identity-providers.ts';
import { goToProvider } from '../utils/go-to-provider.ts';
import { ProviderButton } from './provider-button.tsx';
import * as styles from './provider-buttons.css.ts';

/**
 * Under the password form: "or", then a button for each provider the server has enabled. They
 * come after the form and only once the list is there, so the form never moves; with none
 * enabled (or the list unavailable) there is nothing to show. A button asks the server for the
 * provider's sign-in page and sends the browser there.
 */
export function ProviderButtons() {
  const lang = useLang();
  const providers = useIdentityProviders();
  const start = useStartIdentityFlow();
  if (!providers.data || providers.data.length === 0) return null;
  // Until the browser has left, one click is enough: every button waits.
  const leaving = start.isPending || start.isSuccess;

  function signInWith(provider: IdentityProviderId) {
    if (leaving) return;
    start.mutate(
      { provider, language: lang },
      { onSuccess: ({ authorizationUrl }) => goToProvider(authorizationUrl) },
    );
  }

  return (
    <div className={styles.providers}>
      <p className={styles.divider}>
        <Trans>or</Trans>
      </p>
      <FormError error={start.error} />
      <ul className={styles.list}>
        {providers.data.map(({ provider, label }) => (
          <li key={provider}>
            <ProviderButton
              provider={provider}
              label={label}
              pending={leaving && start.variables?.provider === provider}
              waiting={leaving}
              onPress={() => signInWith(provider)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
