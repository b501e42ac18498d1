import type { AccountView } from '@coach/core/contracts';
import { Dialog } from '@coach/kit/widgets';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CreateAccountForm } from './create-account-form.tsx';
import { EditAccountForm } from './edit-account-form.tsx';

/** Adds an account (no `account`) or changes one. Escape does not close it while saving. */
export function AccountDialog({ account, onClose }: { account: AccountView | null; onClose: () => void }) {
  const { t } = useLingui();
  const [isSaving, setSaving] = useState(false);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={account ? t`Edit the account of ${account.fullName}` : t`Add an account`}
      size="large"
      isDismissable={!isSaving}
    >
      {account ? (
        <EditAccountForm account={account} onClose={onClose} onSavingChange={setSaving} />
      ) : (
        <CreateAccountForm onClose={onClose} onSavingChange={setSaving} />
      )}
    </Dialog>
  );
}
