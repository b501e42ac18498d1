import type { IdentityProviderId } from '@coach/core/contracts';
import { Trans } from '@lingui/react/macro';
import { ProviderMark } from '../../auth/components/provider-mark.tsx';
import * as styles from './registration.css.ts';

/** Above the steps when joining with a provider: which account the new one will be linked to. */
export function JoiningWithBanner({ provider, label }: { provider: IdentityProviderId; label: string }) {
  return (
    <p className={styles.joiningWith}>
      <ProviderMark provider={provider} />
      <span>
        <Trans>Joining with {label}</Trans>
      </span>
    </p>
  );
}
