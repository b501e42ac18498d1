import { Text } from '@react-email/components';
import { createElement as h } from 'react';
import { MailButton, MailLayout, projectPath, textStyle } from './layout.ts';
import { formatMoment, type MailTemplateDefinition } from './template.ts';

/** The day before a scheduled session (the reminder job, once per session), to both partners. */
export const sessionComingUpMail: MailTemplateDefinition<'sessionComingUp'> = {
  subject: ({ data, i18n, language }) =>
    i18n._({
      id: 'mail.sessionComingUp.subject',
      message: 'Reminder: session with {partner} on {when}',
      values: { partner: data.partnerName, when: formatMoment(data.startsAt, language) },
    }),

  body: ({ data, i18n, language, link }) => {
    const text = i18n._({
      id: 'mail.sessionComingUp.text',
      message: 'Your session with {partner} is on {when} (Istanbul time), for {minutes} minutes.',
      values: {
        partner: data.partnerName,
        when: formatMoment(data.startsAt, language),
        minutes: data.minutes,
      },
    });
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: text,
        heading: i18n._({ id: 'mail.sessionComingUp.heading', message: 'Your session is coming up' }),
      },
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.sessionComingUp.greeting',
          message: 'Hello {name},',
          values: { name: data.name },
        }),
      ),
      h(Text, { style: textStyle }, text),
      h(
        Text,
        { style: textStyle },
        i18n._({
          id: 'mail.sessionComingUp.change',
          message: 'If the time no longer suits you, propose another one or cancel it in the project.',
        }),
      ),
      h(MailButton, {
        href: link(projectPath(data.projectId)),
        label: i18n._({ id: 'mail.sessionComingUp.button', message: 'Open the project' }),
      }),
    );
  },
};
