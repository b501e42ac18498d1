import { Card, isApiError, LoadingBlock, PageTitle, toast } from '@coach/kit';
import { useErrorPageOnFailure } from '@coach/kit/area';
import { ConfirmDialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type Proof, useDeleteProof, useOwnProofs } from '../api/proofs.ts';
import * as styles from './file-operations.css.ts';
import { ProofList } from './proof-list.tsx';
import { ProofStanding } from './proof-standing.tsx';

/** `/user/file-operations`: the member's proof of education, its review, and a new upload when needed. */
export function FileOperationsPage() {
  const { t } = useLingui();
  const { data: proofs, error, isPending } = useOwnProofs();
  const remove = useDeleteProof();
  const [toDelete, setToDelete] = useState<Proof | null>(null);
  useErrorPageOnFailure(error);
  const fileName = toDelete?.fileName ?? '';

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t`The file was deleted.`);
        setToDelete(null);
      },
      onError: (failure) => {
        toast.error(isApiError(failure) ? failure.message : t`The file was not deleted. Please try again.`);
        setToDelete(null);
      },
    });
  };

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            The certificate of your coaching education: a PDF, PNG or JPEG of at most 2 MB. Once an
            administrator approves it, you can coach.
          </Trans>
        }
      >
        <Trans>Proof of education</Trans>
      </PageTitle>
      {isPending || !proofs ? (
        <LoadingBlock label={t`Loading your documents…`} />
      ) : (
        <>
          <Card title={<Trans>Your proof</Trans>}>
            <ProofStanding proofs={proofs} onDelete={setToDelete} />
          </Card>
          {proofs.length > 1 ? (
            <Card
              title={<Trans>Earlier files</Trans>}
              description={<Trans>What you sent before, newest first.</Trans>}
            >
              <ProofList proofs={proofs.slice(1)} onDelete={setToDelete} />
            </Card>
          ) : null}
        </>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={<Trans>Delete this file?</Trans>}
        description={
          toDelete?.state === 'pending' ? (
            <Trans>
              {fileName} will no longer be reviewed, and it cannot be brought back. You can then upload
              another file.
            </Trans>
          ) : (
            <Trans>{fileName} will be deleted for good.</Trans>
          )
        }
        confirmLabel={<Trans>Delete</Trans>}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
