import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { MailLayout, quoteStyle, textStyle } from './layout.ts';
import { projectsButton } from './project-parts.ts';
import type { MailTemplateDefinition } from './template.ts';

/** An administrator aborted the project, with a reason; no points move. */
export const projectAbortedMail: MailTemplateDefinition<'projectAborted'> = {
  subject: ({ data, i18n }) =>
    i18n._({
      id: 'mail.projectAborted.subject',
      message: 'Your project with {partner} was ended by an administrator',
      values: { partner: data.partnerName },
    }),

  body: ({ data, i18n, language, link }) =>
    h(
      MailLayout,
      {
        i18n,
        language,
        preview: data.reason.slice(0, 120),
        heading: i18n._({ id: 'mail.projectAborted.heading', message: 'Project ended by an administrator' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.projectAborted.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.projectAborted.body',
          message: 'An administrator ended your project with {partner}, giving this reason:',
          values: { partner: data.partnerName },
        }),
      ),
      h(Text, { style: quoteStyle }, data.reason),
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.projectAborted.points', message: 'No points moved for this project.' }),
      ),
      projectsButton(i18n, link),
    ),
};
