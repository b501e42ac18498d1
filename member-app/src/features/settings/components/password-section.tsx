import { changePasswordFormSchema } from '@coach/core/contracts';
import { Button, Card, toast, useCurrentUser } from '@coach/kit';
import { applyServerErrors, FormActions, FormError, FormTextField, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useChangePassword } from '../api/password.ts';
import { useSignInMethods } from '../api/sign-in-methods.ts';
import { FirstPasswordCard } from './first-password-card.tsx';
import * as styles from './settings.css.ts';

const empty = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/**
 * Settings → password. An account without one (it joined through a sign-in service) is offered a
 * link to choose its first; the others change theirs.
 */
export function PasswordSection() {
  const { user } = useCurrentUser();
  const { data: methods } = useSignInMethods();
  if (user && methods && !methods.hasPassword) return <FirstPasswordCard email={user.email} />;
  return <ChangePasswordForm />;
}

/**
 * The current password, then the new one twice, checked against the password rules before
 * sending. Every other session of the account ends; this one goes on.
 */
function ChangePasswordForm() {
  const { t } = useLingui();
  const change = useChangePassword();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(changePasswordFormSchema, { defaultValues: empty });

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setFailure(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(empty);
          toast.success(t`Your password was changed. Other devices are signed out.`);
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  return (
    <Card
      title={<Trans>Password</Trans>}
      description={
        <Trans>
          At least 8 characters, with a lower-case and an upper-case letter, a digit and a special character.
        </Trans>
      }
      headingLevel={2}
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={change.isPending}>
        <FormError error={failure} />
        <FormTextField
          form={form}
          name="currentPassword"
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          isRequired
        />
        <FormTextField
          form={form}
          name="newPassword"
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <FormTextField
          form={form}
          name="newPasswordConfirmation"
          label={t`Repeat the new password`}
          type="password"
          autoComplete="new-password"
          isRequired
        />
        <FormActions>
          <Button type="submit" loading={change.isPending}>
            <Trans>Change password</Trans>
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
