import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import type { MailTemplateDefinition } from './template.ts';

/** "Forgot password": the single-use link to choose a new password, and what to do if it was not you. */
export const resetPasswordMail: MailTemplateDefinition<'resetPassword'> = {
  subject: ({ i18n }) => i18n._({ id: 'mail.resetPassword.subject', message: 'Choose a new password' }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.resetPassword.preview',
          message: 'The link to choose a new password works for {minutes} minutes.',
          values: { minutes: data.expiresInMinutes },
        }),
        heading: i18n._({ id: 'mail.resetPassword.heading', message: 'Choose a new password' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.resetPassword.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.resetPassword.body',
          message:
            'Someone asked to reset the password of your account. The button below lets you choose a new one; it works once, for {minutes} minutes.',
          values: { minutes: data.expiresInMinutes },
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link(`/newpassword/${encodeURIComponent(data.token)}`), style: buttonStyle },
          i18n._({ id: 'mail.resetPassword.button', message: 'Choose a new password' }),
        ),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.resetPassword.notYou',
          message:
            'If you did not ask for this, you can ignore this mail: your password stays as it is, and nobody can use the link without access to your mailbox.',
        }),
      ),
    ),
};
