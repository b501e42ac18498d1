import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import type { MailTemplateDefinition } from './template.ts';

/**
 * An administrator created an account without a password: the single-use link to choose one, and
 * the address to sign in with. Following the link also verifies the e-mail address.
 */
export const setPasswordMail: MailTemplateDefinition<'setPassword'> = {
  subject: ({ i18n }) =>
    i18n._({ id: 'mail.setPassword.subject', message: 'Your Coaching Hours account: choose your password' }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.setPassword.preview',
          message: 'An account was created for you. The link to choose your password works for {days} days.',
          values: { days: data.expiresInDays },
        }),
        heading: i18n._({ id: 'mail.setPassword.heading', message: 'Welcome to Coaching Hours' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.setPassword.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.setPassword.body',
          message:
            'An account was created for you on Coaching Hours; you sign in with {email}. Choose your password with the button below. The link works once, for {days} days.',
          values: { email: data.email, days: data.expiresInDays },
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link(`/newpassword/${encodeURIComponent(data.token)}`), style: buttonStyle },
          i18n._({ id: 'mail.setPassword.button', message: 'Choose my password' }),
        ),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.setPassword.expired',
          message:
            'If the link has expired, use “Forgot your password?” on the sign-in page to get a new one.',
        }),
      ),
    ),
};
