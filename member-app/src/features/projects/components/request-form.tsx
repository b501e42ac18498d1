import type { Language, ProjectRole } from '@coach/core/contracts';
import {
  Button,
  ButtonLink,
  Card,
  formatDateTime,
  toast,
  useCurrentUser,
  useLang,
  useLangPath,
} from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormCheckboxGroup,
  lazySchema,
  RadioChoice,
  useZodForm,
} from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useCreateProjectRequest } from '../api/projects.ts';
import { usePublicSettings } from '../api/public-settings.ts';
import { languageNames } from './labels.ts';
import * as styles from './projects.css.ts';
import { RequestRefusal } from './request-refusal.tsx';

// Its check (zod and the projects' contracts) comes when the member reaches for the form (issue 30).
const requestSchema = lazySchema(() =>
  import('./request-schema.ts').then((m) => m.createProjectRequestInputSchema),
);

/**
 * Ask to coach or to be coached, in some of the member's own languages (all of them to start
 * with). A refusal stays next to the form, in words, until the member changes something.
 */
export function RequestForm() {
  const inLang = useLangPath();
  const { user } = useCurrentUser();
  const abilities: Language[] = user?.languages ?? [];

  if (user && abilities.length === 0) {
    return (
      <Card title={<Trans>Ask for a project</Trans>}>
        <div className={styles.form}>
          <p className={styles.text}>
            <Trans>
              Add the languages you coach and are coached in to your settings first: a request is matched with
              a partner who shares one of them.
            </Trans>
          </p>
          <div>
            <ButtonLink to={inLang('/user/settings')} variant="secondary">
              <Trans>Go to your settings</Trans>
            </ButtonLink>
          </div>
        </div>
      </Card>
    );
  }
  // Drawn once the member's languages are known, so that they fill the form.
  if (!user) return null;
  return <RequestFormFields key={abilities.join(',')} abilities={abilities} score={user.score} />;
}

function RequestFormFields({ abilities, score }: { abilities: Language[]; score: number }) {
  const { t } = useLingui();
  const lang = useLang();
  // The schedule is an administrator's setting: the page names its next run (on a working day).
  const nextRun = usePublicSettings().settings?.nextMatchingRun;
  const next = nextRun ? formatDateTime(nextRun, lang) : '';
  const create = useCreateProjectRequest();
  const [role, setRole] = useState<ProjectRole>('coachee');
  const [refusal, setRefusal] = useState<unknown>(null);
  const form = useZodForm(requestSchema, { defaultValues: { languages: abilities } });

  const submit = form.handleSubmit(({ languages }) => {
    setRefusal(null);
    create.mutate(
      { role, languages },
      {
        onSuccess: () =>
          toast.success(
            role === 'coach'
              ? t`Your request to coach was sent. The next matching run looks for a coachee for you.`
              : t`Your request to be coached was sent. The next matching run looks for a coach for you.`,
          ),
        onError: (error) => {
          if (!applyServerErrors(form, error)) setRefusal(error);
        },
      },
    );
  });

  return (
    <Card
      title={<Trans>Ask for a project</Trans>}
      description={
        next ? (
          <Trans>
            Matching pairs you with a member who shares one of your languages; its next run is on {next}. As
            coachee you earn a point for each hour, as coach you spend one.
          </Trans>
        ) : (
          <Trans>
            Matching pairs you with a member who shares one of your languages. As coachee you earn a point for
            each hour, as coach you spend one.
          </Trans>
        )
      }
    >
      <form
        className={styles.form}
        onSubmit={submit}
        onFocus={requestSchema.preload}
        noValidate
        aria-busy={create.isPending}
      >
        <RadioChoice<ProjectRole>
          label={t`What would you like to do?`}
          description={<Trans>What would you like to do?</Trans>}
          value={role}
          onChange={(next) => {
            setRole(next);
            setRefusal(null);
          }}
          options={[
            { value: 'coachee', label: <Trans>To be coached</Trans> },
            { value: 'coach', label: <Trans>To coach</Trans> },
          ]}
        />
        <FormCheckboxGroup
          form={form}
          name="languages"
          label={t`Coaching languages`}
          description={t`Only your own languages are offered; change them in your settings.`}
          options={abilities.map((language) => ({ id: language, label: languageNames[language] }))}
          orientation="horizontal"
          isRequired
        />
        <RequestRefusal error={refusal} score={score} />
        <FormActions>
          <Button type="submit" icon={<Send size={18} aria-hidden="true" />} loading={create.isPending}>
            {role === 'coach' ? <Trans>Ask to coach</Trans> : <Trans>Ask to be coached</Trans>}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
