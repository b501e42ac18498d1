import type { OwnProfile } from '@coach/core/contracts';
import { Button, Card, toast } from '@coach/kit';
import { applyServerErrors, FormActions, FormCheckboxGroup, FormError, useZodForm } from '@coach/kit/forms';
import { FormSelect } from '@coach/kit/pickers';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { profileInputOf, useUpdateProfile } from '../api/own-profile.ts';
import { languageFieldsSchema, memberLanguageFieldsSchema } from './profile-fields.ts';
import * as styles from './settings.css.ts';

/**
 * Settings → language abilities: the languages the member coaches and is coached in (a request
 * is matched with a partner who shares one), and the member's own language: set at registration
 * from the page they registered on, and the one their mail is written in (ADR 0034). The pages
 * follow their address instead (the language switch), so nothing here changes the page.
 */
export function LanguagesSection({ profile }: { profile: OwnProfile }) {
  const { t } = useLingui();
  const save = useUpdateProfile();
  const [failure, setFailure] = useState<unknown>(null);
  const isMember = profile.accountRoleType === 'User';
  const form = useZodForm(isMember ? memberLanguageFieldsSchema : languageFieldsSchema, {
    defaultValues: { languages: profile.languages, language: profile.language },
  });
  // The names of the languages in themselves, as language pickers show them.
  const languageOptions = [
    { id: 'tr', label: 'Türkçe' },
    { id: 'en', label: 'English' },
  ];

  const submit = form.handleSubmit((fields) => {
    setFailure(null);
    save.mutate(
      { ...profileInputOf(profile), ...fields },
      {
        onSuccess: () => toast.success(t`Your languages were saved.`),
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  return (
    <Card title={<Trans>Language abilities</Trans>} headingLevel={2}>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={save.isPending}>
        <FormError error={failure} />
        <FormCheckboxGroup
          form={form}
          name="languages"
          label={t`Languages you coach and are coached in`}
          description={t`You are matched only with members who share one of these languages.`}
          options={languageOptions}
          orientation="horizontal"
          isRequired={isMember}
        />
        <FormSelect
          form={form}
          name="language"
          label={t`Your language`}
          description={t`Your e-mails are written in it. At first, the language you registered in.`}
          options={languageOptions}
          isRequired
        />
        <FormActions>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save languages</Trans>
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
