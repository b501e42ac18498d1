import type { AccountView } from '@coach/core/contracts';
import { isApiError, toast } from '@coach/kit';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChangeAccountAccess, useDeleteAccount } from '../api/accounts.ts';

/** A change of access asked from a row's menu. */
export type AccessRequest = {
  kind: 'activate' | 'deactivate' | 'lock' | 'unlock' | 'delete';
  account: AccountView;
};

/** Giving access back happens at once; what takes it away or destroys is confirmed first. */
export const needsConfirmation = (kind: AccessRequest['kind']) => kind !== 'activate' && kind !== 'unlock';

const changes = {
  activate: { status: 'active' },
  deactivate: { status: 'passive' },
  lock: { isLocked: true },
  unlock: { isLocked: false },
} as const;

/** Carries out a change of access or a deletion, with a toast telling how it went. */
export function useAccessChange(onDone: () => void) {
  const { t } = useLingui();
  const change = useChangeAccountAccess();
  const remove = useDeleteAccount();
  const failed = (error: unknown) =>
    toast.error(isApiError(error) ? error.message : t`The change was not saved. Please try again.`);

  const apply = ({ kind, account }: AccessRequest) => {
    const name = account.fullName;
    if (kind === 'delete') {
      remove.mutate(account.accountId, {
        onSuccess: () => {
          toast.success(t`The account of ${name} was deleted.`);
          onDone();
        },
        onError: failed,
      });
      return;
    }
    const done = {
      activate: t`${name} can sign in again.`,
      deactivate: t`${name} is passive now and was signed out.`,
      lock: t`The account of ${name} is locked and was signed out.`,
      unlock: t`The account of ${name} is unlocked.`,
    }[kind];
    change.mutate(
      { accountId: account.accountId, ...changes[kind] },
      {
        onSuccess: () => {
          toast.success(done);
          onDone();
        },
        onError: failed,
      },
    );
  };
  return { apply, isPending: change.isPending || remove.isPending };
}

/** The confirmation of making passive, locking or deleting; closing it cancels. */
export function AccessConfirmDialogs({
  request,
  onCancel,
  access,
}: {
  request: AccessRequest | null;
  onCancel: () => void;
  access: ReturnType<typeof useAccessChange>;
}) {
  const { t } = useLingui();
  const name = request?.account.fullName ?? '';
  const confirmOf = (kind: AccessRequest['kind']) => ({
    isOpen: request?.kind === kind,
    onOpenChange: (isOpen: boolean) => !isOpen && onCancel(),
    tone: 'danger' as const,
    isPending: access.isPending,
    onConfirm: () => request && access.apply(request),
  });
  return (
    <>
      <ConfirmDialog
        {...confirmOf('deactivate')}
        title={t`Make ${name} passive?`}
        description={
          <Trans>
            A passive account cannot sign in, and its open sessions end at once. You can make it active again.
          </Trans>
        }
        confirmLabel={<Trans>Make passive</Trans>}
      />
      <ConfirmDialog
        {...confirmOf('lock')}
        title={t`Lock the account of ${name}?`}
        description={
          <Trans>
            A locked account cannot sign in, and its open sessions end at once. You can unlock it again.
          </Trans>
        }
        confirmLabel={<Trans>Lock</Trans>}
      />
      <ConfirmDialog
        {...confirmOf('delete')}
        title={t`Delete the account of ${name}?`}
        description={
          <Trans>
            Their personal data is erased: name, contact details, identity document, photo, proofs of
            education and sign-in. Open projects end without penalty and the partners are told. Projects,
            session logs and points stay under “Deleted member”, so no partner loses an hour. This cannot be
            undone.
          </Trans>
        }
        confirmLabel={<Trans>Delete</Trans>}
      />
    </>
  );
}
