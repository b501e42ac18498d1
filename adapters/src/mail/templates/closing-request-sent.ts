import { Button, Section, Text } from '@react-email/components';
import { createElement as h } from 'react';
import { buttonStyle, MailLayout, textStyle } from './layout.ts';
import { confirmPath } from './project-parts.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/**
 * The coach sent a closing request: the coachee confirms the hours from the link. Without an answer
 * by `confirmBy` the system completes the project with the coach's count (docs/product-rules.md §8).
 */
export const closingRequestSentMail: MailTemplateDefinition<'closingRequestSent'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.closingRequestSent.subject',
      message: '{coach} asks you to confirm your coaching sessions',
      values: { coach: data.coachName },
    }),

  body: ({ data, i18n, language, link }) => {
    const values = {
      coach: data.coachName,
      count: data.sessionCount,
      confirmBy: formatMoment(data.confirmBy, language),
    };
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: i18n._({
          id: 'mail.closingRequestSent.preview',
          message: 'Please confirm by {confirmBy}.',
          values,
        }),
        heading: i18n._({
          id: 'mail.closingRequestSent.heading',
          message: 'Your coach asks you to confirm the sessions',
        }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.closingRequestSent.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.closingRequestSent.body',
          message:
            '{coach} closed your coaching project with {count, plural, one {# session} other {# sessions}}. If that is right, please confirm it by {confirmBy}.',
          values,
        }),
      ),
      h(
        Section,
        { style: { margin: '24px 0' } },
        h(
          Button,
          { href: link(confirmPath(data.projectCompletionRequestId)), style: buttonStyle },
          i18n._({ id: 'mail.closingRequestSent.button', message: 'See and confirm the sessions' }),
        ),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.closingRequestSent.afterWindow',
          message:
            'If you do not confirm by then, the system completes the project with the sessions your coach sent; your points do not change.',
        }),
      ),
    );
  },
};
