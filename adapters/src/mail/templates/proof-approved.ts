import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import type { MailTemplateDefinition } from './template.ts';

/** An administrator approved the member's proof of education. */
export const proofApprovedMail: MailTemplateDefinition<'proofApproved'> = {
  subject: ({ i18n }) =>
    i18n._({ id: 'mail.proofApproved.subject', message: 'Your proof of education was approved' }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.proofApproved.preview',
          message: 'Your proof of education has been reviewed and approved.',
        }),
        heading: i18n._({ id: 'mail.proofApproved.heading', message: 'Proof of education approved' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.proofApproved.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.proofApproved.body',
          message:
            'An administrator reviewed the proof of education you uploaded and approved it. You need not upload it again.',
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link('/user/file-operations'), style: buttonStyle },
          i18n._({ id: 'mail.proofApproved.button', message: 'See your documents' }),
        ),
      ),
    ),
};
