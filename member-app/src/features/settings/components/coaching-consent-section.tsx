import { coachingPreferencesInputSchema } from '@coach/core/contracts';
import { Button, Card, LoadingBlock, toast } from '@coach/kit';
import { applyServerErrors, FormActions, FormError, FormSwitch, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  type CoachingLog,
  useCoachingLog,
  useSaveCoachingPreferences,
} from '../../coaching-log/api/coaching-log.ts';
import * as styles from './settings.css.ts';

/**
 * The switch itself. The call saves the training start and the consent together, so the training
 * start goes back as the server has it: this form changes only the consent.
 */
function ConsentForm({ log }: { log: CoachingLog }) {
  const { t } = useLingui();
  const save = useSaveCoachingPreferences();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(coachingPreferencesInputSchema, {
    defaultValues: {
      trainingStartedOn: log.trainingStartedOn,
      shareEmailWithCoaches: log.shareEmailWithCoaches,
      shareNameWithCoaches: log.shareNameWithCoaches,
    },
  });

  const submit = form.handleSubmit(({ shareEmailWithCoaches, shareNameWithCoaches }) => {
    setFailure(null);
    save.mutate(
      { trainingStartedOn: log.trainingStartedOn, shareEmailWithCoaches, shareNameWithCoaches },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.shareEmailWithCoaches
              ? t`Your coaches now see your e-mail, on your projects and in their coaching logs.`
              : t`Your coaches no longer see your e-mail, on your projects or in their coaching logs.`,
          ),
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
        name="shareEmailWithCoaches"
        label={t`Let my coaches see my e-mail, on our projects and in their coaching logs`}
        description={t`Off: your coaches do not see your e-mail, so you get in touch with them first; the e-mail cell of their logs stays blank, and the log tells them to ask you before they apply.`}
      />
      <FormSwitch
        form={form}
        name="shareNameWithCoaches"
        label={t`Let my coaches show my name on a coaching log they publish`}
        description={t`Off: a log your coach publishes for an assessor calls you “Client 1”, “Client 2” and so on, and shows nothing else about you but your e-mail if you share it above.`}
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
 * Settings → coaching log: whether this member's coaches see their e-mail, on the projects page and
 * in the match mail (ADR 0033), and may list it as the client's contact in the coaching log they
 * hand to ICF (ADR 0022); off unless the member says so.
 * Only for those with projects: the settings page shows the tab to them alone.
 */
export function CoachingConsentSection() {
  const { t } = useLingui();
  const { data: log, error, isPending } = useCoachingLog();
  return (
    <Card
      title={<Trans>Your e-mail in your coaches’ logs</Trans>}
      headingLevel={2}
      description={
        <Trans>
          A coach applying for an ICF credential hands in a log of their clients, and ICF may contact some of
          them. Your coaches here can list your e-mail as your contact only if you agree.
        </Trans>
      }
    >
      {error ? (
        <FormError error={error} />
      ) : isPending || !log ? (
        <LoadingBlock label={t`Loading your choice…`} />
      ) : (
        <ConsentForm log={log} />
      )}
    </Card>
  );
}
