import { catalogue, contactFormInputSchema, contactMessageLength } from '@coach/core/contracts';
import { Button, formatNumber, isApiError, useLang } from '@coach/kit';
import {
  applyServerErrors,
  FormError,
  FormGrid,
  FormTextArea,
  FormTextField,
  useZodForm,
} from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import * as styles from './contact.css.ts';
import { MessageSent } from './message-sent.tsx';

/** The seconds to wait after a "too many requests" refusal (4040), or null for any other error. */
function retryAfterSecondsOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== catalogue.tooManyRequests.code) return null;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : 3600;
}

/** The limit, said kindly: how long to wait, and that what was sent before has arrived. */
function TooManyMessages({ seconds }: { seconds: number }) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return (
    <FormError>
      {minutes === 1 ? (
        <Trans>
          You have sent several messages in a short time. Please wait a minute, then try again; the messages
          you sent before have reached us.
        </Trans>
      ) : (
        <Trans>
          You have sent several messages in a short time. Please wait {minutes} minutes, then try again; the
          messages you sent before have reached us.
        </Trans>
      )}
    </FormError>
  );
}

const blank = { name: '', surname: '', email: '', message: '', website: '' };

/**
 * Name, surname, e-mail and the message, checked in the page's language with the server's own
 * schema before anything is sent; the server's refusal of a field shows at that field.
 */
export function ContactForm() {
  const { t } = useLingui();
  const lang = useLang();
  const send = useSendContactMessage();
  const form = useZodForm(contactFormInputSchema, { defaultValues: { ...blank, language: lang } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const length = (form.watch('message') ?? '').length;

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    send.mutate(
      { ...input, language: lang },
      {
        onSuccess: () => {
          setSentTo(input.email);
          form.reset({ ...blank, language: lang });
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  if (sentTo !== null) {
    return (
      <MessageSent
        email={sentTo}
        onWriteAgain={() => {
          send.reset();
          setSentTo(null);
        }}
      />
    );
  }

  const waitSeconds = retryAfterSecondsOf(failure);
  const written = formatNumber(length, lang);
  const maximum = formatNumber(contactMessageLength.maximum, lang);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={send.isPending}>
      {waitSeconds === null ? <FormError error={failure} /> : <TooManyMessages seconds={waitSeconds} />}
      <FormGrid columns={2}>
        <FormTextField
          form={form}
          name="name"
          label={t`Name`}
          autoComplete="given-name"
          maxLength={100}
          isRequired
        />
        <FormTextField
          form={form}
          name="surname"
          label={t`Surname`}
          autoComplete="family-name"
          maxLength={100}
          isRequired
        />
      </FormGrid>
      <FormTextField
        form={form}
        name="email"
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        inputMode="email"
        description={t`We answer to this address.`}
        isRequired
      />
      <FormTextArea
        form={form}
        name="message"
        label={t`Your message`}
        rows={7}
        maxLength={contactMessageLength.maximum}
        description={t`${written} of ${maximum} characters`}
        isRequired
      />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t`Leave this field empty`}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <Button type="submit" icon={<Send size={18} aria-hidden="true" />} loading={send.isPending}>
        <Trans>Send the message</Trans>
      </Button>
    </form>
  );
}
