import { formatDateTime, useLang } from '@coach/kit';
import { formatBytes } from '@coach/kit/area';
import { Trans } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import type { Proof } from '../api/proofs.ts';
import * as styles from './file-operations.css.ts';
import { ProofActions } from './proof-actions.tsx';
import { ProofStatePill } from './proof-state-pill.tsx';

/** One proof: its name, when and by whom it was sent, its size and its state. */
export function ProofSummary({ proof }: { proof: Proof }) {
  const lang = useLang();
  const uploaded = formatDateTime(proof.createdAt, lang);
  const size = formatBytes(proof.sizeBytes, lang);
  return (
    <div className={styles.itemMain}>
      <p className={styles.fileName}>
        <FileText size={16} aria-hidden="true" />
        {proof.fileName}
      </p>
      <p className={styles.muted}>
        {proof.uploadedByAdministrator ? (
          <Trans>
            Uploaded for you by an administrator on {uploaded} · {size}
          </Trans>
        ) : (
          <Trans>
            Uploaded on {uploaded} · {size}
          </Trans>
        )}
      </p>
    </div>
  );
}

/** Earlier proofs, newest first: their states, the reasons of rejections, and actions. */
export function ProofList({
  proofs,
  onDelete,
}: {
  proofs: readonly Proof[];
  onDelete: (proof: Proof) => void;
}) {
  return (
    <ul className={styles.list}>
      {proofs.map((proof) => (
        <li key={proof.id} className={styles.item}>
          <div className={styles.itemMain}>
            <ProofSummary proof={proof} />
            <div>
              <ProofStatePill state={proof.state} />
            </div>
            {proof.rejectionReason ? (
              <p className={styles.reason}>
                <span className={styles.reasonLabel}>
                  <Trans>Reason</Trans>
                </span>
                {proof.rejectionReason}
              </p>
            ) : null}
          </div>
          <ProofActions proof={proof} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
