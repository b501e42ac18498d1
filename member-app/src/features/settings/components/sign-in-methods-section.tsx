import type { IdentityProviderId } from '@coach/core/contracts';
import { Card, LoadingBlock, toast, useLang } from '@coach/kit';
import { FormError } from '@coach/kit/area';
import { useQueryClient } from '@coach/kit/query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import {
  type SignInMethods,
  signInMethodsKey,
  useSignInMethods,
  useStartLinking,
} from '../api/sign-in-methods.ts';
import { IdentityRow, type ProviderRow } from './identity-row.tsx';
import { PasswordRow } from './password-row.tsx';
import * as styles from './settings.css.ts';
import { UnlinkIdentityDialog } from './unlink-identity-dialog.tsx';
import { useLinkReturn } from './use-link-return.ts';

// The server's names for the providers, for a linked one it no longer offers (its label then
// does not come with the list). The generic issuer's default name is the server's OIDC_LABEL default.
const brandNames: Record<IdentityProviderId, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  linkedin: 'LinkedIn',
  oidc: 'OpenID',
};

const labelOf = (provider: IdentityProviderId, methods: SignInMethods | undefined): string =>
  methods?.available.find((one) => one.provider === provider)?.label ?? brandNames[provider];

/** Every enabled provider, linked or not, then any linked one the server no longer offers. */
function rowsOf(methods: SignInMethods): ProviderRow[] {
  const linkedOf = (provider: IdentityProviderId) => methods.linked.find((one) => one.provider === provider);
  const offered = methods.available.map((one) => ({ ...one, linked: linkedOf(one.provider) ?? null }));
  const withdrawn = methods.linked
    .filter((one) => !methods.available.some((offer) => offer.provider === one.provider))
    .map((one) => ({ provider: one.provider, label: brandNames[one.provider], linked: one }));
  return [...offered, ...withdrawn];
}

/**
 * Unlinking `provider` would leave no way in, which the server refuses: no password, and no other
 * linked provider that this site still offers (one no longer configured lets nobody in).
 */
const isOnlyWayIn = (methods: SignInMethods, provider: IdentityProviderId) =>
  !methods.hasPassword &&
  !methods.linked.some(
    (one) => one.provider !== provider && methods.available.some((offer) => offer.provider === one.provider),
  );

/**
 * Settings → sign-in methods (issue 11): whether a password is set, and each sign-in service this
 * site offers (Google, Microsoft, LinkedIn, a school's own OpenID server), linked or not. "Link"
 * sends the browser to the provider, which sends it back here with a ticket (useLinkReturn).
 */
export function SignInMethodsSection() {
  const { t } = useLingui();
  const lang = useLang();
  const queryClient = useQueryClient();
  const { data: methods, error, isPending } = useSignInMethods();
  const start = useStartLinking();
  const [leaving, setLeaving] = useState<IdentityProviderId | null>(null);
  const [unlinking, setUnlinking] = useState<ProviderRow | null>(null);
  const [unlinkFailure, setUnlinkFailure] = useState<unknown>(null);

  const returned = useLinkReturn((provider) => {
    // The list was asked for again before this runs, so a new label is known already.
    const label = labelOf(provider, queryClient.getQueryData<SignInMethods>(signInMethodsKey));
    toast.success(t`${label} is linked. You can now sign in with it.`);
  });

  // Coming back from the provider's page with the browser's Back button may restore this page as
  // it was left (the back/forward cache): the buttons must not stay busy then.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const link = (provider: IdentityProviderId) => {
    setUnlinkFailure(null);
    start.mutate(
      // The provider sends the browser back to the settings in this page's language.
      { provider, language: lang },
      {
        onSuccess: ({ authorizationUrl }) => {
          setLeaving(provider);
          // A full page load: the provider's sign-in page is on its own site.
          window.location.assign(authorizationUrl);
        },
      },
    );
  };
  const linking = leaving ?? (start.isPending ? (start.variables?.provider ?? null) : null);

  return (
    <Card
      title={<Trans>Sign-in methods</Trans>}
      headingLevel={2}
      description={
        <Trans>
          How you sign in: with your password, or with another service once you link it to this account.
        </Trans>
      }
    >
      <div className={styles.section}>
        <FormError error={returned.failure ?? start.error ?? unlinkFailure} />
        {error ? (
          <FormError error={error} />
        ) : isPending || returned.isPending || !methods ? (
          <LoadingBlock label={t`Loading your sign-in methods…`} />
        ) : (
          <>
            <ul className={styles.methodList}>
              <PasswordRow hasPassword={methods.hasPassword} />
              {rowsOf(methods).map((row) => (
                <IdentityRow
                  key={row.provider}
                  row={row}
                  onlyWayIn={row.linked !== null && isOnlyWayIn(methods, row.provider)}
                  linking={linking}
                  onLink={link}
                  onUnlink={() => {
                    setUnlinkFailure(null);
                    setUnlinking(row);
                  }}
                />
              ))}
            </ul>
            {methods.available.length === 0 && methods.linked.length === 0 ? (
              <p className={styles.muted}>
                <Trans>No other sign-in services are set up on this site.</Trans>
              </p>
            ) : null}
          </>
        )}
      </div>
      <UnlinkIdentityDialog row={unlinking} onClose={() => setUnlinking(null)} onFailure={setUnlinkFailure} />
    </Card>
  );
}
