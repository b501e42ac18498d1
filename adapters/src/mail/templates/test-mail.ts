import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/** The mail an administrator sends to their own address to check that mail leaves and arrives. */
export const testMail: MailTemplateDefinition<'test'> = {
  subject: ({ i18n }) => i18n._({ id: 'mail.test.subject', message: 'Test mail from Coaching Hours' }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({ id: 'mail.test.preview', message: 'If you can read this, mail reaches you.' }),
        heading: i18n._({ id: 'mail.test.heading', message: 'Mail works' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.test.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.test.body',
          message:
            'This is the test mail you asked for on {moment}. If you can read it, the platform’s mail reaches its recipients.',
          values: { moment: formatMoment(data.requestedAt, language) },
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link('/admin/outbox'), style: buttonStyle },
          i18n._({ id: 'mail.test.openOutbox', message: 'Open the outbox' }),
        ),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.test.nothingToDo',
          message: 'You need not do anything; you may delete this mail.',
        }),
      ),
    ),
};
