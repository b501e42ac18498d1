import { catalogue, passwordWithConfirmationSchema } from '@coach/core/contracts';
import { Button, Card, isApiError, toast, useLangPath, useNavigate } from '@coach/kit';
import { applyServerErrors, FormError, FormTextField, useWatch, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSetPassword } from '../api/set-password.ts';
import { LinkRefused } from './link-refused.tsx';
import * as styles from './password.css.ts';
import { PasswordChecklist } from './password-checklist.tsx';

/**
 * A new password typed twice, checked with the shared schema (rules and "passwords do not
 * match") as the person types. The server may still refuse it as too easy to guess; that message
 * shows under the field. A refused link replaces the form with the way to a new one.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const inLang = useLangPath();
  const navigate = useNavigate();
  const save = useSetPassword();
  const form = useZodForm(passwordWithConfirmationSchema, {
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const [failure, setFailure] = useState<unknown>(null);
  const [refusedLink, setRefusedLink] = useState<string | null>(null);

  // The confirmation is compared with the password: once it has been typed, re-check it whenever
  // the password changes, so "do not match" appears and disappears as it should.
  const confirmationTouched = form.formState.touchedFields.passwordConfirmation === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: password is the trigger, not a value used.
  useEffect(() => {
    if (confirmationTouched || form.formState.isSubmitted) void form.trigger('passwordConfirmation');
  }, [password, confirmationTouched, form]);

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    save.mutate(
      { token, password: input.password },
      {
        onSuccess: () => {
          toast.success(t`Your new password is set. Sign in with it now.`);
          navigate(inLang('/login'), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === catalogue.linkInvalid.code) setRefusedLink(error.message);
          else if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  if (refusedLink !== null) return <LinkRefused message={refusedLink} />;

  return (
    <Card>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={save.isPending}>
        <FormError error={failure} />
        <FormTextField
          form={form}
          name="password"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          isRequired
          description={<PasswordChecklist password={password} />}
        />
        <FormTextField
          form={form}
          name="passwordConfirmation"
          label={t`Repeat the new password`}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <Button type="submit" fullWidth loading={save.isPending}>
          <Trans>Save the password</Trans>
        </Button>
      </form>
    </Card>
  );
}
