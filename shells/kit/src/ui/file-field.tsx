import { useLingui } from '@lingui/react/macro';
import { CircleAlert, FileUp, Paperclip, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button as AriaButton, DropZone, FileTrigger, isFileDropItem } from 'react-aria-components';
import { AriaLocale } from './aria-locale.tsx';
import { Button } from './button.tsx';
import * as fieldStyles from './field.css.ts';
import { acceptedKinds, checkFile, type FileProblem, formatBytes } from './file-check.ts';
import * as styles from './file-field.css.ts';

export type FileFieldProps = {
  label: string;
  description?: ReactNode;
  /** Extensions and MIME types: `['.pdf', 'application/pdf', '.png', 'image/png']`. */
  accept: readonly string[];
  maxBytes: number;
  /** The chosen file (null: none). */
  file: File | null;
  /** Called with a file that passed the checks, or null when it is removed. */
  onFileChange: (file: File | null) => void;
  /** A problem found elsewhere (the server's refusal), shown like the browser's own. */
  error?: string | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
};

/**
 * Choose a file by dropping it on the zone or with the button (the button opens the system's
 * picker; both work by keyboard). The type and size are checked here before anything is sent, and
 * a refusal is said in the page's language.
 */
export function FileField({
  label,
  description,
  accept,
  maxBytes,
  file,
  onFileChange,
  error,
  isDisabled = false,
  isRequired = false,
}: FileFieldProps) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'tr';
  const id = useId();
  const [problem, setProblem] = useState<FileProblem | null>(null);

  const take = (candidate: File | undefined) => {
    if (!candidate || isDisabled) return;
    const found = checkFile(candidate, accept, maxBytes);
    setProblem(found);
    if (found === null) onFileChange(candidate);
  };

  const kinds = acceptedKinds(accept);
  const limit = formatBytes(maxBytes, lang);
  const problemText =
    problem === null
      ? undefined
      : problem.kind === 'tooLarge'
        ? t`The file is too large. Choose a file of at most ${limit}.`
        : problem.kind === 'wrongType'
          ? t`This type of file is not accepted. Choose one of: ${kinds}.`
          : t`The file is empty. Choose another file.`;
  const shownError = problemText ?? error;
  const chosenName = file?.name ?? '';
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [descriptionId, shownError ? errorId : ''].filter(Boolean).join(' ');

  return (
    <AriaLocale>
      <fieldset className={styles.fieldset}>
        <legend className={`${fieldStyles.label} ${styles.legend}`}>
          {label}
          {isRequired ? (
            <span className={fieldStyles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </legend>
        <DropZone
          className={styles.zone}
          aria-label={label}
          isDisabled={isDisabled}
          data-invalid={shownError ? true : undefined}
          onDrop={async (event) => {
            const item = event.items.find(isFileDropItem);
            if (item) take(await item.getFile());
          }}
        >
          <FileUp size={28} aria-hidden="true" className={styles.zoneIcon} />
          <p id={descriptionId} className={styles.zoneText}>
            {description ?? t`Drop a file here or choose one.`}{' '}
            <span className={styles.limits}>{t`Accepted: ${kinds}. At most ${limit}.`}</span>
          </p>
          <FileTrigger acceptedFileTypes={accept} onSelect={(files) => take(files?.[0] ?? undefined)}>
            <AriaButton className={styles.pickButton} isDisabled={isDisabled} aria-describedby={describedBy}>
              <Paperclip size={18} aria-hidden="true" />
              {file ? t`Choose another file` : t`Choose a file`}
            </AriaButton>
          </FileTrigger>
        </DropZone>
        {file ? (
          <div className={styles.chosen}>
            <Paperclip size={16} aria-hidden="true" />
            <span className={styles.chosenName}>{file.name}</span>
            <span className={styles.chosenSize}>{formatBytes(file.size, lang)}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t`Remove ${chosenName}`}
              disabled={isDisabled}
              onClick={() => {
                setProblem(null);
                onFileChange(null);
              }}
            >
              <X size={16} aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        {shownError ? (
          <p id={errorId} className={fieldStyles.error} role="alert">
            <CircleAlert size={16} aria-hidden="true" />
            <span>{shownError}</span>
          </p>
        ) : null}
      </fieldset>
    </AriaLocale>
  );
}
