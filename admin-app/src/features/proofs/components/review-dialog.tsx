import { catalogue } from '@coach/core/contracts';
import { Button, formatDateTime, isApiError, toast, useLang } from '@coach/kit';
import { formatBytes } from '@coach/kit/area';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Download, X } from 'lucide-react';
import { useState } from 'react';
import { downloadProof, type ReviewItem, useReviewProof } from '../api/proofs.ts';
import { ProofPreview } from './proof-preview.tsx';
import { OverduePill, ProofStatePill } from './proof-state-pill.tsx';
import * as styles from './proofs.css.ts';
import { RejectDialog } from './reject-dialog.tsx';

type ReviewDialogProps = {
  proof: ReviewItem;
  onClose: () => void;
};

/**
 * One proof with its file beside the facts. A pending one is approved or rejected here, after
 * the administrator has seen it: the list offers no approval without the file in view.
 */
export function ReviewDialog({ proof, onClose }: ReviewDialogProps) {
  const { t } = useLingui();
  const lang = useLang();
  const review = useReviewProof();
  const [rejecting, setRejecting] = useState(false);
  const memberName = proof.memberName;
  const pending = proof.state === 'pending';

  const approve = () =>
    review.mutate(
      { accountFileId: proof.id, fileApproveState: 'approved' },
      {
        onSuccess: () => {
          toast.success(t`The proof was approved. ${memberName} gets an e-mail.`);
          onClose();
        },
        onError: (error) => {
          toast.error(isApiError(error) ? error.message : t`The proof was not approved. Please try again.`);
          if (isApiError(error) && error.code === catalogue.proofAlreadyReviewed.code) onClose();
        },
      },
    );

  const download = () =>
    downloadProof(proof).catch((error: unknown) =>
      toast.error(isApiError(error) ? error.message : t`The file could not be downloaded.`),
    );

  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        title={t`Proof of education of ${memberName}`}
        size="large"
        isDismissable={!review.isPending}
        footer={
          <div className={styles.footer}>
            <Button variant="secondary" icon={<Download size={18} aria-hidden="true" />} onClick={download}>
              <Trans>Download</Trans>
            </Button>
            {pending ? (
              <>
                <Button
                  variant="danger"
                  icon={<X size={18} aria-hidden="true" />}
                  onClick={() => setRejecting(true)}
                  disabled={review.isPending}
                >
                  <Trans>Reject…</Trans>
                </Button>
                <Button
                  icon={<Check size={18} aria-hidden="true" />}
                  onClick={approve}
                  loading={review.isPending}
                >
                  <Trans>Approve</Trans>
                </Button>
              </>
            ) : (
              <Button onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
            )}
          </div>
        }
      >
        <div className={styles.dialogBody}>
          <dl className={styles.facts}>
            <dt className={styles.term}>
              <Trans>Member</Trans>
            </dt>
            <dd className={styles.definition}>
              {proof.memberName}
              <br />
              <span className={styles.muted}>{proof.memberEmail}</span>
            </dd>
            <dt className={styles.term}>
              <Trans>File</Trans>
            </dt>
            <dd className={styles.definition}>
              {proof.fileName} · {formatBytes(proof.sizeBytes, lang)}
            </dd>
            <dt className={styles.term}>
              <Trans>Uploaded</Trans>
            </dt>
            <dd className={styles.definition}>
              {formatDateTime(proof.createdAt, lang)}
              {proof.uploadedByAdministrator ? (
                <>
                  <br />
                  <span className={styles.muted}>
                    <Trans>by an administrator</Trans>
                  </span>
                </>
              ) : null}
            </dd>
            <dt className={styles.term}>
              <Trans>State</Trans>
            </dt>
            <dd className={styles.definition}>
              <ProofStatePill state={proof.state} /> {proof.overdue ? <OverduePill /> : null}
            </dd>
            {pending ? (
              <>
                <dt className={styles.term}>
                  <Trans>Review due</Trans>
                </dt>
                <dd className={styles.definition}>{formatDateTime(proof.reviewDueAt, lang)}</dd>
              </>
            ) : (
              <>
                <dt className={styles.term}>
                  <Trans>Reviewed</Trans>
                </dt>
                <dd className={styles.definition}>
                  {proof.reviewedAt ? formatDateTime(proof.reviewedAt, lang) : '—'}
                </dd>
              </>
            )}
            {proof.rejectionReason ? (
              <>
                <dt className={styles.term}>
                  <Trans>Reason</Trans>
                </dt>
                <dd className={styles.definition}>
                  <p className={styles.reason}>{proof.rejectionReason}</p>
                </dd>
              </>
            ) : null}
          </dl>
          <ProofPreview proof={proof} />
        </div>
      </Dialog>
      {rejecting ? (
        <RejectDialog
          proof={proof}
          isOpen
          onOpenChange={setRejecting}
          onRejected={() => {
            setRejecting(false);
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
