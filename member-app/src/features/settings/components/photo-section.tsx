import { avatarSourceTypes, maxAvatarUploadBytes, type OwnProfile } from '@coach/core/contracts';
import { Avatar, Button, Card, isApiError, photoUrl, toast } from '@coach/kit';
import { ProgressBar } from '@coach/kit/area';
import { FileField } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useChangeAvatar, useRemoveAvatar } from '../api/avatar.ts';
import * as styles from './settings.css.ts';

/** What the file picker offers: the server decides from the content, this only narrows the choice. */
const acceptedPictures = ['.png', '.jpg', '.jpeg', '.webp', ...Object.keys(avatarSourceTypes)];

/** The server's refusal in words: the message it gave for the file field, or its own. */
function refusalOf(error: unknown): string | null {
  return isApiError(error) ? (error.fieldErrors.file ?? error.message) : null;
}

/**
 * Settings → photo: a PNG, JPEG or WebP of at most 2 MB. The server turns it upright, cuts a
 * square from the middle and keeps no metadata (a phone photo's EXIF says where it was taken).
 */
export function PhotoSection({ profile }: { profile: OwnProfile }) {
  const { t } = useLingui();
  const change = useChangeAvatar();
  const remove = useRemoveAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRefusal(t`Choose a picture first.`);
      return;
    }
    setPercent(0);
    change.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: () => {
          setFile(null);
          toast.success(t`Your photo was saved.`);
        },
        onError: (error) => {
          const message = refusalOf(error);
          if (message) setRefusal(message);
          else toast.error(t`The photo was not saved. Please try again.`);
        },
      },
    );
  };

  const removePhoto = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t`Your photo was removed.`),
      onError: () => toast.error(t`The photo was not removed. Please try again.`),
    });

  const fileName = file?.name ?? '';
  return (
    <Card title={<Trans>Photo</Trans>} headingLevel={2}>
      <div className={styles.photoRow}>
        <Avatar src={photoUrl(profile.profilePhotoPath)} name={profile.fullName} size="large" />
        {profile.profilePhotoPath ? (
          <Button
            variant="secondary"
            icon={<Trash2 size={18} aria-hidden="true" />}
            onClick={removePhoto}
            loading={remove.isPending}
          >
            <Trans>Remove photo</Trans>
          </Button>
        ) : (
          <p className={styles.muted}>
            <Trans>Without a photo, your initials are shown.</Trans>
          </p>
        )}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <FileField
          label={t`New photo`}
          description={
            <Trans>A PNG, JPEG or WebP picture of at most 2 MB; a square is cut from its middle.</Trans>
          }
          accept={acceptedPictures}
          maxBytes={maxAvatarUploadBytes}
          file={file}
          onFileChange={(chosen) => {
            setFile(chosen);
            setRefusal(undefined);
          }}
          error={refusal}
          isDisabled={change.isPending}
        />
        {change.isPending ? (
          <ProgressBar label={t`Uploading ${fileName}`} value={percent ?? undefined} />
        ) : null}
        <div className={styles.photoActions}>
          <Button type="submit" icon={<Upload size={18} aria-hidden="true" />} loading={change.isPending}>
            <Trans>Upload photo</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
