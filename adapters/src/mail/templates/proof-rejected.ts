import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import type { MailTemplateDefinition } from './template.ts';

const reasonStyle = {
  ...textStyle,
  backgroundColor: '#f4f4f5',
  borderLeft: '4px solid #b45309',
  margin: '16px 0',
  padding: '12px 16px',
  whiteSpace: 'pre-wrap',
} as const;

/** An administrator rejected the member's proof of education: the reason, and how to send a new one. */
export const proofRejectedMail: MailTemplateDefinition<'proofRejected'> = {
  subject: ({ i18n }) =>
    i18n._({ id: 'mail.proofRejected.subject', message: 'Your proof of education was not accepted' }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.proofRejected.preview',
          message: 'Please read the reason and upload a new proof of education.',
        }),
        heading: i18n._({ id: 'mail.proofRejected.heading', message: 'Proof of education not accepted' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.proofRejected.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.proofRejected.body',
          message:
            'An administrator reviewed the proof of education you uploaded and could not accept it, for this reason:',
        }),
      ),
      // The administrator's own words; React escapes them like any other text.
      h(Text, { style: reasonStyle }, data.reason),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.proofRejected.next',
          message: 'Please upload a new file (PDF, PNG or JPEG, at most 2 MB) that meets this.',
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link('/user/file-operations'), style: buttonStyle },
          i18n._({ id: 'mail.proofRejected.button', message: 'Upload a new proof' }),
        ),
      ),
    ),
};
