import { type OptionalMailKind, optionalMailKinds } from '@coach/core/contracts';
import { Button, Card, LoadingBlock, toast } from '@coach/kit';
import { applyServerErrors, FormActions, FormError, FormSwitch, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import { useMailPreferences, useSaveMailPreferences } from '../api/mail-preferences.ts';
import { mailKindTexts } from './mail-kind-texts.ts';
import * as styles from './settings.css.ts';

/** The form's values: programme news, and each kind of mail that is not essential, on (true) or off. */
const mailFormSchema = z.object({
  programmeNews: z.boolean(),
  receive: z.record(z.enum(optionalMailKinds), z.boolean()),
});

function MailForm({
  programmeNews,
  switchedOff,
}: {
  programmeNews: boolean;
  switchedOff: OptionalMailKind[];
}) {
  const { t, i18n } = useLingui();
  const save = useSaveMailPreferences();
  const [failure, setFailure] = useState<unknown>(null);
  const receive = Object.fromEntries(
    optionalMailKinds.map((kind) => [kind, !switchedOff.includes(kind)]),
  ) as Record<OptionalMailKind, boolean>;
  const form = useZodForm(mailFormSchema, { defaultValues: { programmeNews, receive } });
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      {
        programmeNews: values.programmeNews,
        switchedOff: optionalMailKinds.filter((kind) => !values.receive[kind]),
      },
      {
        onSuccess: () => toast.success(t`Your mail choices are saved.`),
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
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
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Mail about your projects and membership</Trans>
        </legend>
        {optionalMailKinds.map((kind) => (
          <FormSwitch
            key={kind}
            form={form}
            name={`receive.${kind}`}
            label={i18n._(mailKindTexts[kind].label)}
            description={i18n._(mailKindTexts[kind].description)}
          />
        ))}
      </fieldset>
      <FormActions>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * Settings → mail: programme news on or off (ADR 0049), and each kind of mail that is not essential
 * (ADR 0055). A kind switched off still shows in the notifications; essential mail (passwords,
 * receipts, decisions about the account) always comes, and the section says so.
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
          Mail about your password, your receipts and administrators’ decisions about your account always
          comes. The others you can turn off here; what they tell you still appears in your notifications.
          Programme news you can also turn off with the link at the end of each of them.
        </Trans>
      }
    >
      {error ? (
        <FormError error={error} />
      ) : isPending || !data ? (
        <LoadingBlock label={t`Loading your choice…`} />
      ) : (
        <MailForm programmeNews={data.programmeNews} switchedOff={data.switchedOff} />
      )}
    </Card>
  );
}
