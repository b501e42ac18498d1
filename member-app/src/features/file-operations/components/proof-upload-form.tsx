import { maxProofBytes } from '@coach/core/contracts';
import { Button, isApiError, toast } from '@coach/kit';
import { ProgressBar } from '@coach/kit/area';
import { FileField } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useUploadProof } from '../api/proofs.ts';
import * as styles from './file-operations.css.ts';
import { acceptedProofFiles } from './labels.ts';

/** The server's refusal in words: its own message, or the message it gave for the file field. */
function refusalOf(error: unknown): string | null {
  return isApiError(error) ? (error.fieldErrors.file ?? error.message) : null;
}

/**
 * Chooses a PDF, PNG or JPEG and sends it, showing how far the upload has come. The browser's
 * check spares a wasted upload; the server decides from the content and says why it refuses.
 */
export function ProofUploadForm({ label }: { label: string }) {
  const { t } = useLingui();
  const upload = useUploadProof();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setRefusal(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRefusal(t`Choose a file first.`);
      return;
    }
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: () => {
          setFile(null);
          toast.success(t`Your proof of education was uploaded. An administrator will review it.`);
        },
        onError: (error) => {
          const message = refusalOf(error);
          if (message) setRefusal(message);
          else toast.error(t`The file was not uploaded. Please try again.`);
        },
      },
    );
  };

  const fileName = file?.name ?? '';
  return (
    <form className={styles.uploadForm} onSubmit={submit} noValidate>
      <FileField
        label={label}
        description={
          <Trans>Drop your certificate here or choose it: a PDF, or a photo or scan as PNG or JPEG.</Trans>
        }
        accept={acceptedProofFiles}
        maxBytes={maxProofBytes}
        file={file}
        onFileChange={choose}
        error={refusal}
        isDisabled={upload.isPending}
        isRequired
      />
      {upload.isPending ? (
        <ProgressBar label={t`Uploading ${fileName}`} value={percent ?? undefined} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" icon={<Upload size={18} aria-hidden="true" />} loading={upload.isPending}>
          <Trans>Upload</Trans>
        </Button>
      </div>
    </form>
  );
}
