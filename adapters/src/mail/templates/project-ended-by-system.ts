import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { MailLayout, textStyle } from './layout.ts';
import { pointsSentence, projectsButton } from './project-parts.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/** Nobody closed the project before its deadline: the system ended it and both lose the penalty. */
export const projectEndedBySystemMail: MailTemplateDefinition<'projectEndedBySystem'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.projectEndedBySystem.subject',
      message: 'Your project with {partner} was ended by the system',
      values: { partner: data.partnerName },
    }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: pointsSentence(i18n, -data.penaltyPoints),
        heading: i18n._({
          id: 'mail.projectEndedBySystem.heading',
          message: 'Project ended without closing',
        }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.projectEndedBySystem.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.projectEndedBySystem.body',
          message:
            'Your project with {partner}, started on {startedAt}, was still open at its deadline, so the system ended it. As the rules say, both partners lose the penalty points.',
          values: { partner: data.partnerName, startedAt: formatMoment(data.startedAt, language) },
        }),
      ),
      h(Text, { style: textStyle }, pointsSentence(i18n, -data.penaltyPoints)),
      projectsButton(i18n, link),
    ),
};
