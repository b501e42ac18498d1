import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { MailLayout, textStyle } from './layout.ts';
import type { MailTemplateDefinition } from './template.ts';

const reasonStyle = {
  ...textStyle,
  backgroundColor: '#f4f4f5',
  borderLeft: '4px solid #2563eb',
  margin: '16px 0',
  padding: '12px 16px',
  whiteSpace: 'pre-wrap',
} as const;

/**
 * An administrator corrected the identity or passport number of the account (ADR 0032): which
 * document, its last characters only, and the administrator's reason.
 */
export const identityCorrectedMail: MailTemplateDefinition<'identityCorrected'> = {
  subject: ({ i18n }) =>
    i18n._({ id: 'mail.identityCorrected.subject', message: 'Your identity details were corrected' }),

  body: ({ data, i18n, language }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.identityCorrected.preview',
          message: 'An administrator corrected a number in your account.',
        }),
        heading: i18n._({ id: 'mail.identityCorrected.heading', message: 'Identity details corrected' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.identityCorrected.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      h(
        Text,
        { style: textStyle },
        data.document === 'identityNumber'
          ? i18n._({
              id: 'mail.identityCorrected.identityNumber',
              message:
                'An administrator corrected the T.C. identity number of your account. It now ends in {ending}. The reason given:',
              values: { ending: data.ending },
            })
          : i18n._({
              id: 'mail.identityCorrected.passportNumber',
              message:
                'An administrator corrected the passport number of your account. It now ends in {ending}. The reason given:',
              values: { ending: data.ending },
            }),
      ),
      // The administrator's own words; React escapes them like any other text.
      h(Text, { style: reasonStyle }, data.reason),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.identityCorrected.next',
          message: 'If this is not right, please answer through the contact page.',
        }),
      ),
    ),
};
