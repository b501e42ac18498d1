import { catalogue, maxProofBytes } from '@coach/core/contracts';
import { Button, isApiError, toast } from '@coach/kit';
import { ProgressBar } from '@coach/kit/area';
import { Dialog, FileField } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useUploadForMember } from '../api/proofs.ts';
import { acceptedProofFiles } from './labels.ts';
import { MemberPicker, type PickedMember } from './member-picker.tsx';
import * as styles from './proofs.css.ts';

type Problems = { member?: string | undefined; file?: string | undefined };

/**
 * An administrator uploads a proof on a member's behalf (one that came by mail or on paper). The
 * same rules hold as for the member's own upload; the upload is written to the audit log.
 */
export function UploadForMemberDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const upload = useUploadForMember();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Problems = {
      member: member ? undefined : t`Choose the member from the list.`,
      file: file ? undefined : t`Choose a file first.`,
    };
    setProblems(missing);
    if (!member || !file) return;
    const fullName = member.fullName;
    setPercent(0);
    upload.mutate(
      { accountId: member.accountId, file, onProgress: setPercent },
      {
        onSuccess: () => {
          toast.success(t`The proof of ${fullName} was uploaded and waits for review.`);
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error)) {
            setProblems({ file: t`The file was not uploaded. Please try again.` });
            return;
          }
          const fields = error.fieldErrors;
          // 4003: the account is gone or is not a member; every other refusal concerns the file.
          if (fields.accountId || error.code === catalogue.userNotFound.code)
            setProblems({ member: fields.accountId ?? error.message });
          else setProblems({ file: fields.file ?? error.message });
        },
      },
    );
  };

  const fileName = file?.name ?? '';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Upload a proof for a member`}
      size="medium"
      isDismissable={!upload.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={upload.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form="upload-for-member-form"
            icon={<Upload size={18} aria-hidden="true" />}
            loading={upload.isPending}
          >
            <Trans>Upload</Trans>
          </Button>
        </>
      }
    >
      <form id="upload-for-member-form" className={styles.form} onSubmit={submit} noValidate>
        <MemberPicker
          value={member}
          onChange={(picked) => {
            setMember(picked);
            setProblems((current) => ({ ...current, member: undefined }));
          }}
          error={problems.member}
        />
        <FileField
          label={t`Proof of education`}
          accept={acceptedProofFiles}
          maxBytes={maxProofBytes}
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            setProblems((current) => ({ ...current, file: undefined }));
          }}
          error={problems.file}
          isDisabled={upload.isPending}
          isRequired
        />
        {upload.isPending ? (
          <ProgressBar label={t`Uploading ${fileName}`} value={percent ?? undefined} />
        ) : null}
      </form>
    </Dialog>
  );
}
