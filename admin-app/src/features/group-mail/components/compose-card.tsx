import { groupMailContentSchema } from '@coach/core/contracts';
import { Button, Card } from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormError,
  FormTextArea,
  FormTextField,
  useZodForm,
} from '@coach/kit/forms';
import { Tabs } from '@coach/kit/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { Eye, Send } from 'lucide-react';
import { useState } from 'react';
import { type GroupMailContentInput, usePreviewGroupMail } from '../api/group-mail.ts';
import * as styles from './group-mail.css.ts';

type Rendered = { subject: string; html: string; text: string };

/** One language's mail as the member gets it: the server's rendering, in a sandboxed frame. */
function RenderedMail({ mail, title }: { mail: Rendered; title: string }) {
  return (
    <div className={styles.form}>
      <p className={styles.count}>{mail.subject}</p>
      <iframe className={styles.frame} sandbox="" srcDoc={mail.html} title={title} />
    </div>
  );
}

type ComposeCardProps = {
  /** Asked to send: the content is valid; the page confirms with the count first. */
  onSend: (content: GroupMailContentInput) => void;
};

/**
 * The mail in Turkish and English (a tab each), and both versions previewed as the server renders
 * them for a member: paragraphs apart by an empty line, https:// addresses as links.
 */
export function ComposeCard({ onSend }: ComposeCardProps) {
  const { t } = useLingui();
  const form = useZodForm(groupMailContentSchema, {
    defaultValues: { subjectTr: '', bodyTr: '', subjectEn: '', bodyEn: '' },
  });
  const preview = usePreviewGroupMail();
  const [failure, setFailure] = useState<unknown>(null);

  const showPreview = form.handleSubmit((content) => {
    setFailure(null);
    preview.mutate(content, {
      onError: (error) => {
        if (!applyServerErrors(form, error)) setFailure(error);
      },
    });
  });
  const send = form.handleSubmit((content) => onSend(content));

  const languageTab = (language: 'tr' | 'en') => (
    <div className={styles.form}>
      <FormTextField
        form={form}
        name={language === 'tr' ? 'subjectTr' : 'subjectEn'}
        label={language === 'tr' ? t`Subject in Turkish` : t`Subject in English`}
        isRequired
      />
      <FormTextArea
        form={form}
        name={language === 'tr' ? 'bodyTr' : 'bodyEn'}
        label={language === 'tr' ? t`Text in Turkish` : t`Text in English`}
        description={t`Plain text: leave an empty line between paragraphs; addresses starting with https:// become links.`}
        rows={10}
        isRequired
      />
    </div>
  );

  return (
    <Card
      title={<Trans>The mail</Trans>}
      description={
        <Trans>
          Members get the version in their own language, greeted by name, with an unsubscribe link.
        </Trans>
      }
    >
      <form className={styles.form} onSubmit={send} noValidate>
        <FormError error={failure} />
        <Tabs
          label={t`Languages of the mail`}
          tabs={[
            { id: 'tr', label: t`Turkish`, content: languageTab('tr') },
            { id: 'en', label: t`English`, content: languageTab('en') },
          ]}
        />
        <FormActions>
          <Button
            variant="secondary"
            icon={<Eye size={18} aria-hidden="true" />}
            onClick={() => void showPreview()}
            loading={preview.isPending}
          >
            <Trans>Preview both versions</Trans>
          </Button>
          <Button type="submit" icon={<Send size={18} aria-hidden="true" />}>
            <Trans>Send…</Trans>
          </Button>
        </FormActions>
      </form>
      {preview.data ? (
        <section aria-label={t`Preview`}>
          <Tabs
            label={t`Preview languages`}
            tabs={[
              {
                id: 'tr',
                label: t`Turkish preview`,
                content: (
                  <RenderedMail mail={preview.data.tr} title={t`The Turkish mail as a member sees it`} />
                ),
              },
              {
                id: 'en',
                label: t`English preview`,
                content: (
                  <RenderedMail mail={preview.data.en} title={t`The English mail as a member sees it`} />
                ),
              },
            ]}
          />
        </section>
      ) : null}
    </Card>
  );
}
