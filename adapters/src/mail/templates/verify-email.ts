import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import type { MailTemplateDefinition } from './template.ts';

/**
 * A new member paid (or asked again): the single-use link that proves the address is theirs.
 * Until they follow it, signing in answers 4010; the sign-in page can send a new link.
 */
export const verifyEmailMail: MailTemplateDefinition<'verifyEmail'> = {
  subject: ({ i18n }) =>
    i18n._({ id: 'mail.verifyEmail.subject', message: 'Confirm your e-mail address for Coaching Hours' }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.verifyEmail.preview',
          message: 'One step left: confirm your e-mail address. The link works for {days} days.',
          values: { days: data.expiresInDays },
        }),
        heading: i18n._({ id: 'mail.verifyEmail.heading', message: 'Confirm your e-mail address' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.verifyEmail.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.verifyEmail.body',
          message:
            'Welcome to Coaching Hours. Confirm that this address is yours with the button below; then you can sign in. The link works once, for {days} days.',
          values: { days: data.expiresInDays },
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link(`/verifyemail/${encodeURIComponent(data.token)}`), style: buttonStyle },
          i18n._({ id: 'mail.verifyEmail.button', message: 'Confirm my e-mail address' }),
        ),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.verifyEmail.expired',
          message:
            'If the link has expired, sign in and ask for a new one: the sign-in page offers to send it again.',
        }),
      ),
    ),
};
