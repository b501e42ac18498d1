import { forgotPasswordInputSchema } from '@coach/core/contracts';
import { Button, useLang } from '@coach/kit';
import { applyServerErrors, FormError, FormTextField, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { minutesToWait, retryAfterSecondsOf } from '../utils/retry-after.ts';
import * as styles from './password.css.ts';
import { ResetLinkSent } from './reset-link-sent.tsx';

/**
 * The e-mail address, checked with the server's schema before sending. The mail is written in the
 * page's language. Whatever the address, the answer is the same "on its way", so nobody learns
 * from this page whether an account exists.
 */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const lang = useLang();
  const request = useRequestPasswordReset();
  const form = useZodForm(forgotPasswordInputSchema, { defaultValues: { email: '', language: lang } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    request.mutate(
      { ...input, language: lang },
      {
        onSuccess: () => setSentTo(input.email),
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  if (sentTo !== null) {
    return (
      <ResetLinkSent
        email={sentTo}
        onAskAgain={() => {
          request.reset();
          form.reset({ email: sentTo, language: lang });
          setSentTo(null);
        }}
      />
    );
  }

  const waitSeconds = retryAfterSecondsOf(failure);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={request.isPending}>
      {waitSeconds === null ? <FormError error={failure} /> : <TooManyRequests seconds={waitSeconds} />}
      <FormTextField
        form={form}
        name="email"
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
      />
      <Button type="submit" fullWidth loading={request.isPending}>
        <Trans>Send me a link</Trans>
      </Button>
    </form>
  );
}

/** The rate limit, said kindly: how long to wait, and that a link already sent still works. */
function TooManyRequests({ seconds }: { seconds: number }) {
  const minutes = minutesToWait(seconds);
  return (
    <FormError>
      {minutes === 1 ? (
        <Trans>
          You have asked for several links in a short time. Please wait a minute, then try again. A link we
          have already sent still works.
        </Trans>
      ) : (
        <Trans>
          You have asked for several links in a short time. Please wait {minutes} minutes, then try again. A
          link we have already sent still works.
        </Trans>
      )}
    </FormError>
  );
}
