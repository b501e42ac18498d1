import { createMembershipPackageInputSchema } from '@coach/core/contracts';
import { ApiError, Button, isApiError, toast } from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormError,
  FormGrid,
  FormSwitch,
  FormTextField,
  useZodForm,
} from '@coach/kit/forms';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type MembershipPackageView, useCreatePackage, useUpdatePackage } from '../api/packages.ts';
import * as styles from './membership.css.ts';

type PackageDialogProps = {
  /** The package to change, or null to add one. */
  item: MembershipPackageView | null;
  onClose: () => void;
};

type Callbacks = { onSuccess: () => void; onError: (error: unknown) => void };
type PackageInput = ReturnType<typeof createMembershipPackageInputSchema.parse>;

/** Adds or changes a package: code, Turkish and English names, period, price and coach level. */
export function PackageDialog({ item, onClose }: PackageDialogProps) {
  const { t } = useLingui();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const isSaving = create.isPending || update.isPending;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={item ? t`Edit package` : t`New package`}
      size="medium"
      isDismissable={!isSaving}
    >
      <PackageForm
        item={item}
        onClose={onClose}
        save={(input, callbacks) =>
          item
            ? update.mutate({ ...input, membershipPackageId: item.membershipPackageId }, callbacks)
            : create.mutate(input, callbacks)
        }
        isSaving={isSaving}
      />
    </Dialog>
  );
}

function PackageForm({
  item,
  onClose,
  save,
  isSaving,
}: PackageDialogProps & { save: (input: PackageInput, callbacks: Callbacks) => void; isSaving: boolean }) {
  const { t } = useLingui();
  // The update call takes the same fields plus the id, so one schema checks both forms exactly as
  // the server will.
  const form = useZodForm(createMembershipPackageInputSchema, {
    defaultValues: item
      ? {
          code: item.code,
          nameTr: item.nameTr,
          nameEn: item.nameEn,
          periodMonths: item.periodMonths,
          priceUsd: item.priceUsd,
          coachLevel: item.coachLevel,
        }
      : { code: '', nameTr: '', nameEn: '', periodMonths: undefined, priceUsd: '', coachLevel: false },
  });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    save(input, {
      onSuccess: () => {
        toast.success(item ? t`The package is saved.` : t`The package is added.`);
        onClose();
      },
      onError: (error) => {
        // 4005 {field: 'code'}: another package has this code; 4034 names fields; anything else goes above.
        const field =
          isApiError(error) && error.code === 4005 ? (error.data as { field?: unknown })?.field : null;
        if (field === 'code' && error instanceof ApiError) {
          form.setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
        } else if (!applyServerErrors(form, error)) {
          setFailure(error);
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormError error={failure} />
      <FormGrid columns={2}>
        <FormTextField
          form={form}
          name="code"
          label={t`Code`}
          description={t`Short and unique, shown on orders: letters, digits, - and _ (e.g. COACH-12).`}
          isRequired
          maxLength={40}
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="periodMonths"
          type="number"
          inputMode="numeric"
          label={t`Period (months)`}
          description={t`1 to 60 calendar months.`}
          isRequired
        />
        <FormTextField form={form} name="nameTr" label={t`Name in Turkish`} isRequired maxLength={100} />
        <FormTextField form={form} name="nameEn" label={t`Name in English`} isRequired maxLength={100} />
        <FormTextField
          form={form}
          name="priceUsd"
          inputMode="decimal"
          label={t`Price (USD)`}
          description={t`With at most two decimals, such as 49.90.`}
          isRequired
          maxLength={8}
        />
      </FormGrid>
      <FormSwitch
        form={form}
        name="coachLevel"
        label={t`Coach level`}
        description={t`Its holders may coach; the other packages let them be coached only.`}
      />
      {item ? (
        <p className={styles.muted}>
          <Trans>
            Orders already made keep the period and price they were bought with; a new period or price applies
            to new orders.
          </Trans>
        </p>
      ) : null}
      <FormActions>
        <Button variant="secondary" onClick={onClose} disabled={isSaving}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={isSaving}>
          <Trans>Save</Trans>
        </Button>
      </FormActions>
    </form>
  );
}
