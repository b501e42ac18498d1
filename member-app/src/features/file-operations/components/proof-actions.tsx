import { Button, isApiError, toast } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Trash2 } from 'lucide-react';
import { downloadProof, type Proof } from '../api/proofs.ts';
import * as styles from './file-operations.css.ts';

/**
 * Download, and delete unless approved: an approved proof is what lets the member coach, and only
 * an administrator may take it away (the server refuses it too).
 */
export function ProofActions({ proof, onDelete }: { proof: Proof; onDelete: (proof: Proof) => void }) {
  const { t } = useLingui();
  const fileName = proof.fileName;
  const download = () =>
    downloadProof(proof).catch((error: unknown) =>
      toast.error(isApiError(error) ? error.message : t`The file could not be downloaded.`),
    );
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        size="sm"
        icon={<Download size={16} aria-hidden="true" />}
        onClick={download}
        aria-label={t`Download ${fileName}`}
      >
        <Trans>Download</Trans>
      </Button>
      {proof.state === 'approved' ? null : (
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 size={16} aria-hidden="true" />}
          onClick={() => onDelete(proof)}
          aria-label={t`Delete ${fileName}`}
        >
          <Trans>Delete</Trans>
        </Button>
      )}
    </div>
  );
}
