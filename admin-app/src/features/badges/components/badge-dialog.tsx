import { type BadgeView, createBadgeInputSchema } from '@coach/core/contracts';
import { ApiError, Button, isApiError, toast } from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormError,
  FormGrid,
  FormSwitch,
  FormTextArea,
  FormTextField,
  useZodForm,
} from '@coach/kit/forms';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCreateBadge, useUpdateBadge } from '../api/badges.ts';
import { isRangeProblems, RangeProblems } from './range-problems.tsx';

type BadgeDialogProps = {
  /** The badge to change, or null to add one. */
  badge: BadgeView | null;
  /** Where a new badge's range starts by default: just above the highest badge. */
  suggestedLower: number | undefined;
  onClose: () => void;
};

/** Adds or changes a badge: Turkish and English names and descriptions, and its score range. */
export function BadgeDialog({ badge, suggestedLower, onClose }: BadgeDialogProps) {
  const { t } = useLingui();
  const create = useCreateBadge();
  const update = useUpdateBadge();
  const isSaving = create.isPending || update.isPending;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={badge ? t`Edit badge` : t`Add a badge`}
      size="medium"
      isDismissable={!isSaving}
    >
      <BadgeForm
        badge={badge}
        suggestedLower={suggestedLower}
        onClose={onClose}
        save={(input, callbacks) =>
          badge
            ? update.mutate({ ...input, accountBadgeId: badge.accountBadgeId }, callbacks)
            : create.mutate(input, callbacks)
        }
        isSaving={isSaving}
      />
    </Dialog>
  );
}

type Callbacks = { onSuccess: () => void; onError: (error: unknown) => void };
type BadgeInput = ReturnType<typeof createBadgeInputSchema.parse>;

function BadgeForm({
  badge,
  suggestedLower,
  onClose,
  save,
  isSaving,
}: Omit<BadgeDialogProps, 'onOpenChange'> & {
  save: (input: BadgeInput, callbacks: Callbacks) => void;
  isSaving: boolean;
}) {
  const { t } = useLingui();
  // The update call takes the same fields plus the id, so one schema checks both forms.
  const form = useZodForm(createBadgeInputSchema, {
    defaultValues: badge
      ? {
          nameTr: badge.nameTr,
          nameEn: badge.nameEn,
          descriptionTr: badge.descriptionTr,
          descriptionEn: badge.descriptionEn,
          lower: badge.lower,
          upper: badge.upper,
          adjustNeighbours: false,
        }
      : {
          nameTr: '',
          nameEn: '',
          descriptionTr: '',
          descriptionEn: '',
          // Blank number fields hold undefined until typed.
          lower: suggestedLower as number,
          upper: undefined as unknown as number,
          adjustNeighbours: false,
        },
  });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    save(input, {
      onSuccess: () => {
        toast.success(badge ? t`The badge is saved.` : t`The badge is added.`);
        onClose();
      },
      onError: (error) => {
        // 4005 names the name field that is taken; 4034 names fields; anything else goes above.
        const field =
          isApiError(error) && error.code === 4005 ? (error.data as { field?: unknown })?.field : null;
        if ((field === 'nameTr' || field === 'nameEn') && error instanceof ApiError) {
          form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        } else if (!applyServerErrors(form, error)) {
          setFailure(error);
        }
      },
    });
  });

  const rangeFailure = isApiError(failure) && failure.code === 4044 ? failure : null;
  const adjusting = form.watch('adjustNeighbours');
  return (
    <form onSubmit={submit} noValidate>
      {rangeFailure && isRangeProblems(rangeFailure.data) ? (
        <RangeProblems
          message={rangeFailure.message}
          problems={rangeFailure.data.problems}
          hint={
            adjusting ? null : (
              <Trans>
                To move a limit between two badges, turn on “Move the neighbouring badges to fit”.
              </Trans>
            )
          }
        />
      ) : (
        <FormError error={failure} />
      )}
      <FormGrid columns={2}>
        <FormTextField form={form} name="nameTr" label={t`Name in Turkish`} isRequired maxLength={60} />
        <FormTextField form={form} name="nameEn" label={t`Name in English`} isRequired maxLength={60} />
        <FormTextField
          form={form}
          name="lower"
          type="number"
          // Scores may be negative: phone keyboards for decimals have no minus key.
          inputMode="text"
          label={t`Lowest score`}
          description={t`A member with this score holds the badge.`}
          isRequired
        />
        <FormTextField
          form={form}
          name="upper"
          type="number"
          // Scores may be negative: phone keyboards for decimals have no minus key.
          inputMode="text"
          label={t`Highest score`}
          description={t`Included as well.`}
          isRequired
        />
        <FormTextArea
          form={form}
          name="descriptionTr"
          label={t`Description in Turkish`}
          rows={3}
          maxLength={500}
        />
        <FormTextArea
          form={form}
          name="descriptionEn"
          label={t`Description in English`}
          rows={3}
          maxLength={500}
        />
      </FormGrid>
      <FormSwitch
        form={form}
        name="adjustNeighbours"
        label={t`Move the neighbouring badges to fit`}
        description={t`The badge just below then ends right under this range, and the badge just above starts right after it. Ranges may never overlap or leave a gap.`}
      />
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
