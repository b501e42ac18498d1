import type { IdentityProviderId } from '@coach/core/contracts';
import { Button, Spinner } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ProviderMark } from './provider-mark.tsx';

/**
 * "Sign in with Google". While the browser is on its way to a provider it stays focusable and
 * says so (aria-disabled, aria-busy on the one chosen) rather than being disabled, which would
 * throw the keyboard focus out of it.
 */
export function ProviderButton({
  provider,
  label,
  pending,
  waiting,
  onPress,
}: {
  provider: IdentityProviderId;
  label: string;
  /** This provider's sign-in page is being asked for. */
  pending: boolean;
  /** Some provider's is: no button acts until the browser has left. */
  waiting: boolean;
  onPress: () => void;
}) {
  return (
    <Button
      variant="secondary"
      fullWidth
      icon={pending ? <Spinner size={20} decorative /> : <ProviderMark provider={provider} />}
      aria-disabled={waiting || undefined}
      aria-busy={pending || undefined}
      onClick={onPress}
    >
      <Trans>Sign in with {label}</Trans>
    </Button>
  );
}
