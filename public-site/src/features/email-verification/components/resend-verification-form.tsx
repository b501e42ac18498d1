import { resendVerificationInputSchema } from '@coach/core/contracts';
import { Button, useLang } from '@coach/kit';
import { applyServerErrors, FormError, FormTextField, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useResendVerification } from '../api/verification.ts';
import * as styles from './email-verification.css.ts';
import { VerificationLinkSent } from './verification-link-sent.tsx';

/**
 * Asks for a new verification link: the address, checked with the shared schema; the mail is
 * written in the page's language. The answer is always the same neutral confirmation.
 */
export function ResendVerificationForm({ description }: { description?: ReactNode }) {
  const { t } = useLingui();
  const lang = useLang();
  const resend = useResendVerification();
  const form = useZodForm(resendVerificationInputSchema, { defaultValues: { email: '', language: lang } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    resend.mutate(
      { email: input.email, language: lang },
      {
        onSuccess: () => setSentTo(input.email),
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={resend.isPending}>
      <FormError error={failure} />
      {sentTo !== null ? <VerificationLinkSent email={sentTo} /> : null}
      <FormTextField
        form={form}
        name="email"
        label={t`E-mail`}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
        description={description}
      />
      <div>
        <Button type="submit" loading={resend.isPending}>
          <Trans>Send me a new link</Trans>
        </Button>
      </div>
    </form>
  );
}
