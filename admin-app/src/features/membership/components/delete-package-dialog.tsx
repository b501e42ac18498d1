import { isApiError, toast, useLang } from '@coach/kit';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type MembershipPackageView, useDeletePackage } from '../api/packages.ts';
import { packageNameOf } from './labels.ts';

/**
 * Asks before deleting a package. The server decides what happens: a package that orders,
 * checkouts or holders name is only retired (taken off sale, kept for its orders); one nothing
 * names is erased. The dialog says so before, and the toast says which it was.
 */
export function DeletePackageDialog({ item, onClose }: { item: MembershipPackageView; onClose: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  const remove = useDeletePackage();
  const [failure, setFailure] = useState<unknown>(null);
  const name = packageNameOf(item, lang);
  const code = item.code;

  const confirm = () => {
    setFailure(null);
    remove.mutate(item.membershipPackageId, {
      onSuccess: ({ outcome }) => {
        toast.success(
          outcome === 'retired'
            ? t`The package ${code} is retired: it is off sale and kept for its orders.`
            : t`The package ${code} is deleted.`,
        );
        onClose();
      },
      onError: setFailure,
    });
  };

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t`Delete the package ${name}?`}
      confirmLabel={<Trans>Delete</Trans>}
      isPending={remove.isPending}
      onConfirm={confirm}
      description={
        <>
          {isApiError(failure) ? <p role="alert">{failure.message}</p> : null}
          <p>
            <Trans>
              A package that has orders, checkouts or holders is retired instead of erased: it is taken off
              sale and kept for its orders. A package nothing refers to is deleted for good.
            </Trans>
          </p>
        </>
      }
    />
  );
}
