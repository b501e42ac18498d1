import { catalogue, maxRejectionReasonLength, rejectProofFormSchema } from '@coach/core/contracts';
import { Button, isApiError, toast } from '@coach/kit';
import { applyServerErrors, FormError, FormTextArea, useZodForm } from '@coach/kit/forms';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type ReviewItem, useReviewProof } from '../api/proofs.ts';
import * as styles from './proofs.css.ts';

type RejectDialogProps = {
  proof: ReviewItem;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** After the rejection was stored (the member is mailed by the server). */
  onRejected: () => void;
};

/** Rejects a pending proof with the reason the member reads on their page and in the mail. */
export function RejectDialog({ proof, isOpen, onOpenChange, onRejected }: RejectDialogProps) {
  const { t } = useLingui();
  const review = useReviewProof();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(rejectProofFormSchema, { defaultValues: { reason: '' } });
  const memberName = proof.memberName;

  const submit = form.handleSubmit(({ reason }) =>
    review.mutate(
      { accountFileId: proof.id, fileApproveState: 'rejected', reason },
      {
        onSuccess: () => {
          toast.success(t`The proof was rejected. ${memberName} gets an e-mail with your reason.`);
          onRejected();
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          if (isApiError(error) && error.code === catalogue.proofAlreadyReviewed.code) {
            toast.error(error.message);
            onRejected();
            return;
          }
          setFailure(error);
        },
      },
    ),
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Reject the proof of ${memberName}`}
      size="medium"
      isDismissable={!review.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={review.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="reject-proof-form" variant="danger" loading={review.isPending}>
            <Trans>Reject</Trans>
          </Button>
        </>
      }
    >
      <form id="reject-proof-form" className={styles.form} onSubmit={submit} noValidate>
        <FormError error={failure} />
        <FormTextArea
          form={form}
          name="reason"
          label={t`Reason`}
          description={t`The member reads this on their page and in the e-mail, and uploads a new file that meets it.`}
          rows={5}
          maxLength={maxRejectionReasonLength}
          isRequired
        />
      </form>
    </Dialog>
  );
}
