import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessRequest, useAccessChange } from './access-change-dialogs.tsx';

// Apart from the change itself (access-change-dialogs.tsx), so that the accounts list loads the
// dialogs (react-aria's) only when a row's action asks for a confirmation (issue 30).

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
