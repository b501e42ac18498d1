import { accountDeletionRequestInputSchema } from '@coach/core/contracts';
import { Button, Card, isApiError, toast, useLang } from '@coach/kit';
import { FormActions, FormError, FormTextField, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type OwnDataFormat, useDownloadOwnData, useRequestAccountDeletion } from '../api/own-data.ts';
import { useSignInMethods } from '../api/sign-in-methods.ts';
import * as styles from './settings.css.ts';

/** The password as the server takes it; the language is the page's, not a field. */
const passwordFormSchema = accountDeletionRequestInputSchema.pick({ password: true });

/** "Download my data": the same data as JSON or as a workbook with a sheet per kind. */
function DownloadCard() {
  const { t } = useLingui();
  const lang = useLang();
  const download = useDownloadOwnData();
  const [pending, setPending] = useState<OwnDataFormat | null>(null);

  const start = (format: OwnDataFormat) => {
    setPending(format);
    download.mutate(
      { format, language: lang },
      {
        onSuccess: (fileName) => toast.success(t`Your data was saved as ${fileName}.`),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t`The download did not work. Please try again.`),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <Card
      title={<Trans>Download my data</Trans>}
      description={
        <Trans>
          Everything we keep about you: your account and profile, identity document, membership orders,
          projects (your partners by name only), sessions, points, badge, files, sign-in services, settings
          and consents, and the audit entries about your account. The files you uploaded are listed, not
          included: download them on the file operations page.
        </Trans>
      }
      headingLevel={2}
    >
      <div className={styles.photoActions}>
        {(['xlsx', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            icon={<FileDown size={18} aria-hidden="true" />}
            loading={pending === format}
            disabled={pending !== null}
            onClick={() => start(format)}
          >
            {format === 'xlsx' ? <Trans>Download .xlsx</Trans> : <Trans>Download .json</Trans>}
          </Button>
        ))}
      </div>
    </Card>
  );
}

/**
 * "Delete my account": the password (none for an account that signs in only through a sign-in
 * service), then a link by mail; the page the link opens deletes the account.
 */
function DeleteCard() {
  const { t } = useLingui();
  const lang = useLang();
  const { data: methods } = useSignInMethods();
  const hasPassword = methods?.hasPassword ?? true;
  const request = useRequestAccountDeletion();
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(passwordFormSchema, { defaultValues: { password: '' } });

  const submit = form.handleSubmit(({ password }) => {
    setFailure(null);
    request.mutate(
      { language: lang, ...(hasPassword ? { password } : {}) },
      {
        onSuccess: ({ email }) => {
          form.reset({ password: '' });
          setSentTo(email);
        },
        onError: setFailure,
      },
    );
  });

  return (
    <Card
      title={<Trans>Delete my account</Trans>}
      description={
        <Trans>
          Your personal data is erased and you cannot sign in again. What your project partners need stays
          with them under the name “Deleted member”: their sessions, hours and points. Orders are kept as
          records of payment, without your name. We e-mail you a link to confirm; it works for an hour.
        </Trans>
      }
      headingLevel={2}
    >
      {sentTo ? (
        <p className={styles.muted} role="status">
          <Trans>
            We sent a link to {sentTo}. Open it within an hour and confirm there to delete your account.
          </Trans>
        </p>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={request.isPending}>
        <FormError error={failure} />
        {hasPassword ? (
          <FormTextField
            form={form}
            name="password"
            label={t`Your password`}
            type="password"
            autoComplete="current-password"
            isRequired
          />
        ) : (
          <p className={styles.muted}>
            <Trans>You sign in through a sign-in service, so the e-mailed link alone confirms it.</Trans>
          </p>
        )}
        <FormActions>
          <Button
            type="submit"
            variant="danger"
            icon={<Trash2 size={18} aria-hidden="true" />}
            loading={request.isPending}
          >
            <Trans>E-mail me the deletion link</Trans>
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}

/** Settings → your data (KVKK): download it, or delete the account. */
export function OwnDataSection() {
  return (
    <div className={styles.section}>
      <DownloadCard />
      <DeleteCard />
    </div>
  );
}
