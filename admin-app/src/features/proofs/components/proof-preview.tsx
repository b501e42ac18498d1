import { isApiError, LoadingBlock } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { type ReviewItem, useProofFile } from '../api/proofs.ts';
import * as styles from './proofs.css.ts';

/** An object URL for `blob` while the component shows it, released afterwards. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * The proof itself, fetched with the administrator's token into a blob: a PDF in the browser's own
 * viewer (a frame), a picture as an image. The blob keeps the type the server detected from the
 * content, so a file is never shown as anything else.
 */
export function ProofPreview({ proof }: { proof: ReviewItem }) {
  const { t } = useLingui();
  const { data, error, isPending } = useProofFile(proof.id);
  const typed = useMemo(() => {
    if (!data) return undefined;
    return data.blob.type === proof.contentType
      ? data.blob
      : new Blob([data.blob], { type: proof.contentType });
  }, [data, proof.contentType]);
  const url = useObjectUrl(typed);
  const fileName = proof.fileName;
  const memberName = proof.memberName;

  if (error) {
    return (
      <div className={styles.preview} role="alert">
        <p>{isApiError(error) ? error.message : t`The file could not be loaded for a preview.`}</p>
      </div>
    );
  }
  if (isPending || !url) {
    return (
      <div className={styles.preview}>
        <LoadingBlock label={t`Loading the file…`} />
      </div>
    );
  }
  return (
    <div className={styles.preview}>
      {proof.contentType === 'application/pdf' ? (
        <iframe className={styles.previewFrame} src={url} title={t`Preview of ${fileName}`} />
      ) : (
        <img
          className={styles.previewImage}
          src={url}
          alt={t`Proof of education of ${memberName}: ${fileName}`}
        />
      )}
    </div>
  );
}
