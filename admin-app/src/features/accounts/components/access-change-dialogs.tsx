import type { AccountView } from '@coach/core/contracts';
import { isApiError, toast } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';
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
