import { grantMembershipInputSchema } from '@coach/core/contracts';
import { formatDate, isApiError, toast, useLang } from '@coach/kit';
import { applyServerErrors, FormError, FormTextArea, useZodForm } from '@coach/kit/forms';
import { FormSelect } from '@coach/kit/pickers';
import { useQueryClient } from '@coach/kit/query';
import { Dialog, FormDialogFooter } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useGrantMembership } from '../api/orders.ts';
import { packageKeys, usePackagesOnSale } from '../api/packages.ts';
import { ExtensionLine } from './extension-line.tsx';
import { formatMoney, packageNameOf } from './labels.ts';
import * as styles from './membership.css.ts';

/** What the dialog needs of the account: where its membership ends now. */
export type GrantTarget = { subscriptionEndDate: string | null };

/** The package and the note, as the server checks them; the account comes from the profile. */
const grantSchema = grantMembershipInputSchema.omit({ accountId: true });

type GrantMembershipDialogProps = { accountId: string; account: GrantTarget; onClose: () => void };

/**
 * Records a membership paid outside the card flow (a bank transfer, a scholarship): a `manual`
 * order with a note, kept in the audit log, that extends the membership like a card payment does.
 */
export function GrantMembershipDialog({ accountId, account, onClose }: GrantMembershipDialogProps) {
  const { t } = useLingui();
  const lang = useLang();
  const formId = useId();
  const queryClient = useQueryClient();
  const grant = useGrantMembership();
  const packages = usePackagesOnSale();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(grantSchema, { defaultValues: { membershipPackageId: '', note: '' } });
  const chosen = packages.data?.find(
    (item) => item.membershipPackageId === form.watch('membershipPackageId'),
  );

  const submit = form.handleSubmit(({ membershipPackageId, note }) => {
    setFailure(null);
    grant.mutate(
      { accountId, membershipPackageId, note },
      {
        onSuccess: ({ order, subscriptionEndDate }) => {
          const number = order.orderNumber;
          const end = formatDate(subscriptionEndDate, lang);
          toast.success(t`Order ${number} recorded. The membership now ends on ${end}.`);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 4062) {
            // Retired since the list was loaded: say so at the choice, and offer the current list.
            form.setError(
              'membershipPackageId',
              { type: 'server', message: error.message },
              { shouldFocus: true },
            );
            void queryClient.invalidateQueries({ queryKey: packageKeys.all });
          } else if (!applyServerErrors(form, error)) {
            setFailure(error);
          }
        },
      },
    );
  });

  const options = (packages.data ?? []).map((item) => {
    const name = packageNameOf(item, lang);
    const price = formatMoney(item.priceUsd, 'USD', lang);
    return { id: item.membershipPackageId, label: `${name} (${item.code}) · ${price}` };
  });

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Grant a package`}
      size="medium"
      isDismissable={!grant.isPending}
      footer={
        <FormDialogFooter
          formId={formId}
          pending={grant.isPending}
          onCancel={onClose}
          disabled={!packages.data}
        >
          <Trans>Grant the package</Trans>
        </FormDialogFooter>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.muted}>
          <Trans>
            For a membership paid another way, such as a bank transfer. It is recorded as an order granted by
            hand, with your note, and written to the audit log.
          </Trans>
        </p>
        <FormError error={failure ?? packages.error} />
        <FormSelect
          form={form}
          name="membershipPackageId"
          label={t`Package`}
          description={t`Only packages on sale can be granted.`}
          options={options}
          placeholder={packages.isPending ? t`Loading the packages…` : t`Choose a package`}
          isRequired
        />
        <ExtensionLine currentEnd={account.subscriptionEndDate} periodMonths={chosen?.periodMonths ?? null} />
        <FormTextArea
          form={form}
          name="note"
          label={t`Note`}
          description={t`How it was paid, so that it can be traced: e.g. “bank transfer 2026-11-20, ref 123”.`}
          rows={3}
          maxLength={500}
          isRequired
        />
      </form>
    </Dialog>
  );
}
