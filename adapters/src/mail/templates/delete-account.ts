import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import type { MailTemplateDefinition } from './template.ts';

/**
 * A member asked to delete their account (settings page): the single-use link to the page where
 * they confirm it, and what to do if it was not them.
 */
export const deleteAccountMail: MailTemplateDefinition<'deleteAccount'> = {
  subject: ({ i18n }) =>
    i18n._({ id: 'mail.deleteAccount.subject', message: 'Confirm the deletion of your account' }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.deleteAccount.preview',
          message: 'The link to delete your account works once, for {minutes} minutes.',
          values: { minutes: data.expiresInMinutes },
        }),
        heading: i18n._({ id: 'mail.deleteAccount.heading', message: 'Delete your account' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.deleteAccount.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.deleteAccount.body',
          message:
            'You asked to delete your Coaching Hours account. Open the link below and confirm: your personal data is then erased and you are signed out. The link works once, for {minutes} minutes.',
          values: { minutes: data.expiresInMinutes },
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link(`/deleteaccount/${encodeURIComponent(data.token)}`), style: buttonStyle },
          i18n._({ id: 'mail.deleteAccount.button', message: 'Delete my account' }),
        ),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.deleteAccount.notYou',
          message:
            'If you did not ask for this, ignore this mail and change your password: nothing is deleted without the link.',
        }),
      ),
    ),
};
