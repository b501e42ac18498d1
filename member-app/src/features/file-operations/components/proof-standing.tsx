import { proofStandingOf } from '@coach/core/contracts';
import { formatDateTime, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Proof } from '../api/proofs.ts';
import * as styles from './file-operations.css.ts';
import { ProofActions } from './proof-actions.tsx';
import { ProofSummary } from './proof-list.tsx';
import { ProofStatePill } from './proof-state-pill.tsx';
import { ProofUploadForm } from './proof-upload-form.tsx';

/**
 * Where the member stands, from the newest proof: nothing sent yet, waiting, approved, or not
 * accepted with the administrator's reason. An upload is offered when there is nothing to wait
 * for (none yet, or after a rejection); a pending proof must be deleted before another is sent.
 */
export function ProofStanding({
  proofs,
  onDelete,
}: {
  proofs: readonly Proof[];
  onDelete: (proof: Proof) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const newest = proofs[0];
  const standing = proofStandingOf(proofs);

  if (!newest || standing === 'none') {
    return (
      <div className={styles.standing}>
        <p className={styles.text}>
          <Trans>
            You have not uploaded a proof of education yet. To coach, upload the certificate of your coaching
            education; an administrator checks it within three working days.
          </Trans>
        </p>
        <ProofUploadForm label={t`Proof of education`} />
      </div>
    );
  }

  const uploaded = formatDateTime(newest.createdAt, lang);
  const reviewed = newest.reviewedAt ? formatDateTime(newest.reviewedAt, lang) : '';
  return (
    <div className={styles.standing}>
      <div className={styles.standingHead}>
        <ProofStatePill state={newest.state} />
      </div>
      <div className={styles.item}>
        <ProofSummary proof={newest} />
        <ProofActions proof={newest} onDelete={onDelete} />
      </div>
      {newest.state === 'pending' ? (
        <p className={styles.text}>
          <Trans>
            Your proof was uploaded on {uploaded}. An administrator reviews it within three working days, and
            you get an e-mail when it is done. To send a different file, delete this one first.
          </Trans>
        </p>
      ) : newest.state === 'approved' ? (
        <p className={styles.text}>
          <Trans>Your proof of education was approved on {reviewed}. You need not upload it again.</Trans>
        </p>
      ) : (
        <>
          <p className={styles.text}>
            <Trans>Your proof of education was not accepted on {reviewed}.</Trans>
          </p>
          <p className={styles.reason}>
            <span className={styles.reasonLabel}>
              <Trans>The administrator’s reason</Trans>
            </span>
            {newest.rejectionReason}
          </p>
          <p className={styles.text}>
            <Trans>Please upload a new file that meets this.</Trans>
          </p>
          <ProofUploadForm label={t`New proof of education`} />
        </>
      )}
    </div>
  );
}
