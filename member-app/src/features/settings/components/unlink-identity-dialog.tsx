import { toast } from '@coach/kit';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnlinkIdentity } from '../api/sign-in-methods.ts';
import type { ProviderRow } from './identity-row.tsx';

/**
 * Asks before unlinking a provider. A refusal (4079: it is the last way in, which the list may not
 * have known) goes to the section, which announces the server's message.
 */
export function UnlinkIdentityDialog({
  row,
  onClose,
  onFailure,
}: {
  row: ProviderRow | null;
  onClose: () => void;
  onFailure: (error: unknown) => void;
}) {
  const { t } = useLingui();
  const unlink = useUnlinkIdentity();
  const label = row?.label ?? '';
  const email = row?.linked?.email ?? null;

  const run = () => {
    if (!row) return;
    unlink.mutate(row.provider, {
      onSuccess: () => {
        toast.success(t`${label} is unlinked. You can no longer sign in with it.`);
        onClose();
      },
      onError: (error) => {
        onFailure(error);
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      isOpen={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={<Trans>Unlink {label}?</Trans>}
      description={
        email ? (
          <Trans>
            You will no longer be able to sign in with the {label} account {email}. You can link it again
            later.
          </Trans>
        ) : (
          <Trans>You will no longer be able to sign in with {label}. You can link it again later.</Trans>
        )
      }
      confirmLabel={<Trans>Yes, unlink it</Trans>}
      isPending={unlink.isPending}
      onConfirm={run}
    />
  );
}
