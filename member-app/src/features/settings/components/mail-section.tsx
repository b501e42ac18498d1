import { mailPreferencesSchema } from '@coach/core/contracts';
import { Button, Card, LoadingBlock, toast } from '@coach/kit';
import { applyServerErrors, FormActions, FormError, FormSwitch, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences.ts';
import * as styles from './settings.css.ts';

function MailForm({ programmeNews }: { programmeNews: boolean }) {
  const { t } = useLingui();
  const save = useSaveMailPreferences();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(mailPreferencesSchema, { defaultValues: { programmeNews } });
  const submit = form.handleSubmit((preferences) => {
    setFailure(null);
    save.mutate(preferences, {
      onSuccess: (saved) =>
        toast.success(saved.programmeNews ? t`Programme news will come again.` : t`Programme news are off.`),
      onError: (error) => {
        if (!applyServerErrors(form, error)) setFailure(error);
      },
    });
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={save.isPending}>
      <FormError error={failure} />
      <FormSwitch
        form={form}
        name="programmeNews"
        label={t`Programme news`}
        description={t`Mails the programme’s administrators send to members: events, changes, reminders for everyone.`}
      />
      <FormActions>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * Settings → mail: programme news on or off (ADR 0049). Mail about the member's own account and
 * projects is not a choice; the section says so.
 */
export function MailSection() {
  const { t } = useLingui();
  const { data, error, isPending } = useMailPreferences();
  return (
    <Card
      title={<Trans>Mail from the programme</Trans>}
      headingLevel={2}
      description={
        <Trans>
          Mail about your own account, memberships and projects always comes. Programme news you can turn off
          here or with the link at the end of each of them.
        </Trans>
      }
    >
      {error ? (
        <FormError error={error} />
      ) : isPending || !data ? (
        <LoadingBlock label={t`Loading your choice…`} />
      ) : (
        <MailForm programmeNews={data.programmeNews} />
      )}
    </Card>
  );
}
