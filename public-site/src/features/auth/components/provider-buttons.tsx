import type { IdentityProviderId } from '@coach/core/contracts';
import { useLang } from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { Trans } from '@lingui/react/macro';
import { useIdentityProviders, useStartIdentityFlow } from '../api/identity-providers.ts';
import { goToProvider } from '../utils/go-to-provider.ts';
import { ProviderButton } from './provider-button.tsx';
import * as styles from './provider-buttons.css.ts';

/**
 * Under the password form: "or", then a button for each provider the server has enabled, from the
 * first render (the list comes with the page). With none enabled (or the list unavailable) there is
 * nothing to show. A button asks the server for the provider's sign-in page and sends the browser
 * there; pressed before the app has started, it is pressed again once it has (ADR 0028).
 *
 * The server edits the pre-rendered HTML of this section to the providers configured
 * (server/src/static/provider-buttons.ts): keep `data-identity-providers` on the wrapper, the list
 * last in it, and `data-provider` on each item.
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
    <div className={styles.providers} data-identity-providers="">
      <p className={styles.divider}>
        <Trans>or</Trans>
      </p>
      <FormError error={start.error} />
      <ul className={styles.list}>
        {providers.data.map(({ provider, label }) => (
          <li key={provider} data-provider={provider}>
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
